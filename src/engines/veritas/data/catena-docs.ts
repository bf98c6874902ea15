import { provenanceOf } from '../operations/schemas.js';

interface StoredCatena {
  id: number;
  source_id: string;
  book: string;
  start: { chapter: number; verse: number };
  end: { chapter: number; verse: number };
  kjv: { chapter: number; verse: number; endChapter: number; endVerse: number };
  father: string;
  father_slug: string;
  source_father: string | null;
  text: string;
  source_url: string;
}

const GOSPEL_OSIS: Record<string, string> = { MAT: 'Matt', MRK: 'Mark', LUK: 'Luke', JHN: 'John' };

/** A stored Catena quotation as the API returns it: its passage as OSIS (Douay numbering) and its provenance. */
export function catenaOut(doc: string) {
  const c = JSON.parse(doc) as StoredCatena;
  const b = GOSPEL_OSIS[c.book] ?? c.book;
  const from = `${b}.${c.start.chapter}.${c.start.verse}`;
  const to = `${b}.${c.end.chapter}.${c.end.verse}`;
  const { book: _book, kjv, ...rest } = c;
  // Stored as the source numbers it; answered in the same start/end shape as the Douay place (snake_case API).
  const kjvOut = { start: { chapter: kjv.chapter, verse: kjv.verse }, end: { chapter: kjv.endChapter, verse: kjv.endVerse } };
  return { ...rest, kjv: kjvOut, osis: from === to ? from : `${from}-${to}`, provenance: provenanceOf('catena') };
}
