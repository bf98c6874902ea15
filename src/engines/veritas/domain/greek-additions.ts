/**
 * The Greek additions to Daniel and Esther as books of their own, as OSIS (and the KJV Apocrypha, the NRSV and the
 * RSV) number them: `Sus` (Susanna), `Bel` (Bel and the Dragon), `PrAzar` (the Prayer of Azariah and the Song of the
 * Three), `AddEsth` (the Additions to Esther); and the Letter of Jeremiah, `EpJer`, which the Vulgate has as the last
 * chapter of Baruch. Lumen's canon has them where the Vulgate does, inside Daniel, Esther and Baruch; a citation of
 * them is read as the Vulgate verses it names. Each mapping was checked verse by verse
 * against the Clementine text (`clementine-vulgate/verses.tsv`):
 *
 * - Susanna 1-64 is Daniel 13:1-64 ("Et erat vir habitans in Babylone" … "Daniel autem factus est magnus").
 * - Bel and the Dragon begins one verse early: Bel 1 ("When King Astyages was laid to rest") is the Vulgate's last
 *   verse of Susanna, Daniel 13:65 ("Et rex Astyages appositus est ad patres suos"); Bel 2-40 is Daniel 14:1-39;
 *   the Vulgate's 14:40 holds both the king's cry and Daniel drawn out of the den, which Bel splits into 41 and 42,
 *   and its 14:41 ("Porro illos … intromisit in lacum") is the rest of Bel 42. So Bel 41 is Daniel 14:40 and Bel 42
 *   is 14:40-41; Daniel 14:42 ("Paveant omnes habitantes") has no counterpart in Bel.
 * - The Prayer of Azariah 1-68 is Daniel 3:24-90 with one verse split: 1-28 are 3:24-51 (1 is "Et ambulabant in
 *   medio flammae", 28 "Tunc hi tres quasi ex uno ore laudabant"), 29 and 30 are both 3:52 (the Vulgate's 3:52
 *   holds "Benedictus es, Domine" and "Et benedictum nomen gloriae tuae", which the Greek numbers apart), 31-68 are
 *   3:53-90.
 * - The Additions to Esther keep the Vulgate's chapters, 10:4-16:24 (the KJV's "Rest of Esther", the RSV), save
 *   chapter 15: the Vulgate's 15:1-3 (Mordecai's charge to Esther) is Jerome's and not in the Greek addition, so
 *   AddEsth 15:1-16 is Vulgate 15:4-19 (Addition D, as `lettered-chapters.ts` has it). AddEsth 1:1-10:3 would be the
 *   Hebrew book, which the additions are not: such a citation is refused with where the additions are.
 * - The Letter of Jeremiah 1-73 is Baruch 6:1-72 with its title numbered: EpJer 1 ("A copy of a letter that Jeremiah
 *   sent") is the heading the Clementine sets over 6:1 ("Exemplar epistolae quam misit Jeremias"), and EpJer 2-73
 *   is 6:1-72 ("Propter peccata" … "Melior est homo justus qui non habet simulacra"). So EpJer 1 and 2 are both 6:1.
 */
import type { VersePoint } from './citation.js';

export type Addition = 'Sus' | 'Bel' | 'PrAzar' | 'AddEsth' | 'EpJer';

export interface AdditionSpan {
  readonly first: VersePoint;
  readonly last: VersePoint;
}

export interface AdditionInfo {
  readonly osis: Addition;
  /** The book of Lumen's canon the addition is in. */
  readonly book: 'Dan' | 'Esth' | 'Bar';
  readonly name: string;
  /** Where the Vulgate has it, for messages: `Daniel 3:24-90`. */
  readonly where: string;
  readonly firstChapter: number;
  readonly lastChapter: number;
  /** The verses of a chapter of the addition, in its own numbering; [0, 0] for a chapter it does not have. */
  verses(chapter: number): readonly [first: number, last: number];
  /** A verse of the addition (in range) as the Vulgate verses it is. */
  toVulgate(chapter: number, verse: number): AdditionSpan;
}

const at = (chapter: number, verse: number): VersePoint => ({ chapter, verse, part: undefined });
const one = (chapter: number, verse: number): AdditionSpan => ({ first: at(chapter, verse), last: at(chapter, verse) });

const ESTHER_VERSES: Readonly<Record<number, readonly [number, number]>> = {
  10: [4, 13], 11: [1, 12], 12: [1, 6], 13: [1, 18], 14: [1, 19], 15: [1, 16], 16: [1, 24],
};

export const ADDITIONS: Readonly<Record<Addition, AdditionInfo>> = {
  Sus: {
    osis: 'Sus', book: 'Dan', name: 'Susanna', where: 'Daniel 13', firstChapter: 1, lastChapter: 1,
    verses: (c) => (c === 1 ? [1, 64] : [0, 0]),
    toVulgate: (_c, v) => one(13, v),
  },
  Bel: {
    osis: 'Bel', book: 'Dan', name: 'Bel and the Dragon', where: 'Daniel 13:65-14:41', firstChapter: 1, lastChapter: 1,
    verses: (c) => (c === 1 ? [1, 42] : [0, 0]),
    toVulgate: (_c, v) => (v === 1 ? one(13, 65) : v <= 41 ? one(14, Math.min(v - 1, 40)) : { first: at(14, 40), last: at(14, 41) }),
  },
  PrAzar: {
    osis: 'PrAzar', book: 'Dan', name: 'the Prayer of Azariah', where: 'Daniel 3:24-90', firstChapter: 1, lastChapter: 1,
    verses: (c) => (c === 1 ? [1, 68] : [0, 0]),
    toVulgate: (_c, v) => one(3, v <= 28 ? v + 23 : v <= 30 ? 52 : v + 22),
  },
  AddEsth: {
    osis: 'AddEsth', book: 'Esth', name: 'the Additions to Esther', where: 'Esther 10:4-16:24', firstChapter: 10, lastChapter: 16,
    verses: (c) => ESTHER_VERSES[c] ?? [0, 0],
    toVulgate: (c, v) => one(c, c === 15 ? v + 3 : v),
  },
  EpJer: {
    osis: 'EpJer', book: 'Bar', name: 'the Letter of Jeremiah', where: 'Baruch 6', firstChapter: 1, lastChapter: 1,
    verses: (c) => (c === 1 ? [1, 73] : [0, 0]),
    toVulgate: (_c, v) => one(6, Math.max(1, v - 1)),
  },
};

/** A deuterocanonical passage of a protocanonical book, as an OSIS range in Vulgate numbering. */
export interface DeuterocanonicalPart {
  readonly osis: string;
  readonly name: string;
}

/**
 * Esther and Daniel are protocanonical books with deuterocanonical parts (the Greek passages Trent received with
 * the books, "with all their parts"): a book's `deuterocanonical` flag, true for the seven books that are
 * deuterocanonical as a whole, cannot say so. Their parts, where the Vulgate has them: Esther 10:4-16:24; Daniel
 * 3:24-90 and chapters 13-14 (Susanna, 13:1-64; Bel and the Dragon, 13:65-14:42 as `ADDITIONS.Bel` reads it, with
 * the Vulgate's closing 14:42).
 */
export const DEUTEROCANONICAL_PARTS: Readonly<Record<string, readonly DeuterocanonicalPart[]>> = Object.freeze({
  Esth: Object.freeze([{ osis: 'Esth.10.4-Esth.16.24', name: 'the Additions to Esther' }]),
  Dan: Object.freeze([
    { osis: 'Dan.3.24-Dan.3.90', name: 'the Prayer of Azariah and the Song of the Three Children' },
    { osis: 'Dan.13.1-Dan.13.64', name: 'Susanna' },
    { osis: 'Dan.13.65-Dan.14.42', name: 'Bel and the Dragon' },
  ]),
});
