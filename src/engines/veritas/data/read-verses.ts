import { splitVerseKey } from '../../../refinery/veritas/verse-key.js';
import type { BookDoc } from './catalogue.js';
import type { NoteRow, VerseRow } from './veritas-db.js';
import type { VeritasStore } from './veritas-dataset.js';

export type Translation = 'drb' | 'vulgate';

export interface VerseOut {
  verse: number;
  osis: string;
  text: string | null;
  labels?: string[];
  notes?: Array<{ lemma: string | null; text: string; source_ref: string }>;
}

export const verseOsis = (book: BookDoc, chapter: number, verse: number) => `${book.osis}.${chapter}.${verse}`;

function notesByKey(rows: NoteRow[]): Map<number, NoteRow[]> {
  const map = new Map<number, NoteRow[]>();
  for (const n of rows) {
    let list = map.get(n.key);
    if (!list) map.set(n.key, (list = []));
    list.push(n);
  }
  return map;
}

/** The verses between two keys of one book in one translation, with Challoner's notes for the Douay-Rheims. */
export function readVerses(store: VeritasStore, book: BookDoc, from: number, to: number, translation: Translation): VerseOut[] {
  const rows: VerseRow[] = store.db.verses.all(from, to);
  const notes = translation === 'drb' ? notesByKey(store.db.notes.all(from, to)) : null;
  return rows.map((r) => {
    const { chapter, verse } = splitVerseKey(r.key);
    const out: VerseOut = { verse, osis: verseOsis(book, chapter, verse), text: translation === 'drb' ? r.drb : r.vulgate };
    if (translation === 'vulgate' && r.labels) out.labels = r.labels.split('|');
    if (notes) out.notes = (notes.get(r.key) ?? []).map((n) => ({ lemma: n.lemma, text: n.text, source_ref: n.source_ref }));
    return out;
  });
}
