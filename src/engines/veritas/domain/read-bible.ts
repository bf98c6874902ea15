/**
 * A Scripture citation at a position, as a resolved answer: its groups read (`parse-bible.ts`), resolved under
 * the naming asked for and, where a book name has two readings ("1 Kings"), under the other naming too.
 */
import { BOOKS, bookOrder } from './books.js';
import type { BibleAnswer, BibleRange, Naming, VersePoint } from './citation.js';
import { bookName, formatDisplay, formatOsis } from './format-bible.js';
import type { RawGroup } from './parse-bible.js';
import type { Versification } from './ports.js';
import { groupBook, isError, resolveGroup, vulgateDanielThree } from './resolve-bible.js';
import { type ResolveError, resolveError } from './resolve-error.js';
import type { Numbering } from './versification.js';

/** A citation's groups as read, with what resolving them needs besides the naming. */
export interface ReadCitation {
  text: string;
  groups: readonly RawGroup[];
  numbering: Numbering;
  counts: Versification;
  span: { start: number; end: number };
  /** A Catholic edition's label (`(NABRE)`): its Daniel 3 is numbered as the Vulgate's (translation-labels.ts). */
  catholic?: boolean;
}

function reading(c: ReadCitation, naming: Naming): BibleAnswer | ResolveError {
  const { text, groups, numbering, counts, span } = c;
  const ranges: BibleRange[] = [];
  for (const g of groups) {
    const r = resolveGroup(text, g, naming, numbering, counts, c.catholic);
    if (isError(r)) return r;
    if (g.joinsPrevious) {
      const across = acrossBooks(ranges.pop()!, r[0]!, naming, counts, g.bookAt);
      if (isError(across)) return across;
      ranges.push(...across, ...r.slice(1));
    } else ranges.push(...r);
  }
  // The numbering the numbers were read in. A dual psalm (`Ps 22 (23)`, `Ps 50:3 (51:1)`, `Ps 9 (9-10)`) gives both
  // numbers, so its answer says `dual`: it said `vulgate`, also under `numbering=hebrew`, though the bracket was
  // read in the other numbering. A list of dual psalms only is `dual`; a list mixing them with other citations says
  // how those others were read. A Catholic edition's Daniel 3 is the Vulgate's.
  const isDual = (r: RawGroup['ranges'][number]) => r.dual !== undefined || r.pair !== undefined;
  const dual = groups.length > 0 && groups.every((g) => g.ranges.length > 0 && g.ranges.every(isDual));
  const vulgate = c.catholic === true && groups.every((g) => g.ranges.length > 0 && g.ranges.every((r) => vulgateDanielThree(groupBook(text, g, naming).osis, r)));
  return {
    kind: 'bible',
    start: span.start,
    end: span.end,
    text: text.slice(span.start, span.end),
    canonical: formatDisplay(ranges, naming, counts),
    ambiguous: false,
    alternatives: [],
    osis: formatOsis(ranges, counts),
    ranges,
    naming,
    numbering: dual ? 'dual' : vulgate ? 'vulgate' : numbering,
  };
}

/**
 * `Gen 50:26-Exod 1:1`: a range from one book into a later one, as the runs of each book it covers (the rest of
 * the first book, every book between whole, the second book up to the end point), since a range of the answer
 * lies in one book. The same book written twice (`Gen 1:1-Gen 2:3`) is one range.
 */
function acrossBooks(from: BibleRange, to: BibleRange, naming: Naming, counts: Versification, at: number): BibleRange[] | ResolveError {
  const a = bookOrder(from.book);
  const b = bookOrder(to.book);
  const backwards = a > b || (a === b && (to.end.chapter < from.start.chapter || (to.end.chapter === from.start.chapter && to.end.verse < from.start.verse)));
  if (backwards) {
    const shown = `${bookName(from.book, naming)} ${from.start.chapter}:${from.start.verse}-${bookName(to.book, naming)} ${to.end.chapter}:${to.end.verse}`;
    return resolveError('bad_range', a === b ? 'verse' : 'book', `the range ${shown} runs backwards`, at);
  }
  if (a === b) return [{ book: from.book, start: from.start, end: to.end, wholeChapters: from.wholeChapters && to.wholeChapters }];
  const out: BibleRange[] = [{ book: from.book, start: from.start, end: lastVerse(from.book, counts), wholeChapters: from.wholeChapters }];
  for (const book of BOOKS) {
    if (book.order > a && book.order < b) out.push({ book: book.osis, start: firstVerse(book.osis, counts), end: lastVerse(book.osis, counts), wholeChapters: true });
  }
  out.push({ book: to.book, start: firstVerse(to.book, counts), end: to.end, wholeChapters: to.wholeChapters });
  return out;
}

/** A book's first verse: its prologue's (chapter 0) where it has one. */
function firstVerse(osis: string, counts: Versification): VersePoint {
  return { chapter: counts.verseCount(osis, 0) > 0 ? 0 : 1, verse: 1, part: undefined };
}

function lastVerse(osis: string, counts: Versification): VersePoint {
  const chapter = counts.chapterCount(osis);
  return { chapter, verse: counts.verseCount(osis, chapter), part: undefined };
}

/** Whether some group's book reads differently in the two namings. */
function hasTwoReadings(text: string, groups: readonly RawGroup[]): boolean {
  return groups.some((g) => groupBook(text, g, 'modern').osis !== groupBook(text, g, 'douay').osis);
}

export function resolveGroups(c: ReadCitation, naming: Naming, namingChosen: boolean): BibleAnswer | ResolveError {
  const primary = reading(c, naming);
  if (!hasTwoReadings(c.text, c.groups)) return primary;
  // A caller who chose the naming gets that reading or its error; the other reading is still listed.
  const other = reading(c, naming === 'modern' ? 'douay' : 'modern');
  if (isError(other)) return primary;
  // By default, when only one reading names verses that exist, it is the answer, with no doubt left to report.
  if (isError(primary)) return namingChosen ? primary : other;
  return { ...primary, ambiguous: true, alternatives: [other] };
}
