import { problem } from '../../../platform/errors/index.js';
import type { BookDoc, Catalogue } from '../data/catalogue.js';
import type { VeritasDataset, VeritasStore } from '../data/veritas-dataset.js';
import type { Translation } from '../data/read-verses.js';
import { BOOK_ALIASES, aliasKey } from '../domain/book-aliases.js';
import { BOOKS } from '../domain/books.js';
import { ADDITIONS, type AdditionInfo } from '../domain/greek-additions.js';
import { countOf } from './count-words.js';

const TRANSLATIONS: Record<string, Translation> = {
  drb: 'drb', dr: 'drb', douay: 'drb', 'douay-rheims': 'drb', dra: 'drb', drc: 'drb',
  vulgate: 'vulgate', vul: 'vulgate', vg: 'vulgate', vulg: 'vulgate', clementine: 'vulgate', la: 'vulgate',
};

export function translationParam(value: string): Translation {
  const t = TRANSLATIONS[value.toLowerCase()];
  if (!t) throw problem('unknown_translation', `path.translation: '${value}' is not a translation of this API; use drb (Douay-Rheims, Challoner) or vulgate (Clementine Vulgate)`, { errors: [{ field: 'path.translation', message: 'expected drb or vulgate' }] });
  return t;
}

const SLUG = /^[\p{L}\d]+(?:[-_][\p{L}\d]+)+$/u;

/** A name written as a URL slug (`1-kings`, `song-of-songs`, `3_kings`) is the name with spaces. */
const unslug = (value: string): string => (SLUG.test(value) ? value.replace(/[-_]/g, ' ') : value);

/** The book a name or abbreviation stands for, as the resolver reads it (`Apocalypse`, `3 Kings`, `Jn`). */
function bookByName(store: VeritasStore, name: string, naming?: 'modern' | 'douay'): BookDoc | undefined {
  if (!/^[\p{L}\d .'’]{1,60}$/u.test(name)) return undefined;
  // A name of the alias table (`1 Kings`: 1 Kings, or 1 Samuel with naming=douay), whatever chapters it has.
  const alias = BOOK_ALIASES.get(aliasKey(name));
  if (alias && !alias.addition) return store.catalogue.book(naming === 'douay' ? alias.douay : alias.modern);
  const r = store.resolver.resolve(`${name} 1`, naming ? { naming } : undefined);
  if (!r.ok || r.answer.kind !== 'bible' || r.answer.ranges.length !== 1) return undefined;
  // The name alone reads as its chapter 1 (verse 1 of a book of one chapter). A name with a number after it
  // (`John 3`, `Gen 1`) reads as a verse (`John 3 1` is John 3:1): no book, rather than John with the 3 dropped.
  const { book, start, wholeChapters } = r.answer.ranges[0]!;
  const found = store.catalogue.book(book);
  return found && start.chapter === 1 && start.verse === 1 && (wholeChapters || found.chapters === 1) ? found : undefined;
}

/** The Greek addition (`Sus`, `Bel`, `PrAzar`, `AddEsth`, or a name of one) a book name stands for, if it is one. */
export function additionNamed(written: string): AdditionInfo | undefined {
  const value = unslug(written);
  const addition = /^[\p{L}\d .]{1,60}$/u.test(value) ? BOOK_ALIASES.get(aliasKey(value))?.addition : undefined;
  return addition ? ADDITIONS[addition] : undefined;
}

/** Resolves a book path segment: OSIS id or USFM code in any case, or a name the resolver reads. */
export function bookParam(store: VeritasStore, value: string, naming?: 'modern' | 'douay'): BookDoc {
  // A Greek addition (`Sus`, `Bel`, `PrAzar`, `AddEsth`) numbers its chapters otherwise than the book it is in:
  // `/bible/drb/Sus/1` is no chapter of Daniel. Say where it is rather than serve Daniel 1.
  const a = additionNamed(value);
  if (a) {
    // The first verse of the addition in its own numbering (AddEsth begins at 10:4).
    const first = `${a.osis}.${a.firstChapter}.${a.verses(a.firstChapter)[0]}`;
    throw problem('unknown_book', `path.book: '${value}' is ${a.name}, which this Bible has inside ${a.where}: use ${a.book} in the path, or bible/passage?ref=${first} to cite it in its own numbering`, { errors: [{ field: 'path.book', message: `a Greek addition: ${a.where}` }] });
  }
  const book = findBook(store, value, naming);
  if (!book) throw problem('unknown_book', `path.book: '${value}' names no book; use an OSIS id (Gen, 1Kgs, Sir, Rev), a USFM code (GEN, 1KI) or a name; GET /v1/veritas/bible/drb/books?limit=100 lists them`, { errors: [{ field: 'path.book', message: 'unknown book' }] });
  return book;
}

/** Each name as the books list gives it, for the one the resolver does not read: `2 Esdras (Nehemias)`. */
const LISTED_NAMES = new Map(BOOKS.flatMap((b) => Object.values(b.names).map((name) => [name.toLowerCase(), b.osis] as const)));

/** The book a path segment or a filter names, or undefined. */
export function findBook(store: VeritasStore, value: string, naming?: 'modern' | 'douay'): BookDoc | undefined {
  // An OSIS id or USFM code is one book whatever the naming; a name is read as the resolver reads it, with
  // `naming=douay` the Douay's (`1 Kings` is 1 Samuel); a slug (`1-kings`) is the name with spaces.
  const listed = LISTED_NAMES.get(value.toLowerCase());
  return store.catalogue.book(value) ?? bookByName(store, unslug(value), naming) ?? (listed === undefined ? undefined : store.catalogue.book(listed));
}

export function chapterParam(catalogue: Catalogue, book: BookDoc, chapter: number): void {
  if (catalogue.chapter(book.num, chapter)) return;
  const range = book.has_prologue_chapter0 ? `0 (the prologue) to ${book.chapters}` : `1 to ${book.chapters}`;
  throw problem('chapter_not_found', `path.chapter: ${book.name_modern} has ${countOf(book.chapters, 'chapter')} (${range}); there is no chapter ${chapter}`, {
    errors: [{ field: 'path.chapter', message: `expected ${range}` }],
    extra: { book: book.osis, chapters: book.chapters },
  });
}

/** A chapter as a message names it: `John 3`, `Psalm 22`, or `the prologue of Sirach (chapter 0)`. */
const chapterName = (book: BookDoc, chapter: number) =>
  chapter === 0 ? `the prologue of ${book.name_modern} (chapter 0)` : `${book.osis === 'Ps' ? 'Psalm' : book.name_modern} ${chapter}`;

export function verseParam(catalogue: Catalogue, book: BookDoc, chapter: number, verse: number): void {
  const n = catalogue.chapter(book.num, chapter)?.verses ?? 0;
  if (verse < 1 || verse > n) throw noSuchVerse(catalogue, book, chapter, verse, 'drb');
}

/**
 * A verse the translation does not have, with the count the books list gives: the Vulgate's prologues of Sirach and
 * Lamentations are one verse each, where the Douay-Rheims has five and three.
 */
export function noSuchVerse(catalogue: Catalogue, book: BookDoc, chapter: number, verse: number, translation: Translation) {
  const n = catalogue.translationVerses(book.num, chapter, translation);
  const douay = catalogue.translationVerses(book.num, chapter, 'drb');
  const which = translation === 'vulgate' && n !== douay ? ` in the Vulgate (the Douay-Rheims divides it into ${douay})` : '';
  return problem('verse_not_found', `path.verse: ${chapterName(book, chapter)} has ${n} verse${n === 1 ? '' : 's'}${which}; there is no verse ${verse}`, {
    errors: [{ field: 'path.verse', message: `expected 1 to ${n}` }],
    extra: { book: book.osis, chapter, verses: n },
  });
}

/**
 * What a chapter or verse path names: its translation, the open dataset and the book (read with `naming`: `1-kings`
 * is 1 Samuel with naming=douay), and the book as answered. The chapter is checked by the caller, in its numbering.
 */
export function chapterPath(data: VeritasDataset, params: { translation: string; book: string }, naming?: 'modern' | 'douay') {
  const t = translationParam(params.translation);
  const d = data.need();
  const book = bookParam(d.value, params.book, naming);
  const ref = { osis: book.osis, usfm: book.usfm, name: t === 'vulgate' ? book.name_vulgate : book.name_douay };
  return { t, d, book, ref };
}
