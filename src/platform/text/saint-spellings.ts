/**
 * The honorifics people put before a saint's name, folded as foldText folds them, each with the spellings that
 * mean the same: `St.` is `Saint`, `Ste` is `Sainte`, `Sts` and `SS.` are `Saints`, `Bl.` is `Blessed`. Search
 * text is typed one way and data written the other ("St. John's Co-Cathedral", the registry's "Saint John"), so
 * the engines read any of them as all of them (corpus) or, where every record is a saint, as no constraint at all
 * (devotio).
 */
const GROUPS: readonly (readonly string[])[] = [
  ['saint', 'st'],
  ['sainte', 'ste'],
  ['saints', 'sts', 'ss'],
  ['blessed', 'bl', 'bd'],
];

const SPELLINGS = new Map<string, readonly string[]>(GROUPS.flatMap((g) => g.map((w) => [w, g] as const)));

/** The spellings of a folded word that is an honorific (itself included), or null for any other word. */
export function saintSpellings(word: string): readonly string[] | null {
  return SPELLINGS.get(word) ?? null;
}

/** The other spellings of a folded honorific (`saint` → `st`), or none for any other word. */
export function otherSaintSpellings(word: string): readonly string[] {
  return (SPELLINGS.get(word) ?? []).filter((x) => x !== word);
}
