/** Writing resolved Scripture ranges: the OSIS reference and the display form. */
import { BOOKS } from './books.js';
import type { BibleRange, Naming } from './citation.js';
import type { Versification } from './ports.js';

function isWholeChapters(r: BibleRange, counts: Versification): boolean {
  return r.wholeChapters && r.start.verse === 1 && r.end.verse === counts.verseCount(r.book, r.end.chapter);
}

/** `Gen.15`, `Gen.1-Gen.3`, `1Kgs.17.1`, `John.3.16-John.3.18`, comma-separated. */
export function formatOsis(ranges: readonly BibleRange[], counts: Versification): string {
  let out = '';
  for (const r of ranges) {
    if (out) out += ',';
    if (isWholeChapters(r, counts)) {
      out += r.start.chapter === r.end.chapter ? `${r.book}.${r.start.chapter}` : `${r.book}.${r.start.chapter}-${r.book}.${r.end.chapter}`;
      continue;
    }
    out += `${r.book}.${r.start.chapter}.${r.start.verse}`;
    if (r.start.chapter !== r.end.chapter || r.start.verse !== r.end.verse) out += `-${r.book}.${r.end.chapter}.${r.end.verse}`;
  }
  return out;
}

/** Whether every range of `book` lies in one chapter (the display then says "Psalm", not "Psalms"). */
function oneChapterOf(ranges: readonly BibleRange[], book: string, chapter: number): boolean {
  for (const x of ranges) if (x.book === book && (x.start.chapter !== chapter || x.end.chapter !== chapter)) return false;
  return true;
}

const DOUAY_NAMES = new Map(BOOKS.map((b) => [b.osis, b.names.douay.replace(/ \(.*\)$/, '')]));
const MODERN_NAMES = new Map(BOOKS.map((b) => [b.osis, b.names.modern]));

/** The name a book is displayed under: Douay or modern; "Psalm" for one psalm. */
export function bookName(osis: string, naming: Naming, oneChapter = false): string {
  if (osis === 'Ps') return oneChapter ? 'Psalm' : 'Psalms';
  return (naming === 'douay' ? DOUAY_NAMES : MODERN_NAMES).get(osis) ?? osis;
}

/** `John 3:16-18, 20; 4:1`, `Genesis 1-3`, `3 Kings 17:1; Matthew 5:3-12`. */
export function formatDisplay(ranges: readonly BibleRange[], naming: Naming, counts: Versification): string {
  const parts: string[] = [];
  let book = '';
  let lastChapter = -1;
  let lastWasVerses = false;
  for (let i = 0; i < ranges.length; i++) {
    const r = ranges[i]!;
    const whole = isWholeChapters(r, counts);
    let item: string;
    if (whole) {
      item = r.start.chapter === r.end.chapter ? `${r.start.chapter}` : `${r.start.chapter}-${r.end.chapter}`;
    } else {
      const v1 = `${r.start.verse}${r.start.part ?? ''}`;
      const tail =
        r.start.chapter === r.end.chapter && r.start.verse === r.end.verse && r.start.part === r.end.part
          ? ''
          : r.start.chapter === r.end.chapter
            ? `-${r.end.verse}${r.end.part ?? ''}`
            : `-${r.end.chapter}:${r.end.verse}${r.end.part ?? ''}`;
      const sameChapter = r.book === book && lastWasVerses && r.start.chapter === lastChapter;
      item = sameChapter ? `${v1}${tail}` : `${r.start.chapter}:${v1}${tail}`;
    }
    if (r.book !== book) {
      const oneChapter = r.book === 'Ps' && oneChapterOf(ranges, r.book, r.start.chapter);
      parts.push(`${parts.length ? '; ' : ''}${bookName(r.book, naming, oneChapter)} ${item}`);
    } else {
      const sep = !whole && lastWasVerses && r.start.chapter === lastChapter ? ', ' : '; ';
      parts.push(`${sep}${item}`);
    }
    book = r.book;
    lastChapter = r.end.chapter;
    lastWasVerses = !whole;
  }
  return parts.join('');
}
