import { SOURCE_BOOK_CODES } from '../../engines/veritas/domain/books.js';
import { toCanonical } from '../../engines/veritas/domain/versification.js';

/** A verse or span in Douay/Vulgate numbering. */
export interface DouaySpan {
  chapter: number;
  verse: number;
  toChapter: number;
  toVerse: number;
}

/**
 * A KJV-numbered verse of a source book code (`MRK 9:1`) in Douay/Vulgate numbering (`Mark 8:39`), through the
 * resolver's versification map; undefined when the Douay text has no counterpart.
 */
export function kjvToDouay(usfm: string, chapter: number, verse: number): DouaySpan | undefined {
  const osis = SOURCE_BOOK_CODES.get(usfm);
  if (!osis) return undefined;
  return toCanonical(osis, chapter, verse, 'kjv');
}
