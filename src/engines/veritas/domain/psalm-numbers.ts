/**
 * Psalm numbers: the Vulgate (Septuagint) numbering against the Hebrew. The Vulgate joins Hebrew 9 and 10 into its
 * 9, and 114 and 115 into its 113; it splits Hebrew 116 into its 114 and 115, and Hebrew 147 into its 146 and 147.
 * So Vulgate 10-112 are Hebrew 11-113 and Vulgate 116-145 are Hebrew 117-146; 1-8 and 148-150 agree. These rules
 * give the psalm a verse falls in when no block of `versification-tables.ts` names it.
 */

/** The Hebrew psalm of a Vulgate psalm's verses outside the blocks (0 when only blocks can say). */
export function psalmToPivot(vulgate: number): number {
  if (vulgate <= 9 || vulgate >= 148) return vulgate; // 9:1-21 is Hebrew 9; 9:22-39 is a block
  if (vulgate <= 112) return vulgate + 1;
  if (vulgate === 113) return 114; // 113:1-8; 113:9-26 is a block (Hebrew 115)
  if (vulgate <= 115) return 0; // 114 and 115 are Hebrew 116, wholly in blocks
  if (vulgate <= 145) return vulgate + 1;
  return 0; // 146 and 147 are Hebrew 147, wholly in blocks
}

/** The Vulgate psalm of a Hebrew psalm's verses outside the blocks (0 when only blocks can say). */
export function psalmFromPivot(hebrew: number): number {
  if (hebrew <= 9 || hebrew >= 148) return hebrew;
  if (hebrew === 10) return 0; // Hebrew 10 is Vulgate 9:22-39
  if (hebrew <= 113) return hebrew - 1;
  if (hebrew === 114) return 113;
  if (hebrew <= 116) return 0; // Hebrew 115 is Vulgate 113:9-26; 116 is Vulgate 114-115
  if (hebrew <= 146) return hebrew - 1;
  return 0; // 147
}

/**
 * The Vulgate psalms a Hebrew psalm number covers, for a dual citation like `Ps 22 (23)`: Hebrew 116 → [114, 115].
 */
export function vulgatePsalmsOfHebrew(hebrew: number): number[] {
  if (hebrew === 10) return [9];
  if (hebrew === 115) return [113];
  if (hebrew === 116) return [114, 115];
  if (hebrew === 147) return [146, 147];
  const p = psalmFromPivot(hebrew);
  return p ? [p] : [];
}

/** The Hebrew psalms a Vulgate psalm number covers: Vulgate 9 → [9, 10], 113 → [114, 115]. */
export function hebrewPsalmsOfVulgate(vulgate: number): number[] {
  if (vulgate === 9) return [9, 10];
  if (vulgate === 113) return [114, 115];
  if (vulgate === 114 || vulgate === 115) return [116];
  if (vulgate === 146 || vulgate === 147) return [147];
  return [psalmToPivot(vulgate)];
}

/**
 * The Hebrew psalms that the Vulgate psalms `first`-`last` are, when the run is whole Hebrew psalms, for a dual form
 * with a range (`Ps 9 (9-10)`, `Ps 114-115 (116)`): Vulgate 9 → [9, 10], 114-115 → [116, 116], 22-24 → [23, 25];
 * undefined where the run begins or ends inside a Hebrew psalm (Vulgate 114 alone is half of Hebrew 116).
 */
export const hebrewRunOfVulgate = (first: number, last: number) => wholeRun(first, last, hebrewPsalmsOfVulgate, vulgatePsalmsOfHebrew);

/** The Vulgate psalms that the Hebrew psalms `first`-`last` are, when the run is whole Vulgate psalms: Hebrew 116 →
 * [114, 115], 9-10 → [9, 9]; undefined where it begins or ends inside a Vulgate psalm (Hebrew 10 alone). */
export const vulgateRunOfHebrew = (first: number, last: number) => wholeRun(first, last, vulgatePsalmsOfHebrew, hebrewPsalmsOfVulgate);

/** `first`-`last` in the other numbering (`there`), if going back (`back`) gives exactly `first`-`last` again. */
function wholeRun(first: number, last: number, there: (n: number) => number[], back: (n: number) => number[]): [number, number] | undefined {
  if (first < 1 || last > 150 || first > last) return undefined;
  const a = there(first)[0]!;
  const ends = there(last);
  const b = ends[ends.length - 1]!;
  const backEnds = back(b);
  return back(a)[0] === first && backEnds[backEnds.length - 1] === last ? [a, b] : undefined;
}
