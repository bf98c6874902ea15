/**
 * One integer per verse, in canonical order: `book_num * 1_000_000 + chapter * 1000 + verse` (book_num 1-73 in
 * Vulgate order, chapter 0 for the prologues of Sirach and Lamentations). No chapter has 1000 verses (Ps 118 has
 * 176), so a range of verses, a chapter or a book is one integer interval, which is what the dataset's tables are
 * keyed and ordered on.
 */
export function verseKey(bookNum: number, chapter: number, verse: number): number {
  return bookNum * 1_000_000 + chapter * 1000 + verse;
}

export function splitVerseKey(key: number): { bookNum: number; chapter: number; verse: number } {
  return { bookNum: keyBook(key), chapter: keyChapter(key), verse: keyVerse(key) };
}

// The parts of a key one at a time, with no object made: for loops that run for every verse (readPassage).
export const keyBook = (key: number) => Math.floor(key / 1_000_000);
export const keyChapter = (key: number) => Math.floor(key / 1000) % 1000;
export const keyVerse = (key: number) => key % 1000;

export const chapterStart = (bookNum: number, chapter: number) => verseKey(bookNum, chapter, 0);
export const chapterEnd = (bookNum: number, chapter: number) => verseKey(bookNum, chapter, 999);
