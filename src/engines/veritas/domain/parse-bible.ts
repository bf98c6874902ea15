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
import type { AliasTarget } from './book-aliases.js';
import { matchBooks } from './book-trie.js';
import { bookByOsis } from './books.js';
import { type Cursor, type RawGroup, type RawRange, number, numberedBookAt, point, range, readRange, spacedVerseAt } from './bible-points.js';
import { prologueRange } from './prologue-chapter.js';
import { withRunDual } from './psalm-run-duals.js';
import { romanChapterAt } from './roman-chapters.js';
import { romanRange } from './roman-chapters-alone.js';
import { isDash, isDigit, isLetter, skipSpaces, wordAt } from './scan.js';

export type { RawGroup, RawPoint, RawRange } from './bible-points.js';

/** The chapter the next bare verse number belongs to: that of the range just read, if it named verses. */
function lastChapterWithVerses(ranges: RawRange[]): number | undefined {
  const last = ranges[ranges.length - 1];
  if (!last || last.from.verse === undefined) return undefined;
  return (last.to ?? last.from).chapter;
}

/**
 * Reads one group (a book and its chapters) whose book name starts at `at`; undefined if none is there. `lone`: the
 * text is one citation (`resolve`), where a Roman chapter alone may follow a Roman chapter and verse (`Matt. v. 3; vi`).
 */
export function parseGroup(text: string, at: number, lone = false): RawGroup | undefined {
  for (const book of matchBooks(text, at)) {
    let i = book.end;
    if (text.charCodeAt(i) === 46 && !isDigit(text.charCodeAt(i + 1))) i++; // abbreviation dot
    const dotted = text.charCodeAt(i) === 46; // OSIS `John.3.16`
    const cur: Cursor = { text, style: dotted ? 'dot' : undefined, pos: 0, roman: false, psalms: book.target.modern === 'Ps', oneChapter: book.target.oneChapter === true, lone };
    i = dotted ? i + 1 : skipSpaces(text, i);
    let first = readRange(cur, i, false);
    // `John chapter 3 verse 16`, `John ch. 3`, `Jn c. 3 v. 16`: a chapter mark before the number (looked for only
    // when no number follows the name).
    if (!first && !dotted) {
      const k = chapterMarkEnd(text, i);
      if (k >= 0) first = readRange(cur, k, false);
      // `Sir prologue`, `Ecclus. Prologue 3`: a prologue by name, its chapter 0 (prologue-chapter.ts).
      else if (bookByOsis(book.target.modern)?.prologue) first = prologueRange(cur, i);
    }
    if (!first) continue;
    if (dotted) first = osisRangeEnd(cur, first, book.target);
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
  // `John 3:16 and 18`, `Jn 3:16 & 18`, `John 3:16 and 4:1`, `Ps 23 and 24`: `and` as `,` or `;` would be.
  if (c === 38 /* & */ || (c === 97 /* a */ && wordAt(text, p, 'and'))) return andMore(cur, p + (c === 38 ? 1 : 3), ranges);
  if (c !== 59 && c !== 44 && c !== 46) {
    // `Ps 9 (9-10)`, `Ps 114-115 (116)`: other psalm numbers with a range, where the plain forms stop before a
    // bracket; the last range again, with them (psalm-run-duals.ts takes it off the list).
    return (c === 40 || c === 91) && cur.psalms ? withRunDual(cur, end, ranges) : undefined;
  }
  const q = skipSpaces(text, p + 1);
  // `Matt. v. 3; vi. 9`: after a Roman chapter the next chapter may be Roman too; in a lone citation also with no
  // verse (`Matt. v. 3; vi`, `Matt. v. 3; vi-vii`: in free text `; i.e.` or `; v.` would be read so).
  if (!isDigit(text.charCodeAt(q))) {
    if (c !== 59 || !cur.roman) return undefined;
    if (romanChapterAt(text, q)) return readRange(cur, q, false);
    const alone = cur.lone ? romanRange(text, q) : undefined;
    if (alone) cur.pos = alone.end;
    return alone?.range;
  }
  // `Jn 3:16; 1 Jn 4:8`, `Rom 8:28, 2 Tim 3:16`: a numbered book begins the next group (it was read as John 1 and
  // Romans 8:2, and the rest was lost or unreadable).
  if (numberedBookAt(text, q)) return undefined;
  if (c === 59 /* ; */) return readRange(cur, q, !chapterFollows(cur, q));
  if (c === 44 /* , */ && cur.style !== 'euro') {
    if (chapterFollows(cur, q)) return readRange(cur, q, false);
    const inChapter = lastChapterWithVerses(ranges);
    return inChapter === undefined ? readRange(cur, q, true) : readRange(cur, q, false, inChapter);
  }
  // `Mt 5,3.5.7`, and `Mt 5:3.5.7`, `Jn 3:16-18.21` (the European verse list after an Anglo colon): a dot right
  // before a number, after a verse, can only add a verse (OSIS and British `Jn 3.16` use the dot otherwise).
  if (c === 46 /* . */ && (cur.style === 'euro' || cur.style === 'anglo') && q === p + 1 && !chapterFollows(cur, q)) {
    const inChapter = lastChapterWithVerses(ranges);
    return inChapter === undefined ? undefined : readRange(cur, q, false, inChapter);
  }
  return undefined;
}

/**
 * After `and` or `&`: a chapter and verse begins a new chapter (`John 3:16 and 4:1`, as after `;`), a bare number
 * after a verse is another verse of its chapter (`John 3:16 and 18`), and after a chapter alone another chapter
 * (`Ps 23 and 24`, `Gen 1 and 2`; in a book of one chapter a verse, `Jude 3 and 5`). A numbered book ends the
 * citation (`John 3:16 and 1 John 4:8`), and so does a word (`Job and Ruth`).
 */
function andMore(cur: Cursor, after: number, ranges: RawRange[]): RawRange | undefined {
  const { text } = cur;
  const q = skipSpaces(text, after);
  if (!isDigit(text.charCodeAt(q)) || numberedBookAt(text, q)) return undefined;
  if (chapterFollows(cur, q)) return readRange(cur, q, false);
  const inChapter = lastChapterWithVerses(ranges);
  return inChapter === undefined ? readRange(cur, q, true) : readRange(cur, q, false, inChapter);
}

/** Chapter marks before the number: `chapter`, `chap.`, `ch.`, `cap.`, `c.`, and before a range or list `chapters`,
 * `chaps.`, `chs.`, `capp.` (any case). */
const CHAPTER_MARKS = ['chapters', 'chapter', 'chaps', 'chap', 'chs', 'ch', 'capp', 'cap', 'c'] as const;

/** Where the number after a chapter mark at `i` starts; -1 when no mark and number are there. */
function chapterMarkEnd(text: string, i: number): number {
  if ((text.charCodeAt(i) | 0x20) !== 99 /* c */) return -1;
  for (const w of CHAPTER_MARKS) {
    if (!wordAt(text, i, w)) continue;
    let k = i + w.length;
    if (text.charCodeAt(k) === 46) k++;
    else if (w === 'c') return -1; // `c` alone only as the abbreviation `c.`
    k = skipSpaces(text, k);
    return isDigit(text.charCodeAt(k)) ? k : -1;
  }
  return -1;
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
  if (sep === 46) return cur.style === 'dot' && isDigit(text.charCodeAt(after + 1));
  return cur.style === 'anglo' && spacedVerseAt(text, after) >= 0; // `Jn 3 : 16 ; 4 : 1`, `Jn 3v16; 4v1`
}

/** OSIS ranges repeat the book: `John.3.16-John.3.18`. Returns the range extended when that form follows. */
function osisRangeEnd(cur: Cursor, r: RawRange, target: AliasTarget): RawRange {
  const { text } = cur;
  const dash = cur.pos;
  if (r.to || !isDash(text.charCodeAt(dash)) || !isLetter(text.charCodeAt(dash + 1))) return r;
  // The same book, and the same numbering: `Sus.1.45-Dan.13.47` mixes Susanna's numbers with Daniel's.
  const book = matchBooks(text, dash + 1).find((b) => b.target.modern === target.modern && b.target.addition === target.addition);
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
