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
import { isDash, isDigit, isLetter, readNumber, skipSpaces, wordAt } from './scan.js';

export interface RawPoint {
  readonly chapter: number;
  readonly verse?: number;
  readonly part?: string;
  readonly at: number;
}

export interface RawRange {
  readonly from: RawPoint;
  readonly to?: RawPoint;
  /** `f`: and the next verse; `ff`: to the end of the chapter. */
  readonly following?: 'f' | 'ff';
  /** The parenthesised second psalm number of `Ps 22 (23)`. */
  readonly dual?: number;
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

interface Cursor {
  readonly text: string;
  style: Style;
}

function readPoint(cur: Cursor, i: number, chapterOnly: boolean): [RawPoint & { dual?: number }, number] | undefined {
  const { text } = cur;
  const ch = readNumber(text, i);
  if (!ch) return undefined;
  let j = ch[1];
  let dual: number | undefined;
  const k = skipSpaces(text, j);
  if (text.charCodeAt(k) === 40 /* ( */) {
    const d = readNumber(text, k + 1);
    if (d && text.charCodeAt(d[1]) === 41 /* ) */) {
      dual = d[0];
      j = d[1] + 1;
    }
  }
  if (chapterOnly) return [{ chapter: ch[0], at: i, ...(dual ? { dual } : {}) }, j];
  const sep = text.charCodeAt(j);
  let vAt = -1;
  if (sep === 58 /* : */) vAt = skipSpaces(text, j + 1);
  else if (sep === 46 /* . */ && isDigit(text.charCodeAt(j + 1)) && cur.style !== 'euro') vAt = j + 1;
  else if (sep === 44 /* , */ && cur.style !== 'anglo' && cur.style !== 'dot') vAt = skipSpaces(text, j + 1);
  if (vAt < 0 || !isDigit(text.charCodeAt(vAt))) return [{ chapter: ch[0], at: i, ...(dual ? { dual } : {}) }, j];
  const v = readNumber(text, vAt);
  if (!v) return [{ chapter: ch[0], at: i }, j];
  cur.style ??= sep === 58 ? 'anglo' : sep === 46 ? 'dot' : 'euro';
  const [part, end] = readPart(text, v[1]);
  return [{ chapter: ch[0], verse: v[0], at: i, ...(part ? { part } : {}), ...(dual ? { dual } : {}) }, end];
}

/** A verse part letter (`28a`) directly after the number, not the start of a word (`28 and`, `28ff`). */
function readPart(text: string, i: number): [string | undefined, number] {
  const c = text.charCodeAt(i);
  if (c >= 97 && c <= 101 && !isLetter(text.charCodeAt(i + 1))) return [text[i], i + 1];
  return [undefined, i];
}

function readFollowing(text: string, i: number): ['f' | 'ff' | undefined, number] {
  let k = text.charCodeAt(i) === 44 ? i + 1 : i; // `1:7, sqq.`
  if (text.charCodeAt(k) === 32) k++;
  for (const [w, kind] of [['ff', 'ff'], ['sqq', 'ff'], ['seqq', 'ff'], ['f', 'f'], ['sq', 'f'], ['seq', 'f']] as const) {
    if (wordAt(text, k, w)) {
      const end = k + w.length;
      return [kind, text.charCodeAt(end) === 46 ? end + 1 : end];
    }
  }
  return [undefined, i];
}

function readRange(cur: Cursor, i: number, chapterOnly: boolean, inChapter?: number): [RawRange, number] | undefined {
  const { text } = cur;
  let from: RawPoint & { dual?: number };
  let j: number;
  if (inChapter !== undefined) {
    const v = readNumber(text, i);
    if (!v) return undefined;
    const [part, end] = readPart(text, v[1]);
    from = { chapter: inChapter, verse: v[0], at: i, ...(part ? { part } : {}) };
    j = end;
  } else {
    const p = readPoint(cur, i, chapterOnly);
    if (!p) return undefined;
    [from, j] = p;
  }
  const { dual, ...point } = from;
  const base = { from: point as RawPoint, ...(dual ? { dual } : {}) };
  if (from.verse !== undefined) {
    const [following, fEnd] = readFollowing(text, j);
    if (following) return [{ ...base, following }, fEnd];
  }
  let k = skipSpaces(text, j);
  if (!isDash(text.charCodeAt(k))) return [base, j];
  k = skipSpaces(text, k + 1);
  const n = readNumber(text, k);
  if (!n) return [base, j];
  const sep = text.charCodeAt(n[1]);
  const verseSep = sep === 58 || (sep === 46 && cur.style === 'dot') || (sep === 44 && cur.style === 'euro');
  if (verseSep && isDigit(text.charCodeAt(n[1] + 1)) && from.verse !== undefined) {
    const v = readNumber(text, n[1] + 1)!;
    const [part, end] = readPart(text, v[1]);
    return [{ ...base, to: { chapter: n[0], verse: v[0], at: k, ...(part ? { part } : {}) } }, end];
  }
  const [part, end] = readPart(text, n[1]);
  const to: RawPoint =
    from.verse !== undefined
      ? { chapter: from.chapter, verse: n[0], at: k, ...(part ? { part } : {}) }
      : { chapter: n[0], at: k };
  return [{ ...base, to }, from.verse !== undefined ? end : n[1]];
}

/** The chapter the next bare verse number belongs to: that of the range just read, if it named verses. */
function lastChapterWithVerses(ranges: RawRange[]): number | undefined {
  const last = ranges[ranges.length - 1];
  if (!last || last.from.verse === undefined) return undefined;
  return (last.to ?? last.from).chapter;
}

/** Reads one group (a book and its chapters) whose book name starts at `at`; undefined if none is there. */
export function parseGroup(text: string, at: number, osisForm = false): RawGroup | undefined {
  for (const book of matchBooks(text, at)) {
    let i = book.end;
    if (text.charCodeAt(i) === 46 && !isDigit(text.charCodeAt(i + 1))) i++; // abbreviation dot
    const dotted = text.charCodeAt(i) === 46; // OSIS `John.3.16`
    const cur: Cursor = { text, style: dotted ? 'dot' : undefined };
    i = dotted ? i + 1 : skipSpaces(text, i);
    const first = readRange(cur, i, false);
    if (!first) continue;
    if (dotted) osisRangeEnd(text, first, book.target.modern);
    const ranges = [first[0]];
    let end = first[1];
    for (;;) {
      const next = readMore(cur, end, ranges);
      if (!next) break;
      ranges.push(next[0]);
      end = next[1];
    }
    return { book, bookAt: at, osisForm: osisForm || dotted, ranges, end };
  }
  return undefined;
}

function readMore(cur: Cursor, end: number, ranges: RawRange[]): [RawRange, number] | undefined {
  const { text } = cur;
  const p = skipSpaces(text, end);
  const c = text.charCodeAt(p);
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
  const n = readNumber(cur.text, i);
  if (!n) return false;
  const sep = cur.text.charCodeAt(n[1]);
  const verseAfter = isDigit(cur.text.charCodeAt(skipSpaces(cur.text, n[1] + 1)));
  if (sep === 58) return verseAfter;
  if (sep === 44 && cur.style === 'euro') return verseAfter;
  return sep === 46 && cur.style === 'dot' && isDigit(cur.text.charCodeAt(n[1] + 1));
}

/** OSIS ranges repeat the book: `John.3.16-John.3.18`. Extends `range` in place when that form follows. */
function osisRangeEnd(text: string, range: [RawRange, number], osis: string): void {
  const dash = range[1];
  if (range[0].to || !isDash(text.charCodeAt(dash)) || !isLetter(text.charCodeAt(dash + 1))) return;
  const book = matchBooks(text, dash + 1).find((b) => b.target.modern === osis);
  if (!book || text.charCodeAt(book.end) !== 46) return;
  const c = readNumber(text, book.end + 1);
  if (!c) return;
  if (text.charCodeAt(c[1]) !== 46 || range[0].from.verse === undefined) {
    range[0] = { ...range[0], to: { chapter: c[0], at: dash + 1 } };
    range[1] = c[1];
    return;
  }
  const v = readNumber(text, c[1] + 1);
  if (!v) return;
  range[0] = { ...range[0], to: { chapter: c[0], verse: v[0], at: dash + 1 } };
  range[1] = v[1];
}
