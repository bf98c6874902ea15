import { toCanonical } from '../../engines/veritas/domain/versification.js';
import { GREEK_DANIEL, greekDanielInVulgate } from './greek-additions.js';
import { greekBookInVulgate } from './greek-books.js';
import type { BookPassage, VersePoint } from './parse-passage.js';

/** A run of whole verses in Lumen's canonical numbering (Clementine Vulgate = Douay-Rheims). */
export interface CanonicalRange {
  osis: string;
  from: { chapter: number; verse: number };
  to: { chapter: number; verse: number };
}

/**
 * Converts a passage from the table's RSV numbering (the English, KJV-like one: psalms by their Hebrew number,
 * titles not counted, English chapter breaks) to the canonical numbering, through Veritas's versification map
 * (and, for the chapters of Wisdom, 1 Maccabees and Sirach the Vulgate numbers otherwise, greek-books.ts).
 * Returns the renumbered passage (parts of verses kept) and its whole-verse ranges; throws naming the verse that
 * has no canonical counterpart.
 */
export function toVulgate(p: BookPassage): { passage: BookPassage; ranges: CanonicalRange[] } {
  const osis = p.book.osis;
  if (p.numbering === 'vulgate') return { passage: p, ranges: wholeVerses(p) };
  const convert = (v: VersePoint, end: boolean): VersePoint => {
    if (p.tamil === GREEK_DANIEL) return greekDanielInVulgate(v);
    const placed = greekBookInVulgate(osis, v.chapter, v.verse);
    const span = placed === undefined ? toCanonical(osis, v.chapter, v.verse, 'kjv') : placed;
    if (!span) throw new Error(`${p.book.abbr} ${v.chapter}:${v.verse} (RSV numbering) has no verse in the Vulgate numbering`);
    const at = end ? { chapter: span.toChapter, verse: span.toVerse } : { chapter: span.chapter, verse: span.verse };
    return { ...at, ...(v.part ? { part: v.part } : {}) };
  };
  const strophes = p.strophes.map((ranges) =>
    ranges.map((r) => {
      const from = convert(r.from, false);
      const to = convert(r.to, true);
      // A single verse stays one point (printed `12`), unless the Vulgate divides it (`10:1-2`).
      return { from, to: to.chapter === from.chapter && to.verse === from.verse ? from : to };
    }),
  );
  const passage: BookPassage = { ...p, strophes, numbering: 'vulgate' };
  return { passage, ranges: wholeVerses(passage) };
}

function wholeVerses(p: BookPassage): CanonicalRange[] {
  return p.strophes.flat().map((r) => ({ osis: p.book.osis, from: { chapter: r.from.chapter, verse: r.from.verse }, to: { chapter: r.to.chapter, verse: r.to.verse } }));
}

/**
 * `Ps.50.3-Ps.50.4,Ps.50.5` (OSIS references of whole verses, comma-separated). Two parts of one verse cited
 * apart (`17b,a`) are one verse here, so a reference repeating the one before it is left out.
 */
export function osisOf(ranges: readonly CanonicalRange[]): string {
  const refs = ranges.map((r) => {
    const a = `${r.osis}.${r.from.chapter}.${r.from.verse}`;
    const b = `${r.osis}.${r.to.chapter}.${r.to.verse}`;
    return a === b ? a : `${a}-${b}`;
  });
  return refs.filter((ref, i) => ref !== refs[i - 1]).join(',');
}
