/**
 * Reads a Scripture citation's shape, numbers as written (no numbering or limits yet):
 *
 *   citation := group ((';' | ',') group)*          group := book chapters
 *   chapters := range (sep range)*                   range := point [dash point] [f | ff | sq | sqq | seq]
 *   point    := chapter [dual] [(':' | '.' | ',') verse [part]]     dual := '(' number ')'    part := a-e
 *
 * `;` before a bare number starts a chapter (`Gen 2:5; 15`), `,` before one adds a verse (`2 Cor 10:4,5`); a comma
 * right after the chapter is European notation (`Mt 5,3-12`, verses then listed with `.`), a dot is OSIS or British
 * (`John.3.16`, `John 3.16`). Dashes are hyphens, en and em dashes.
 */
import { type BookMatch, matchBooks } from './book-trie.js';
import { isDash, isDigit, isLetter, skipSpaces, wordAt } from './scan.js';

export interface RawPoint {
  readonly chapter: number;
  readonly verse: number | undefined;
  readonly part: string | undefined;
  readonly at: number;
}

export interface RawRange {
  readonly from: RawPoint;
  readonly to: RawPoint | undefined;
  /** `f`: and the next verse; `ff`: to the end of the chapter. */
  readonly following: 'f' | 'ff' | undefined;
  /** The parenthesised second psalm number of `Ps 22 (23)`. */
  readonly dual: number | undefined;
}

export interface RawGroup {
  readonly book: BookMatch;
  readonly bookAt: number;
  /** The name was written as an OSIS id in OSIS form (`1Kgs.17.1`): no second reading. */
  readonly osisForm: boolean;
  readonly ranges: RawRange[];
  readonly end: number;
}

type Style = 'anglo' | 'euro' | 'dot' | undefined;

// Every reader returns its value and leaves the offset after it here: no tuple per number on the hot path.
interface Cursor {
  readonly text: string;
  style: Style;
  pos: number;
}

/** Reads 1-3 digits at `i` into the returned value (-1 if none), leaving `cur.pos` after them. */
function number(cur: Cursor, i: number): number {
  const { text } = cur;
  let n = 0;
  let j = i;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (c < 48 || c > 57) break;
    n = n * 10 + (c - 48);
    if (++j - i > 3) return -1;
  }
  cur.pos = j;
  return j > i ? n : -1;
}

const point = (chapter: number, verse: number | undefined, part: string | undefined, at: number): RawPoint => ({
  chapter, verse, part, at,
});

/** A point (chapter, optional dual number and verse); `cur.pos` after it. Sets `dual` through the out object. */
function readPoint(cur: Cursor, i: number, chapterOnly: boolean, out: { dual: number | undefined }): RawPoint | undefined {
  const { text } = cur;
  const chapter = number(cur, i);
  if (chapter < 0) return undefined;
  let j = cur.pos;
  out.dual = undefined;
  const k = skipSpaces(text, j);
  if (text.charCodeAt(k) === 40 /* ( */) {
    const d = number(cur, k + 1);
    if (d >= 0 && text.charCodeAt(cur.pos) === 41 /* ) */) {
      out.dual = d;
      j = cur.pos + 1;
    }
  }
  cur.pos = j;
  if (chapterOnly) return point(chapter, undefined, undefined, i);
  const sep = text.charCodeAt(j);
  let vAt = -1;
  if (sep === 58 /* : */) vAt = skipSpaces(text, j + 1);
  else if (sep === 46 /* . */ && isDigit(text.charCodeAt(j + 1)) && cur.style !== 'euro') vAt = j + 1;
  else if (sep === 44 /* , */ && cur.style !== 'anglo' && cur.style !== 'dot') vAt = skipSpaces(text, j + 1);
  if (vAt < 0 || !isDigit(text.charCodeAt(vAt))) return point(chapter, undefined, undefined, i);
  const verse = number(cur, vAt);
  if (verse < 0) {
    cur.pos = j;
    return point(chapter, undefined, undefined, i);
  }
  cur.style ??= sep === 58 ? 'anglo' : sep === 46 ? 'dot' : 'euro';
  return point(chapter, verse, readPart(cur), i);
}

/** A verse part letter (`28a`) directly after the number, not the start of a word (`28 and`, `28ff`). */
function readPart(cur: Cursor): string | undefined {
  const i = cur.pos;
  const c = cur.text.charCodeAt(i);
  if (c >= 97 && c <= 101 && !isLetter(cur.text.charCodeAt(i + 1))) {
    cur.pos = i + 1;
    return cur.text[i];
  }
  return undefined;
}

const FOLLOWING = [['ff', 'ff'], ['sqq', 'ff'], ['seqq', 'ff'], ['f', 'f'], ['sq', 'f'], ['seq', 'f']] as const;

/** `f`, `ff`, `sq.`, `sqq.` after a verse (also `, sqq.`); `cur.pos` after it when found. */
function readFollowing(cur: Cursor, i: number): 'f' | 'ff' | undefined {
  const { text } = cur;
  let k = text.charCodeAt(i) === 44 ? i + 1 : i; // `1:7, sqq.`
  if (text.charCodeAt(k) === 32) k++;
  const c = text.charCodeAt(k);
  if (c !== 102 && c !== 115) return undefined; // f, s
  for (const [w, kind] of FOLLOWING) {
    if (wordAt(text, k, w)) {
      const end = k + w.length;
      cur.pos = text.charCodeAt(end) === 46 ? end + 1 : end;
      return kind;
    }
  }
  return undefined;
}

const range = (from: RawPoint, to: RawPoint | undefined, following: RawRange['following'], dual: number | undefined): RawRange => ({
  from, to, following, dual,
});

function readRange(cur: Cursor, i: number, chapterOnly: boolean, inChapter?: number): RawRange | undefined {
  const { text } = cur;
  const out = { dual: undefined as number | undefined };
  let from: RawPoint | undefined;
  if (inChapter !== undefined) {
    const v = number(cur, i);
    if (v < 0) return undefined;
    from = point(inChapter, v, readPart(cur), i);
  } else {
    from = readPoint(cur, i, chapterOnly, out);
    if (!from) return undefined;
  }
  const j = cur.pos;
  const dual = out.dual;
  if (from.verse !== undefined) {
    const following = readFollowing(cur, j);
    if (following) return range(from, undefined, following, dual);
  }
  let k = skipSpaces(text, j);
  cur.pos = j;
  if (!isDash(text.charCodeAt(k))) return range(from, undefined, undefined, dual);
  k = skipSpaces(text, k + 1);
  const n = number(cur, k);
  if (n < 0) {
    cur.pos = j;
    return range(from, undefined, undefined, dual);
  }
  const after = cur.pos;
  const sep = text.charCodeAt(after);
  const verseSep = sep === 58 || (sep === 46 && cur.style === 'dot') || (sep === 44 && cur.style === 'euro');
  if (verseSep && isDigit(text.charCodeAt(after + 1)) && from.verse !== undefined) {
    const v = number(cur, after + 1);
    if (v >= 0) return range(from, point(n, v, readPart(cur), k), undefined, dual);
    cur.pos = j;
    return range(from, undefined, undefined, dual);
  }
  if (from.verse !== undefined) return range(from, point(from.chapter, n, readPart(cur), k), undefined, dual);
  return range(from, point(n, undefined, undefined, k), undefined, dual);
}

/** The chapter the next bare verse number belongs to: that of the range just read, if it named verses. */
function lastChapterWithVerses(ranges: RawRange[]): number | undefined {
  const last = ranges[ranges.length - 1];
  if (!last || last.from.verse === undefined) return undefined;
  return (last.to ?? last.from).chapter;
}

/** Reads one group (a book and its chapters) whose book name starts at `at`; undefined if none is there. */
export function parseGroup(text: string, at: number): RawGroup | undefined {
  for (const book of matchBooks(text, at)) {
    let i = book.end;
    if (text.charCodeAt(i) === 46 && !isDigit(text.charCodeAt(i + 1))) i++; // abbreviation dot
    const dotted = text.charCodeAt(i) === 46; // OSIS `John.3.16`
    const cur: Cursor = { text, style: dotted ? 'dot' : undefined, pos: 0 };
    i = dotted ? i + 1 : skipSpaces(text, i);
    let first = readRange(cur, i, false);
    if (!first) continue;
    if (dotted) first = osisRangeEnd(cur, first, book.target.modern);
    const ranges = [first];
    let end = cur.pos;
    for (;;) {
      const next = readMore(cur, end, ranges);
      if (!next) break;
      ranges.push(next);
      end = cur.pos;
    }
    return { book, bookAt: at, osisForm: dotted, ranges, end };
  }
  return undefined;
}

function readMore(cur: Cursor, end: number, ranges: RawRange[]): RawRange | undefined {
  const { text } = cur;
  const p = skipSpaces(text, end);
  const c = text.charCodeAt(p);
  if (c !== 59 && c !== 44 && c !== 46) return undefined;
  const q = skipSpaces(text, p + 1);
  if (!isDigit(text.charCodeAt(q))) return undefined;
  if (c === 59 /* ; */) return readRange(cur, q, !chapterFollows(cur, q));
  if (c === 44 /* , */ && cur.style !== 'euro') {
    if (chapterFollows(cur, q)) return readRange(cur, q, false);
    const inChapter = lastChapterWithVerses(ranges);
    return inChapter === undefined ? readRange(cur, q, true) : readRange(cur, q, false, inChapter);
  }
  if (c === 46 /* . */ && cur.style === 'euro' && q === p + 1) {
    const inChapter = lastChapterWithVerses(ranges);
    return inChapter === undefined ? undefined : readRange(cur, q, false, inChapter);
  }
  return undefined;
}

/** After `;` or `,`: does `chapter:verse` (or `chapter,verse` in European notation) follow? */
function chapterFollows(cur: Cursor, i: number): boolean {
  const save = cur.pos;
  const n = number(cur, i);
  const after = cur.pos;
  cur.pos = save;
  if (n < 0) return false;
  const { text } = cur;
  const sep = text.charCodeAt(after);
  const verseAfter = isDigit(text.charCodeAt(skipSpaces(text, after + 1)));
  if (sep === 58) return verseAfter;
  if (sep === 44 && cur.style === 'euro') return verseAfter;
  return sep === 46 && cur.style === 'dot' && isDigit(text.charCodeAt(after + 1));
}

/** OSIS ranges repeat the book: `John.3.16-John.3.18`. Returns the range extended when that form follows. */
function osisRangeEnd(cur: Cursor, r: RawRange, osis: string): RawRange {
  const { text } = cur;
  const dash = cur.pos;
  if (r.to || !isDash(text.charCodeAt(dash)) || !isLetter(text.charCodeAt(dash + 1))) return r;
  const book = matchBooks(text, dash + 1).find((b) => b.target.modern === osis);
  if (!book || text.charCodeAt(book.end) !== 46) return r;
  const c = number(cur, book.end + 1);
  if (c < 0) {
    cur.pos = dash;
    return r;
  }
  if (text.charCodeAt(cur.pos) !== 46 || r.from.verse === undefined) return range(r.from, point(c, undefined, undefined, dash + 1), undefined, r.dual);
  const v = number(cur, cur.pos + 1);
  if (v < 0) {
    cur.pos = dash;
    return r;
  }
  return range(r.from, point(c, v, undefined, dash + 1), undefined, r.dual);
}
