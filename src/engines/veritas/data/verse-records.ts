import { chapterEnd, chapterStart, keyBook, keyChapter, keyVerse } from '../../../refinery/veritas/verse-key.js';
import type { Translation } from './read-verses.js';
import type { VerseTexts } from './verse-texts.js';
import { isListed } from './passage.js';

/** One chapter's verses as a passage sends them, in one list of translations: UTF-8 JSON, one record per verse. */
interface ChapterRecords {
  /** The index (in VerseTexts) of the chapter's first verse. */
  first: number;
  /** `,{"osis":"John.3.16","chapter":3,"verse":16,"drb":"…","vulgate":"…"}` per verse; nothing for a verse none of the translations has. */
  bytes: Buffer;
  /** Where each verse's record starts in `bytes`, by index from `first`; one more at the end. */
  at: Int32Array;
}

/**
 * The verses of a passage as the bytes of its JSON `verses` array (passage-json.ts), made once per chapter and list
 * of translations the first time a passage reads that chapter, and kept for the dataset version: a passage's verses
 * are then one copy per chapter instead of texts escaped, concatenated and encoded to UTF-8 per request (docs/
 * performance.md, "Sixteenth session"). Each record equals `JSON.stringify` of the verse readPassage lists.
 */
export class VerseRecords {
  /** By list of translations (`drb,vulgate`), then by chapter (its chapterStart key). */
  readonly #kept = new Map<string, Map<number, ChapterRecords>>();

  constructor(private readonly texts: VerseTexts) {}

  /**
   * The records of the verses at indices [start, end) (one book), in `translations`, as one or more pieces (one per
   * chapter) that joined are the inside of the JSON array: no leading comma.
   */
  pieces(bookOsis: string, translations: readonly Translation[], start: number, end: number): Buffer[] {
    const list = translations.join(',');
    let chapters = this.#kept.get(list);
    if (chapters === undefined) this.#kept.set(list, (chapters = new Map()));
    const out: Buffer[] = [];
    let i = start;
    while (i < end) {
      const key = this.texts.keys[i]!;
      const book = keyBook(key);
      const chapter = keyChapter(key);
      const chapterKey = chapterStart(book, chapter);
      let records = chapters.get(chapterKey);
      if (records === undefined) chapters.set(chapterKey, (records = this.#chapter(bookOsis, translations, book, chapter)));
      const last = Math.min(end, records.first + records.at.length - 1);
      let from = records.at[i - records.first]!;
      const to = records.at[last - records.first]!;
      // The first record of the array loses its comma.
      if (out.length === 0 && to > from) from++;
      if (to > from) out.push(records.bytes.subarray(from, to));
      i = last;
    }
    return out;
  }

  #chapter(bookOsis: string, translations: readonly Translation[], book: number, chapter: number): ChapterRecords {
    const { keys } = this.texts;
    const [first, end] = this.texts.range(chapterStart(book, chapter), chapterEnd(book, chapter));
    const at = new Int32Array(end - first + 1);
    let json = '';
    let bytes = 0;
    for (let i = first; i < end; i++) {
      at[i - first] = bytes;
      if (!isListed(this.texts, translations, i)) continue;
      const verse = keyVerse(keys[i]!);
      let record = `,{"osis":"${bookOsis}.${chapter}.${verse}","chapter":${chapter},"verse":${verse}`;
      for (const t of translations) record += `,"${t}":${JSON.stringify(this.texts[t][i] ?? null)}`;
      record += '}';
      json += record;
      bytes += Buffer.byteLength(record);
    }
    at[end - first] = bytes;
    return { first, bytes: Buffer.from(json), at };
  }
}
