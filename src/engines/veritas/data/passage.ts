import { problem } from '../../../platform/errors/index.js';
import { keyChapter, keyVerse, verseKey } from '../../../refinery/veritas/verse-key.js';
import type { BibleAnswer } from '../domain/citation.js';
import type { Translation } from './read-verses.js';
import type { VeritasStore } from './veritas-dataset.js';
import type { VerseTexts } from './verse-texts.js';

/** Most verses one passage request returns (Psalm 118, the longest chapter, has 176). */
export const PASSAGE_MAX_VERSES = 250;

export interface PassageVerse {
  osis: string;
  chapter: number;
  verse: number;
  drb?: string | null;
  vulgate?: string | null;
}

/**
 * A part's `verses` as the UTF-8 bytes of its JSON array's inside, in pieces (verse-records.ts; passage-json.ts
 * joins them), made only when asked: a passage read for its texts alone (Tempus's readings) builds no records.
 * Not a field of the answer.
 */
export const VERSES_BYTES = Symbol('lumen.veritas.versesBytes');

export interface PassagePart {
  osis: string;
  book: { osis: string; name: string; name_latin: string };
  verses: PassageVerse[];
  [VERSES_BYTES]?: () => Buffer[];
}

/** How many verses the answer's ranges cover, from the catalogue (no row is read). */
export function passageSize(store: VeritasStore, answer: BibleAnswer): number {
  let n = 0;
  for (const r of answer.ranges) {
    const book = store.catalogue.book(r.book);
    if (!book) continue;
    for (let ch = r.start.chapter; ch <= r.end.chapter; ch++) {
      const count = store.catalogue.chapter(book.num, ch)?.verses ?? 0;
      const from = ch === r.start.chapter ? r.start.verse : 1;
      const to = ch === r.end.chapter ? Math.min(r.end.verse, count) : count;
      n += Math.max(0, to - from + 1);
    }
  }
  return n;
}

/**
 * Whether the verse at index `i` is listed in `translations`: not when none of them has it (the later Douay verses
 * of the prologues of Sirach and Lamentations, asked in the Vulgate alone). The one rule of readPassage and of the
 * records its JSON is made from (verse-records.ts), whose offsets depend on it. Plain loop: it runs for every verse.
 */
export function isListed(texts: VerseTexts, translations: readonly Translation[], i: number): boolean {
  for (let n = 0; n < translations.length; n++) if (texts[translations[n]!][i] != null) return true;
  return false;
}

/** The text of every range of a resolved citation, in the translations asked, side by side per verse. */
export function readPassage(store: VeritasStore, answer: BibleAnswer, translations: readonly Translation[]): PassagePart[] {
  const size = passageSize(store, answer);
  if (size > PASSAGE_MAX_VERSES) {
    throw problem('passage_too_long', `query.ref: ${answer.canonical} has ${size} verses; a passage request returns at most ${PASSAGE_MAX_VERSES}: ask for it in parts, a chapter or a few at a time`, {
      errors: [{ field: 'query.ref', message: `at most ${PASSAGE_MAX_VERSES} verses` }],
      extra: { verses: size, max_verses: PASSAGE_MAX_VERSES },
    });
  }
  return answer.ranges.map((r) => {
    const book = store.catalogue.book(r.book)!;
    const from = verseKey(book.num, r.start.chapter, r.start.verse);
    const to = verseKey(book.num, r.end.chapter, r.end.verse);
    const texts = store.texts;
    const [start, end] = texts.range(from, to);
    const verses: PassageVerse[] = [];
    for (let i = start; i < end; i++) {
      // A verse none of the translations asked has (the later Douay verses of the prologues of Sirach and
      // Lamentations, asked in the Vulgate alone) is not listed, as the chapter does not list it (it was a verse of
      // nulls, counted in `verse_count`). Plain loops: this runs for every verse of every passage.
      if (!isListed(texts, translations, i)) continue;
      const key = texts.keys[i]!;
      const chapter = keyChapter(key);
      const verse = keyVerse(key);
      const out: PassageVerse = { osis: `${book.osis}.${chapter}.${verse}`, chapter, verse };
      for (let n = 0; n < translations.length; n++) out[translations[n]!] = texts[translations[n]!][i] ?? null;
      verses.push(out);
    }
    const osis = from === to ? `${book.osis}.${r.start.chapter}.${r.start.verse}` : `${book.osis}.${r.start.chapter}.${r.start.verse}-${book.osis}.${r.end.chapter}.${r.end.verse}`;
    return { osis, book: { osis: book.osis, name: book.name_douay, name_latin: book.name_vulgate }, verses, [VERSES_BYTES]: () => texts.records.pieces(book.osis, translations, start, end) };
  });
}
