/**
 * The parts of the Summa Theologiae: Lumen's ids, display forms, the staged source's codes, and New Advent's URL
 * digit. `suppl-app1` / `suppl-app2` are the two appendices printed after the Supplement.
 */
export type SummaPart = 'I' | 'I-II' | 'II-II' | 'III' | 'suppl' | 'suppl-app1' | 'suppl-app2';

export interface SummaPartInfo {
  readonly id: SummaPart;
  /** As the Dominican translation's id and common citations write it: `I-II`, `Suppl.`, `Suppl. App. I`. */
  readonly display: string;
  /** Long English title: "First Part of the Second Part". */
  readonly title: string;
  /** `summa-theologiae-en` part code: FP, FS, SS, TP, XP, X1, X2. */
  readonly sourceCode: string;
  /** First digit of New Advent's `/summa/NQQQ.htm`: 1-5 the parts, 6 and 7 the Supplement's two appendices
   * (6001, 6002, 7001); `/summa/N.htm` is the part's table of contents. */
  readonly newAdvent: number;
}

export const SUMMA_PARTS: readonly SummaPartInfo[] = Object.freeze([
  { id: 'I', display: 'I', title: 'First Part', sourceCode: 'FP', newAdvent: 1 },
  { id: 'I-II', display: 'I-II', title: 'First Part of the Second Part', sourceCode: 'FS', newAdvent: 2 },
  { id: 'II-II', display: 'II-II', title: 'Second Part of the Second Part', sourceCode: 'SS', newAdvent: 3 },
  { id: 'III', display: 'III', title: 'Third Part', sourceCode: 'TP', newAdvent: 4 },
  { id: 'suppl', display: 'Suppl.', title: 'Supplement to the Third Part', sourceCode: 'XP', newAdvent: 5 },
  { id: 'suppl-app1', display: 'Suppl. App. I', title: 'Appendix I to the Supplement', sourceCode: 'X1', newAdvent: 6 },
  { id: 'suppl-app2', display: 'Suppl. App. II', title: 'Appendix II to the Supplement', sourceCode: 'X2', newAdvent: 7 },
] satisfies SummaPartInfo[]);

const byId = new Map(SUMMA_PARTS.map((p) => [p.id, p]));
const bySource = new Map(SUMMA_PARTS.map((p) => [p.sourceCode, p]));
const byNewAdvent = new Map(SUMMA_PARTS.filter((p) => p.newAdvent).map((p) => [p.newAdvent, p]));

// Spellings of a part as a path segment or a citation token, compared after lower-casing and removing spaces and
// dots. Roman and Arabic forms, the `Ia IIae` ordinal forms, and the source's codes.
const PART_SPELLINGS: ReadonlyArray<readonly [SummaPart, string[]]> = [
  ['I', ['i', '1', 'ia', '1a', 'prima', 'primapars', 'parsprima', 'fp', 'firstpart', 'thefirstpart', 'part1', 'parti', 'pars1', 'parsi']],
  ['I-II', ['i-ii', '1-2', 'iaiiae', 'ia-iiae', 'i-iiae', 'ia2ae', '1a2ae', '1a-2ae', 'ia-2ae', 'primasecundae',
    'prima-secundae', 'primaesecundae', 'fs', 'firstpartofthesecondpart', 'thefirstpartofthesecondpart', 'parti-ii',
    'part1-2', 'pars1-2', 'parsi-ii']],
  ['II-II', ['ii-ii', '2-2', 'iiaiiae', 'iia-iiae', 'ii-iiae', '2a2ae', '2a-2ae', 'iia2ae', 'secundasecundae',
    'secunda-secundae', 'secundaesecundae', 'ss', 'secondpartofthesecondpart', 'thesecondpartofthesecondpart',
    'partii-ii', 'part2-2', 'pars2-2', 'parsii-ii']],
  ['III', ['iii', '3', 'iiia', '3a', 'tertia', 'tertiapars', 'parstertia', 'tp', 'thirdpart', 'thethirdpart', 'part3',
    'partiii', 'pars3', 'parsiii']],
  ['suppl', ['suppl', 'supp', 'sup', 'supplement', 'thesupplement', 'supplementum', 'xp', 'iiisuppl', 'suppliii',
    'supplementtothethirdpart', 'supplementtothetertiapars', 'iii-suppl', '3suppl']],
  ['suppl-app1', ['suppl-app1', 'supplappi', 'suppl-appi', 'supplapp1', 'x1', 'appendixi', 'appendix1']],
  ['suppl-app2', ['suppl-app2', 'supplappii', 'suppl-appii', 'supplapp2', 'x2', 'appendixii', 'appendix2']],
];

const spellings = new Map<string, SummaPart>();
const prefixes = new Set<string>();
for (const [id, forms] of PART_SPELLINGS) {
  for (const f of forms) {
    spellings.set(f, id);
    for (let i = 1; i <= f.length; i++) prefixes.add(f.slice(0, i));
  }
}

/** Lumen's part id for a spelling (`1-2`, `Ia IIae`, `I-II`, `I.II`, `Supplement`, `XP`), or undefined. */
export function parsePart(text: string): SummaPart | undefined {
  return spellings.get(partKey(text));
}

const FIRST_NUMERAL = new Set(['i', 'ii', 'ia', 'iia']);
const SECOND_PART = new Set(['ii', 'iiae']);

/**
 * A part key with the next word of a spelling added; `last` is the word before it ('' after punctuation or at the
 * start). The spellings are read without spaces and dots, but two numerals set apart by them (`I.II`, `I II`,
 * `Ia IIae`, `II.II`, `Part I II`) are the parts of the Second Part, joined by a hyphen (`i-ii`), not one numeral:
 * `I.II` was the Third Part (III). The one rule of both readers of a part: parsePart word by word, the citation
 * parser token by token (parse-summa.ts).
 */
export function addPartWord(key: string, last: string, word: string): string {
  return SECOND_PART.has(word) && FIRST_NUMERAL.has(last) ? `${key}-${word}` : key + word;
}

/** A part spelling's key: lower case, no spaces or dots (but for addPartWord's hyphen), every dash a hyphen. */
function partKey(text: string): string {
  let key = '';
  let last = '';
  for (const word of text.toLowerCase().replace(/[–—‑]/g, '-').split(/[\s.]+/)) {
    key = addPartWord(key, last, word);
    last = word;
  }
  return key;
}

/** The part of an already normalised key (the Summa parser builds keys token by token). */
export function partOfKey(key: string): SummaPart | undefined {
  return spellings.get(key);
}

/** Whether some part spelling starts with this key (the parser stops extending a key that leads nowhere). */
export function isPartPrefix(key: string): boolean {
  return prefixes.has(key);
}

export function partInfo(id: SummaPart): SummaPartInfo {
  return byId.get(id)!;
}

/** The part of a `summa-theologiae-en` code (`FS` → `I-II`). */
export function partBySourceCode(code: string): SummaPart | undefined {
  return bySource.get(code)?.id;
}

/** The part of New Advent's first URL digit (`2090.htm` → 2 → `I-II`). */
export function partByNewAdvent(digit: number): SummaPart | undefined {
  return byNewAdvent.get(digit)?.id;
}
