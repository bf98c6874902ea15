/**
 * Roman chapters with no verse after them (`Ps xxii`, `Isaias liii`, `Matt. v`, `Ps. cxviii`), also listed and
 * ranged (`Ps. xxii, xxiii`, `Ps xxii; xxiii`, `Ps. xxii and xxiii`, `Ps xxii-xxiv`). Read only in a lone citation
 * (`resolve`, `passage`), where the text is the citation, never in free text: there the Fathers' works are cited so
 * (the Summa's `Tract. in Joan. cx` is Augustine's 110th tractate on John, `Hom. in Luc. v` a homily), and `v.`
 * after a name is "versus" (`Ruth v. Smith`). Not after a book of one chapter (`Jude x` is no verse either).
 *
 * `John ii` may also be the Latin way of writing 2 John (`Joannis II`): where the name with the numeral before it
 * is another book (`2 John`, `2 Esdras`), that book is the reading listed as the alternative.
 */
import { BOOK_ALIASES } from './book-aliases.js';
import { type BookMatch, matchBooks } from './book-trie.js';
import type { RawGroup, RawRange } from './bible-points.js';
import { romanNumeralAt } from './roman-chapters.js';
import { isDash, skipSpaces, wordAt } from './scan.js';

/** A group of Roman chapters alone whose book name starts at `at`; undefined when none is there. */
export function romanGroupAt(text: string, at: number): RawGroup | undefined {
  // The longest name only: in `Regum I`, `Ioannis II` the numeral is part of the book's name.
  const book = matchBooks(text, at)[0];
  if (!book || book.target.oneChapter) return undefined;
  let i = book.end;
  if (text.charCodeAt(i) === 46) i++;
  const first = skipSpaces(text, i);
  if (first === book.end) return undefined;
  const ranges: RawRange[] = [];
  let r = romanRange(text, first);
  while (r) {
    ranges.push(r.range);
    i = r.end;
    r = romanRange(text, nextItem(text, i));
  }
  return ranges.length ? { book, bookAt: at, osisForm: false, ranges, end: i, romanAlone: true } : undefined;
}

/** Where the next item of the list starts, after `,`, `;`, `and` or `&`; -1 when the list ends at `i`. */
function nextItem(text: string, i: number): number {
  const p = skipSpaces(text, i);
  const c = text.charCodeAt(p);
  if (c === 44 || c === 59 || c === 38) return skipSpaces(text, p + 1);
  return wordAt(text, p, 'and') ? skipSpaces(text, p + 3) : -1;
}

/** A numeral, or two joined by a dash (`xxii-xxiv`), at `i`: the chapters and where they end. */
export function romanRange(text: string, i: number): { range: RawRange; end: number } | undefined {
  if (i < 0) return undefined;
  const from = romanNumeralAt(text, i);
  if (!from) return undefined;
  const range: RawRange = { from: { chapter: from.value, verse: undefined, part: undefined, at: i }, to: undefined, following: undefined, dual: undefined };
  const d = skipSpaces(text, from.end);
  if (!isDash(text.charCodeAt(d))) return { range, end: from.end };
  const k = skipSpaces(text, d + 1);
  const to = romanNumeralAt(text, k);
  if (!to) return { range, end: from.end };
  return { range: { ...range, to: { chapter: to.value, verse: undefined, part: undefined, at: k } }, end: to.end };
}

/**
 * `John ii`, `Esdras II`: when the group is one numeral from 1 to 4 and the name with that number before it is
 * another book (`2 John`, `2 Esdras` = Nehemiah), that book named alone, the citation's other reading.
 */
export function numberedBookReading(g: RawGroup): RawGroup | undefined {
  const only = g.romanAlone && g.ranges.length === 1 ? g.ranges[0]! : undefined;
  if (!only || only.to || only.from.chapter > 4) return undefined;
  const key = `${only.from.chapter}${g.book.key}`;
  const target = BOOK_ALIASES.get(key);
  if (!target || target.modern === g.book.target.modern) return undefined;
  const book: BookMatch = { target, end: g.book.end, weak: false, capital: g.book.capital, key };
  // `Esdras II 8`, `John ii 3` (a number set apart after the numeral, spaced-verse.ts): in the other reading that
  // number is the chapter of 2 Esdras (Nehemiah 8), or the verse of a book of one chapter (2 John 3). It was the
  // whole of the other book (`Neh.1-Neh.13`, `2John.1`), the number dropped.
  const after = only.from.verse;
  if (after !== undefined) {
    const from = { chapter: after, verse: undefined, part: undefined, at: only.from.at };
    return { book, bookAt: g.bookAt, osisForm: false, ranges: [{ from, to: undefined, following: only.following, dual: undefined }], end: g.end };
  }
  return { book, bookAt: g.bookAt, osisForm: false, ranges: [], end: g.end, wholeBook: true };
}
