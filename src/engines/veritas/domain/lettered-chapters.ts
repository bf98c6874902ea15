/**
 * Greek Esther's additions as modern Catholic Bibles letter them (NABRE, NRSV: chapters A-F, placed inside the
 * Hebrew book) and where the Vulgate has them (Jerome put them after 10:3, as chapters 10:4-16:24). The US
 * lectionary cites them so (`Est C:12, 14-16, 23-25` on Thursday of the first week of Lent = Vulgate 14:1, 3-5,
 * 12-14). Each letter is read as a chapter coded LETTERED_BASE + 1..6, in every numbering (no numbering has
 * another meaning for a letter), and mapped verse by verse onto the Vulgate's run.
 */
import type { VersePoint } from './citation.js';
import type { Versification } from './ports.js';

export const LETTERED_BASE = 900;

// letter → its verse count and the Vulgate verse its first verse is (NABRE introduction to Esther).
const ESTHER: ReadonlyArray<readonly [letter: string, verses: number, chapter: number, verse: number]> = [
  ['A', 17, 11, 2], // Mordecai's dream: 11:2-12:6
  ['B', 7, 13, 1], // the king's first letter: 13:1-7
  ['C', 30, 13, 8], // the prayers of Mordecai and Esther: 13:8-14:19
  ['D', 16, 15, 4], // Esther before the king: 15:4-19
  ['E', 24, 16, 1], // the king's second letter: 16:1-24
  ['F', 11, 10, 4], // the dream explained and the colophon: 10:4-11:1
];

/** The chapter code of a letter A-F (upper case) at a character code, or -1. */
export function letteredChapter(code: number): number {
  return code >= 65 && code <= 70 ? LETTERED_BASE + code - 64 : -1;
}

export const isLettered = (chapter: number): boolean => chapter > LETTERED_BASE;

export function letterOf(chapter: number): string {
  return ESTHER[chapter - LETTERED_BASE - 1]?.[0] ?? '?';
}

/** How many verses a lettered chapter has, or 0 when the book has no such chapter. */
export function letteredVerseCount(osis: string, chapter: number): number {
  return osis === 'Esth' ? (ESTHER[chapter - LETTERED_BASE - 1]?.[1] ?? 0) : 0;
}

/** Verse `verse` (1-based) of a lettered chapter, as the Vulgate verse it is (following the Vulgate's chapters). */
export function letteredToVulgate(chapter: number, verse: number, counts: Versification): VersePoint {
  const [, , c0, v0] = ESTHER[chapter - LETTERED_BASE - 1]!;
  let c = c0;
  let v = v0 + verse - 1;
  for (let n = counts.verseCount('Esth', c); v > n; n = counts.verseCount('Esth', c)) {
    v -= n;
    c++;
  }
  return { chapter: c, verse: v, part: undefined };
}
