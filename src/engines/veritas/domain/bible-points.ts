/**
 * The readers of one range of a Scripture citation (`3:16-18`, `5,3-12`, `22 (23):1`, `5:3ff`, `28a`), over a
 * cursor that carries the notation met so far (Anglo `:`, European `,`, OSIS/British `.`). `parse-bible.ts`
 * strings ranges into groups.
 */
import { type BookMatch, matchBooks } from './book-trie.js';
import { letteredChapter } from './lettered-chapters.js';
import { romanChapterAt } from './roman-chapters.js';
import { isDash, isDigit, isLetter, isNameSpace, skipSpaces, wordAt } from './scan.js';
import { psalmLabelAt } from './translation-labels.js';
import type { Numbering } from './versification.js';

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
  /** The parenthesised (or bracketed) second psalm number of `Ps 22 (23)`, `Ps 22[23]`. */
  readonly dual: number | undefined;
  /** The numbering a label gives the second number (`Ps 22 (Hebrew 23)`, `Psalm 23 (Vulgate 22)`, `(23 Hebr.)`). */
  readonly dualIn?: Numbering | undefined;
  /** The last psalm of a dual form with a range on either side (psalm-run-duals.ts): `Ps 9 (9-10)` has `dual` 9 and
   * `dualTo` 10; `Ps 114-115 (116)`, the bracket after the range, `dual` and `dualTo` 116. Such a form names whole
   * psalms, `from`-`to` in one numbering and `dual`-`dualTo` in the other. */
  readonly dualTo?: number | undefined;
  /** The parenthesised second psalm verse of `Ps 50:3 (51:1)`: the same verse in the other numbering, and the
   * numbering its label names (`Ps 50:3 (Hebrew 51:3)`, `Ps 50:3 (51:1 KJV)`), if it has one. */
  readonly pair?: PairedVerse | undefined;
}

export interface RawGroup {
  readonly book: BookMatch;
  readonly bookAt: number;
  /** The name was written as an OSIS id in OSIS form (`1Kgs.17.1`): no second reading. */
  readonly osisForm: boolean;
  readonly ranges: RawRange[];
  readonly end: number;
  /** Written after a dash (`Gen 50:26-Exod 1:1`): its first range ends a range begun by the previous group's last. */
  readonly joinsPrevious?: boolean;
  /** The book named alone, as the whole citation (`Jude`, `Ruth`): the whole book; `ranges` is empty. */
  readonly wholeBook?: boolean;
  /** Roman chapters with no verse (`Ps xxii`), read in a lone citation only (roman-chapters-alone.ts). */
  readonly romanAlone?: boolean;
}

export type Style = 'anglo' | 'euro' | 'dot' | undefined;

export interface PairedVerse {
  readonly chapter: number;
  readonly verse: number;
  readonly in: Numbering | undefined;
}

// Every reader returns its value and leaves the offset after it here: no tuple per number on the hot path.
export interface Cursor {
  readonly text: string;
  style: Style;
  pos: number;
  /** The book is the Psalms: a bracketed number after a chapter is its other number (`Ps 22[23]`); after another
   * book's chapter it is no part of the citation (a footnote mark, `Rom 8 [12]`). */
  readonly psalms: boolean;
  /** A chapter was written in Roman numerals (`Matt. v. 3`): after `;` or a dash the next may be too. */
  roman: boolean;
  /** The book has one chapter (Jude, Philemon, Obadiah, 2-3 John, the one-chapter additions): a number after it is
   * a verse (`Jude 3, 5` lists two verses, `Jude 24f` runs on), never a European chapter (`Mt 5, 3`). */
  readonly oneChapter: boolean;
  /** The text is one citation (`resolve`), not free text: forms read only there may be read (`Matt. v. 3; vi`). */
  readonly lone: boolean;
}

/** Reads 1-3 digits at `i` into the returned value (-1 if none), leaving `cur.pos` after them. */
export function number(cur: Cursor, i: number): number {
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

export const point = (chapter: number, verse: number | undefined, part: string | undefined, at: number): RawPoint => ({
  chapter, verse, part, at,
});

/** A point (chapter, optional dual number and verse); `cur.pos` after it. Sets `dual` through the out object. */
interface PointExtras {
  dual: number | undefined;
  dualIn: Numbering | undefined;
  pair: PairedVerse | undefined;
}

function readPoint(cur: Cursor, i: number, chapterOnly: boolean, out: PointExtras): RawPoint | undefined {
  const { text } = cur;
  let chapter = number(cur, i);
  if (chapter < 0) {
    // `C:12`: a lettered chapter of Greek Esther (lettered-chapters.ts), always written with its verse.
    chapter = letteredChapter(text.charCodeAt(i));
    if (chapter < 0 || text.charCodeAt(i + 1) !== 58 || !isDigit(text.charCodeAt(i + 2))) return chapterOnly ? undefined : markedPoint(cur, i);
    cur.pos = i + 1;
  }
  let j = cur.pos;
  out.dual = undefined;
  out.dualIn = undefined;
  out.pair = undefined;
  const k = skipSpaces(text, j);
  const open = text.charCodeAt(k);
  if (open === 40 /* ( */ || (open === 91 /* [ */ && cur.psalms)) {
    let m = k + 1;
    const label = isLetter(text.charCodeAt(m)) ? dualLabel(text, m) : undefined;
    if (label) m = label.end;
    const d = number(cur, m);
    // In brackets only a number that can be the other numbering's (they differ by 2 at most): `Ps 23 [4]` is a
    // footnote mark.
    const close = open === 40 ? 41 /* ) */ : d - chapter <= 2 && chapter - d <= 2 ? 93 /* ] */ : -1;
    // `Ps 22 (23 Hebr.)`: the label after the number (where `Heb.` can name no book).
    const after = d >= 0 && !label ? trailingLabel(text, cur.pos) : undefined;
    if (d >= 0 && text.charCodeAt(after ? after.end : cur.pos) === close) {
      out.dual = d;
      out.dualIn = label?.numbering ?? after?.numbering;
      j = (after ? after.end : cur.pos) + 1;
    }
  }
  cur.pos = j;
  if (chapterOnly) return point(chapter, undefined, undefined, i);
  const sep = text.charCodeAt(j);
  let vAt = -1;
  let style: Style = sep === 58 ? 'anglo' : sep === 46 ? 'dot' : 'euro';
  if (sep === 58 /* : */) vAt = skipSpaces(text, j + 1);
  else if (sep === 46 /* . */ && isDigit(text.charCodeAt(j + 1)) && cur.style !== 'euro') vAt = j + 1;
  else if (sep === 44 /* , */ && cur.style !== 'anglo' && cur.style !== 'dot' && !(cur.oneChapter && chapter !== 1)) vAt = skipSpaces(text, j + 1);
  else if (sep !== 44 && sep !== 46) {
    vAt = spacedVerseAt(text, j);
    style = 'anglo';
  }
  // `John 3, v. 16`, `John 3, V. 16`: a comma, then a verse mark.
  if (sep === 44 && (vAt < 0 || !isDigit(text.charCodeAt(vAt)))) {
    const mark = skipSpaces(text, j + 1);
    if ((text.charCodeAt(mark) | 0x20) === 118 /* v */ && isNameSpace(text.charCodeAt(j + 1))) {
      vAt = spacedVerseAt(text, mark);
      style = 'anglo';
    }
  }
  if (vAt < 0 || !isDigit(text.charCodeAt(vAt))) return point(chapter, undefined, undefined, i);
  // `1 Cor 13, 2 Tim 3:16`: the number after the comma begins the next book's name, it is no verse.
  if (sep === 44 && numberedBookAt(text, vAt)) return point(chapter, undefined, undefined, i);
  const verse = number(cur, vAt);
  if (verse < 0) {
    cur.pos = j;
    return point(chapter, undefined, undefined, i);
  }
  cur.style ??= style;
  const p = point(chapter, verse, readPart(cur), i);
  if (out.dual === undefined) readPair(cur, out);
  return p;
}

/**
 * A point whose chapter is no Arabic number: `Jude v. 3` (a book of one chapter, its verse mark before the verse)
 * and a Roman chapter with its verse (`Matt. v. 3`, `John iii. 16`: roman-chapters.ts). Undefined otherwise.
 */
function markedPoint(cur: Cursor, i: number): RawPoint | undefined {
  const { text } = cur;
  let chapter = 1;
  let at = cur.oneChapter ? spacedVerseAt(text, i) : -1;
  if (at < 0) {
    const roman = romanChapterAt(text, i);
    if (!roman) return undefined;
    chapter = roman.chapter;
    at = roman.verseAt;
    cur.roman = true;
  }
  const verse = number(cur, at);
  if (verse < 0) return undefined;
  cur.style ??= 'anglo';
  return point(chapter, verse, readPart(cur), i);
}

/**
 * A label before a psalm's second number, `i` at its first letter (`Vulgate 22)`, `LXX 22]`, `Hebrew 23)`,
 * `KJV 51:1)`): its numbering and the offset of the number; undefined when no label is there. Which labels are
 * read, and where, is the label table's (translation-labels.ts): not `Heb` or `MT` here (`Ps 40 (Heb 10)`, `Ps 22
 * (Mt 27)` cite Hebrews and Matthew), nor `Jb` (Job). The English Bibles (KJV, RSV, NRSV, ESV, NIV) leave the psalm
 * titles unnumbered; the NAB numbers them, as the Hebrew does.
 */
export function dualLabel(text: string, i: number): { numbering: Numbering; end: number } | undefined {
  const label = psalmLabelAt(text, i, false);
  return label && isDigit(text.charCodeAt(label.end)) ? label : undefined;
}

/** A label after the second number, `i` just after the number (`23 Hebr.)`, where `Heb.` can name no book): its
 * numbering and the offset of the closing bracket; undefined when no label is there. */
export function trailingLabel(text: string, i: number): { numbering: Numbering; end: number } | undefined {
  let k = i;
  while (isNameSpace(text.charCodeAt(k))) k++;
  if (k === i || !isLetter(text.charCodeAt(k))) return undefined;
  return psalmLabelAt(text, k, true);
}

/** Verse marks after a chapter, longest first: `3v16`, `3 v 16`, `3 vv. 16-18`, `3 ver. 16`, `3 verses 16-18`. */
const VERSE_MARKS = ['verses', 'verse', 'ver', 'vv', 'v'] as const;

/**
 * Where the verse after a chapter number ending at `j` starts, in the forms beyond a bare separator: a colon set
 * off by spaces (French typography: `Jn 3 : 16`, `Jn 3 :16`) or a verse mark (`Jn 3v16`, `John 3 vv. 16-18`,
 * `Jn 3 V 16`, `John 3 V. 16`); -1 when neither is there. The spaces before are those of a line (no line break).
 */
export function spacedVerseAt(text: string, j: number): number {
  let k = j;
  while (isNameSpace(text.charCodeAt(k))) k++;
  const c = text.charCodeAt(k);
  if (c === 58 /* : */) {
    if (k === j) return -1; // `3:16` is the plain form
    const v = skipSpaces(text, k + 1);
    return isDigit(text.charCodeAt(v)) ? v : -1;
  }
  if (c !== 118 /* v */ && c !== 86 /* V */) return -1;
  for (const w of VERSE_MARKS) {
    if (!wordAt(text, k, w)) continue;
    let v = k + w.length;
    if (text.charCodeAt(v) === 46) v++;
    while (isNameSpace(text.charCodeAt(v))) v++;
    return isDigit(text.charCodeAt(v)) ? v : -1;
  }
  return -1;
}

/**
 * `Ps 50:3 (51:1)`: after a verse, the same verse in the other numbering, `(chapter:verse)` (or `chapter.verse`,
 * `chapter,verse` in those notations), with a label before or after it or none (`(Hebrew 51:3)`, `(51:1 KJV)`).
 * Sets `out.pair` and moves `cur.pos` past it; leaves both alone otherwise.
 */
function readPair(cur: Cursor, out: PointExtras): void {
  const { text } = cur;
  const save = cur.pos;
  const k = skipSpaces(text, save);
  const open = text.charCodeAt(k);
  if (open !== 40 /* ( */ && (open !== 91 /* [ */ || !cur.psalms)) return;
  const label = isLetter(text.charCodeAt(k + 1)) ? dualLabel(text, k + 1) : undefined;
  const c = number(cur, label ? label.end : k + 1);
  const sep = text.charCodeAt(cur.pos);
  const vAt = sep === 46 ? cur.pos + 1 : skipSpaces(text, cur.pos + 1);
  if (c >= 0 && (sep === 58 || sep === 46 || sep === 44) && isDigit(text.charCodeAt(vAt))) {
    const v = number(cur, vAt);
    const after = v >= 0 && !label ? trailingLabel(text, cur.pos) : undefined;
    const close = after ? after.end : cur.pos;
    if (v >= 0 && text.charCodeAt(close) === (open === 40 ? 41 : 93) /* ) ] */) {
      out.pair = { chapter: c, verse: v, in: label?.numbering ?? after?.numbering };
      cur.pos = close + 1;
      return;
    }
  }
  cur.pos = save;
}

/**
 * Whether a numbered book's name (`1 Jn`, `2 Tim`, `3 Kings`) starts at `i`, a digit after a `;` or `,`: then the
 * list goes on with another book, and the number is not a chapter or verse of this one.
 */
export function numberedBookAt(text: string, i: number): boolean {
  return isDigit(text.charCodeAt(i)) && matchBooks(text, i).length > 0;
}

/**
 * A verse part directly after the number: one letter a-e (`28a`) or, as lectionaries print psalm verses, up to three
 * different ones (`3ab`, `4bc`, `3ac`, `2def`, and John 17:17's `17ba`), not the start of a word (`28 and`, `3abba`).
 * An `f` only right after an `e` (`2def`, `3ef`): elsewhere it is "and the next verse" (`28f`, `28ff`, `28af`:
 * readFollowing).
 */
function readPart(cur: Cursor): string | undefined {
  const { text, pos: i } = cur;
  let k = i;
  while (k - i < 3 && isPartLetter(text.charCodeAt(k), k > i && text.charCodeAt(k - 1) === 101) && !text.slice(i, k).includes(text[k]!)) k++;
  if (k === i || (isLetter(text.charCodeAt(k)) && !followingMarkAt(text, k))) return undefined;
  cur.pos = k;
  return text.slice(i, k);
}

/** `f` or `ff` ending a word at `k` (`28af`, `28aff`: the part, then "and what follows"). */
function followingMarkAt(text: string, k: number): boolean {
  if (text[k] !== 'f') return false;
  const after = text[k + 1] === 'f' ? k + 2 : k + 1;
  return !isLetter(text.charCodeAt(after));
}

/** a-e, and f when `afterE` (see readPart). */
const isPartLetter = (c: number, afterE: boolean) => c >= 97 && c <= (afterE ? 102 : 101);

const FOLLOWING = [['ff', 'ff'], ['sqq', 'ff'], ['seqq', 'ff'], ['f', 'f'], ['sq', 'f'], ['seq', 'f']] as const;

/**
 * `f`, `ff`, `sq.`, `sqq.` after a verse (also `, sqq.`), and `et seq.` (English style books' "and what follows",
 * `ff`); `cur.pos` after it when found.
 */
function readFollowing(cur: Cursor, i: number): 'f' | 'ff' | undefined {
  const { text } = cur;
  let k = text.charCodeAt(i) === 44 ? i + 1 : i; // `1:7, sqq.`
  if (text.charCodeAt(k) === 32) k++;
  let c = text.charCodeAt(k);
  let et = false;
  if (c === 101 /* e */ && wordAt(text, k, 'et') && text.charCodeAt(k + 2) === 32) {
    k += 3;
    c = text.charCodeAt(k);
    et = true;
  }
  if (c !== 115 && (c !== 102 || et)) return undefined; // f, s
  for (const [w, kind] of FOLLOWING) {
    if (wordAt(text, k, w)) {
      const end = k + w.length;
      cur.pos = text.charCodeAt(end) === 46 ? end + 1 : end;
      return et && w === 'seq' ? 'ff' : kind;
    }
  }
  return undefined;
}

export const range = (
  from: RawPoint,
  to: RawPoint | undefined,
  following: RawRange['following'],
  dual: number | undefined,
  pair?: RawRange['pair'],
  dualIn?: RawRange['dualIn'],
): RawRange => (pair ? { from, to, following, dual, pair } : dualIn ? { from, to, following, dual, dualIn } : { from, to, following, dual });

export function readRange(cur: Cursor, i: number, chapterOnly: boolean, inChapter?: number): RawRange | undefined {
  const { text } = cur;
  const out: PointExtras = { dual: undefined, dualIn: undefined, pair: undefined };
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
  const dualIn = out.dualIn;
  // `Ps 50:3 (51:1)` names one verse in two numberings; a range after it would be in neither for sure.
  if (out.pair) return range(from, undefined, undefined, dual, out.pair);
  if (from.verse !== undefined || cur.oneChapter) {
    const following = readFollowing(cur, j);
    if (following) return range(from, undefined, following, dual, undefined, dualIn);
  }
  let k = skipSpaces(text, j);
  cur.pos = j;
  if (!isDash(text.charCodeAt(k))) return range(from, undefined, undefined, dual, undefined, dualIn);
  k = skipSpaces(text, k + 1);
  // `1 Sam 31:13-2 Sam 1:1`: the number after the dash begins a book's name (a range into another book), not a
  // verse or chapter of this one.
  if (numberedBookAt(text, k)) {
    cur.pos = j;
    return range(from, undefined, undefined, dual, undefined, dualIn);
  }
  const n = number(cur, k);
  if (n < 0) {
    // `Matt. v. 1-vii. 29`: the end in Roman numerals too.
    const roman = cur.roman && from.verse !== undefined ? romanChapterAt(text, k) : undefined;
    const v = roman ? number(cur, roman.verseAt) : -1;
    if (v >= 0) return range(from, point(roman!.chapter, v, readPart(cur), k), undefined, dual, undefined, dualIn);
    cur.pos = j;
    return range(from, undefined, undefined, dual, undefined, dualIn);
  }
  const after = cur.pos;
  const sep = text.charCodeAt(after);
  const verseSep = sep === 58 || (sep === 46 && cur.style === 'dot') || (sep === 44 && cur.style === 'euro');
  if (verseSep && isDigit(text.charCodeAt(after + 1)) && from.verse !== undefined) {
    const v = number(cur, after + 1);
    if (v >= 0) return range(from, point(n, v, readPart(cur), k), undefined, dual, undefined, dualIn);
    cur.pos = j;
    return range(from, undefined, undefined, dual, undefined, dualIn);
  }
  // `Jn 3 : 16 - 4 : 2`, `Jn 3v16-4v2`: the end in the spaced or marked form the start was written in.
  const spaced = from.verse !== undefined && cur.style === 'anglo' && sep !== 58 ? spacedVerseAt(text, after) : -1;
  if (spaced >= 0) {
    const v = number(cur, spaced);
    if (v >= 0) return range(from, point(n, v, readPart(cur), k), undefined, dual, undefined, dualIn);
    cur.pos = after;
  }
  if (from.verse !== undefined) return range(from, point(from.chapter, n, readPart(cur), k), undefined, dual, undefined, dualIn);
  return range(from, point(n, undefined, undefined, k), undefined, dual, undefined, dualIn);
}

