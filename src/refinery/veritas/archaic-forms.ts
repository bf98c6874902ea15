/**
 * Archaic English verb forms and the modern form each is indexed as (docs/veritas.md "Search: archaic verb forms").
 * The Douay-Rheims, the Catena's translation and the Summa's write `believeth`, `lovest`, `saith`, `hath`, which
 * FTS5's porter stemmer does not relate to `believe`, `love`, `say`, `have`: a search for `believe` missed every
 * verse saying `believeth`. The English texts are indexed with each such word replaced by its modern form (one word
 * for one word, so positions, phrases and lengths are unchanged), queries on the English texts are read the same way
 * (engines/veritas/data/archaic-query.ts), and `search_stems` gives the archaic word the modern form's stem, so a
 * snippet marks the word as written. The Vulgate is never touched.
 *
 * The rules are decided from the texts themselves (all three English texts together), conservatively:
 * - `-eth` (third person) → the modern third person (`believeth` → `believes`, `goeth` → `goes`, `teacheth` →
 *   `teaches`, `sitteth` → `sits`, `crieth` → `cries`), only when the verb's base is a word of the texts (ethBase),
 *   the verb is inflected there as a verb (its modern third person, its past in -ed or its -ing form: the `fiftieth`
 *   beside `by fifties` is not), its base has three letters or an -ing form (`go`, `do`; `teeth` would be `te`), and
 *   the word is written in lower case at least half the time (names: `Nazareth`, `Seth`, `Japheth`, `Heth`).
 * - `-est` (second person) → the base of the `-eth` form of the same verb (`lovest` → `love` because `loveth` is
 *   mapped), only when that form is mapped and the word follows an article or a possessive in at most a fifth of its
 *   occurrences: `forest`, `earnest`, `priest`, `honest`, `manifest` have no `-eth` partner, and a superlative whose
 *   `-eth` partner is mapped (`the slightest` beside `slighteth`, `the clearest`) is said after `the`, a verb never.
 * - a short list of irregular forms (IRREGULAR), each mapped only when the texts use it.
 * A word is mapped to a modern form of the same verb, whose porter stem is what a modern text would index: `goeth`
 * is `goes` (stem `goe`) as `goes` is, so `go` does not find it, as it does not find `goes` in a modern text.
 */

/** Irregular forms, each decided by hand: the modern form a modern translation writes for it. */
export const IRREGULAR: Readonly<Record<string, string>> = {
  saith: 'says',
  sayeth: 'says',
  sayest: 'say',
  hath: 'has',
  hast: 'have',
  hadst: 'had',
  doth: 'does',
  doeth: 'does',
  dost: 'do',
  doest: 'do',
  didst: 'did',
  shalt: 'shall',
  wilt: 'will',
  canst: 'can',
  couldst: 'could',
  couldest: 'could',
  wouldst: 'would',
  wouldest: 'would',
  shouldst: 'should',
  shouldest: 'should',
  mayst: 'may',
  mayest: 'may',
  mightst: 'might',
  mightest: 'might',
  wast: 'were',
  wert: 'were',
};

/**
 * Forms left alone on purpose: `art` (`thou art`) is also the noun the Summa uses hundreds of times (an art, the
 * art of medicine), and indexing it as `are` would find every such article for `are`.
 */
export const NOT_MAPPED: readonly string[] = ['art'];

/** The words of the English texts as the index folds them, with what the rules read about each. */
export interface Vocabulary {
  /** Occurrences of each folded word. */
  count: Map<string, number>;
  /** Occurrences written with a capital first letter, for words ending in `th` or `st` (names). */
  capitalised: Map<string, number>;
  /** Occurrences of words ending in `est` right after an article or a possessive (`the greatest`, `his highest`). */
  afterDeterminer: Map<string, number>;
}

export function emptyVocabulary(): Vocabulary {
  return { count: new Map(), capitalised: new Map(), afterDeterminer: new Map() };
}

const CAPITALISED_ENDING = /\b[A-Z][a-z]*(?:th|st)\b/g;
/** What stands before a superlative (`the slightest`, `his dearest`) and never before a verb's second person. */
const DETERMINERS = new Set(['the', 'a', 'an', 'his', 'her', 'its', 'their', 'my', 'thy', 'our', 'your', 'most', 'least']);

/** Adds one English text to the vocabulary: `folded` is the text as fold-text.ts folds it. */
export function addText(v: Vocabulary, original: string, folded: string): void {
  const words = folded.split(' ');
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    v.count.set(w, (v.count.get(w) ?? 0) + 1);
    if (i > 0 && w.length > 4 && w.endsWith('est') && DETERMINERS.has(words[i - 1]!)) v.afterDeterminer.set(w, (v.afterDeterminer.get(w) ?? 0) + 1);
  }
  for (const m of original.matchAll(CAPITALISED_ENDING)) {
    const w = m[0].toLowerCase();
    v.capitalised.set(w, (v.capitalised.get(w) ?? 0) + 1);
  }
}

export type ArchaicRule = 'eth' | 'est' | 'irregular';

export interface ArchaicForm {
  archaic: string;
  modern: string;
  rule: ArchaicRule;
  /** Occurrences of the archaic word in the English texts. */
  count: number;
}

/** A word the rules looked at and left alone, with why (the import's stats list the frequent ones). */
export interface RejectedForm {
  word: string;
  count: number;
  reason: string;
}

const SIBILANT_OR_O = /(?:s|x|z|ch|sh|o)$/;
const DOUBLED = /([b-df-hj-np-tv-z])\1$/;
const SHORT_VOWEL_CONSONANT = /(?:^|[^aeiou])[aeiou][b-df-hj-np-tv]$/;

/** The modern third person of a base: `teach` → `teaches`, `go` → `goes`, `love` → `loves`, `cry` → `cries`. */
function thirdPerson(base: string): string {
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return SIBILANT_OR_O.test(base) ? `${base}es` : `${base}s`;
}

/**
 * The base of an `-eth` word (`believeth` → `believe`), or why it has none. X is the word without `eth`; the base is
 * X+e (`lov` → `love`, `hid` → `hide`: the -eth form drops a silent e), X (`eat`, `teach`), X with its doubled
 * consonant undone (`sitt` → `sit`), or for X ending in i its y form (`cri` → `cry`).
 */
function ethBase(v: Vocabulary, word: string): { base: string } | { reason: string } {
  const has = (w: string) => v.count.has(w);
  const count = (w: string) => v.count.get(w) ?? 0;
  const x = word.slice(0, -3);
  if (x.length < 2) return { reason: 'too short to be a verb' };
  let base: string | undefined;
  // `crieth`, `justifieth`: a verb in -y, attested by its past (`cried`) or its -ying form (`flying`); `fiftieth`
  // (`by fifties`) is neither.
  if (x.endsWith('i') && !has(`${x}e`)) base = has(`${x}ed`) || has(`${x.slice(0, -1)}ying`) ? `${x.slice(0, -1)}y` : undefined;
  // X+e or X when only one is a word. When both are: X+e when X is one or two letters (`us` → `use`, `se` → `see`)
  // or ends in one short vowel and one consonant, which the -eth form of X itself would double (`hat` → `hate`,
  // `pin` → `pine`: the -eth of `pin` is `pinneth`); else the one whose third person the texts use more (`judges`
  // over the abbreviation `judg`, `mounts` over a stray `mounte`), or the more frequent word when both have the same
  // third person (`cause` over `caus`).
  else if (has(`${x}e`) && has(x)) {
    const [withE, without] = [thirdPerson(`${x}e`), thirdPerson(x)];
    if (x.length <= 2 || SHORT_VOWEL_CONSONANT.test(x)) base = `${x}e`;
    else if (withE === without) base = count(`${x}e`) >= count(x) ? `${x}e` : x;
    else base = count(withE) >= count(without) ? `${x}e` : x;
  } else if (has(`${x}e`)) base = `${x}e`;
  else if (has(x)) base = x;
  else if (DOUBLED.test(x) && has(x.slice(0, -1))) base = x.slice(0, -1);
  if (base === undefined) return { reason: 'no base form in the texts' };
  const stemE = base.endsWith('e') ? base.slice(0, -1) : base;
  const ing = has(`${stemE}ing`) || has(`${base}ing`) || has(`${x}ing`);
  if (base.length < 3 && !ing) return { reason: `base '${base}' too short and never in -ing` };
  const attested = ing || has(thirdPerson(base)) || has(`${stemE}ed`) || has(`${x}ed`);
  if (!attested) return { reason: `'${base}' never inflected as a verb` };
  return { base };
}

/** Whether a word is written in lower case at least half the time (a name is capitalised). */
function mostlyLowerCase(v: Vocabulary, word: string): boolean {
  return (v.capitalised.get(word) ?? 0) * 2 <= (v.count.get(word) ?? 0);
}

/** The archaic forms of the English texts and their modern forms, and the candidates rejected, most frequent first. */
export function archaicForms(v: Vocabulary): { forms: ArchaicForm[]; rejected: RejectedForm[] } {
  const forms: ArchaicForm[] = [];
  const rejected: RejectedForm[] = [];
  const bases = new Map<string, string>();
  for (const [word, count] of v.count) {
    if (!/^[a-z]+eth$/.test(word) || word in IRREGULAR) continue;
    if (!mostlyLowerCase(v, word)) {
      rejected.push({ word, count, reason: 'mostly capitalised (a name)' });
      continue;
    }
    const b = ethBase(v, word);
    if ('reason' in b) {
      rejected.push({ word, count, reason: b.reason });
      continue;
    }
    bases.set(word, b.base);
    forms.push({ archaic: word, modern: thirdPerson(b.base), rule: 'eth', count });
  }
  for (const [word, count] of v.count) {
    if (!/^[a-z]+est$/.test(word) || word in IRREGULAR) continue;
    const partner = `${word.slice(0, -2)}th`;
    const base = bases.get(partner);
    if (base === undefined) continue;
    const det = v.afterDeterminer.get(word) ?? 0;
    if (det * 5 > count) {
      rejected.push({ word, count, reason: `'${partner}' is mapped but '${word}' follows an article or possessive ${det} times in ${count} (a superlative)` });
      continue;
    }
    forms.push({ archaic: word, modern: base, rule: 'est', count });
  }
  for (const [archaic, modern] of Object.entries(IRREGULAR)) {
    const count = v.count.get(archaic);
    if (count) forms.push({ archaic, modern, rule: 'irregular', count });
  }
  const order = (a: { count: number }, b: { count: number }) => b.count - a.count;
  forms.sort((a, b) => order(a, b) || a.archaic.localeCompare(b.archaic));
  rejected.sort((a, b) => order(a, b) || a.word.localeCompare(b.word));
  return { forms, rejected };
}

/** The table the engine reads the forms from (engines/veritas/data/archaic-query.ts): one row per archaic word. */
export const SEARCH_ARCHAIC_SCHEMA = `
create table search_archaic (word text primary key, modern text not null, rule text not null, count integer not null) without rowid;
`;

// Every archaic form ends in t or th (`shalt`, `hast`, `saith`, `believeth`): only such words are looked up.
const ENDS_IN_T = /(?<![^ ])[a-z]+th?(?![^ ])/g;

/** Folded text with each archaic word replaced by its modern form: one word for one, so positions do not move. */
export function modernise(folded: string, forms: ReadonlyMap<string, string>): string {
  return folded.replace(ENDS_IN_T, (w) => forms.get(w) ?? w);
}
