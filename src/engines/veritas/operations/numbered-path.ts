import { z } from 'zod';
import { problem } from '../../../platform/errors/index.js';
import type { BookDoc, Catalogue } from '../data/catalogue.js';
import { type Run, chapterRunsIn, verseRunsIn } from '../domain/numbered-runs.js';
import { NUMBERING_NAMES, type Numbering, chapterCountIn, fromCanonical, verseCountIn } from '../domain/versification.js';
import { chapterParam, verseParam } from './bible-params.js';
import { countOf } from './count-words.js';

/**
 * The chapter and verse paths read their numbers in the caller's numbering (`numbering=hebrew|kjv`), as `resolve`
 * and `passage` read a citation's: `bible/drb/Ps/23?numbering=hebrew` is the Douay's Psalm 22. The path's numbers
 * are echoed as given; what was served is said in Vulgate (= Douay) numbering, run by run (domain/numbered-runs.ts).
 */

export const ServedRun = z.object({
  chapter: z.number().int().describe('the Douay/Vulgate chapter'),
  from: z.number().int().describe('first verse served, Douay/Vulgate numbering'),
  to: z.number().int().describe('last verse served'),
});

/** A verse's place in the caller's numbering (`numbered`), when that is not the Vulgate's. */
export const NumberedPlace = z
  .object({ chapter: z.number().int(), verse: z.number().int(), to_chapter: z.number().int(), to_verse: z.number().int() })
  .describe('the verse as `numbering` numbers it (a span where it holds two of its verses: Vulgate Ps 43:22 is Hebrew 44:22-23; verse 0 is a psalm title the KJV does not number)');

const chapterName = (book: BookDoc, chapter: number) => `${book.osis === 'Ps' ? 'Psalm' : book.name_modern} ${chapter}`;
const inNumbering = (n: Numbering) => ` in the ${NUMBERING_NAMES[n]} numbering`;

/** The Douay/Vulgate runs of a path's chapter; 404 with that numbering's range if it has no such chapter. */
export function chapterRuns(cat: Catalogue, book: BookDoc, chapter: number, numbering: Numbering): Run[] {
  if (numbering === 'vulgate') chapterParam(cat, book, chapter);
  const runs = chapterRunsIn(book.osis, chapter, numbering, cat);
  if (runs.length > 0) return runs;
  const max = chapterCountIn(book.osis, numbering, cat);
  throw problem('chapter_not_found', `path.chapter: ${book.name_modern} has ${countOf(max, 'chapter')}${inNumbering(numbering)} (1 to ${max}); there is no chapter ${chapter}`, {
    errors: [{ field: 'path.chapter', message: `expected 1 to ${max}` }],
    extra: { book: book.osis, chapters: max, numbering },
  });
}

/** The Douay/Vulgate runs of a path's verse (two verses where the Vulgate divides it); 404 with that numbering's count if none. */
export function verseRuns(cat: Catalogue, book: BookDoc, chapter: number, verse: number, numbering: Numbering): Run[] {
  if (numbering === 'vulgate') {
    chapterParam(cat, book, chapter);
    verseParam(cat, book, chapter, verse);
    return [{ chapter, from: verse, to: verse }];
  }
  chapterRuns(cat, book, chapter, numbering);
  const runs = verseRunsIn(book.osis, chapter, verse, numbering, cat);
  if (runs) return runs;
  const n = verseCountIn(book.osis, chapter, numbering, cat);
  throw problem('verse_not_found', `path.verse: ${chapterName(book, chapter)} has ${countOf(n, 'verse')}${inNumbering(numbering)}; there is no verse ${verse}`, {
    errors: [{ field: 'path.verse', message: `expected 1 to ${n}` }],
    extra: { book: book.osis, chapter, verses: n, numbering },
  });
}

/** Where a Douay/Vulgate verse stands in the caller's numbering (undefined in the Vulgate's own). */
export function numberedPlace(book: BookDoc, chapter: number, verse: number, numbering: Numbering): z.infer<typeof NumberedPlace> | undefined {
  if (numbering === 'vulgate') return undefined;
  const s = fromCanonical(book.osis, chapter, verse, numbering);
  return s ? { chapter: s.chapter, verse: s.verse, to_chapter: s.toChapter, to_verse: s.toVerse } : undefined;
}
