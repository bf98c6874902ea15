/**
 * The word for a book's prologue where its chapter number would stand: Sirach and Lamentations carry a prologue,
 * served as chapter 0 (`Sir 0`), and it is cited by name as often (`Sir prologue`, `Ecclus. Prologue`, `Sir Prol.`,
 * the Clementine's heading `Prologus`). Looked for only after the name of a book that has one, when no chapter
 * number follows it (`John prologue` stays unread).
 */
import { type Cursor, type RawRange, numberedBookAt, number, point, range, readRange, spacedVerseAt } from './bible-points.js';
import { isDash, isDigit, isNameSpace, skipSpaces, wordAt } from './scan.js';

const WORDS = ['prologue', 'prologus', 'prol'] as const;

/** The offset after the word (and the dot of `prol.`) at `i`, or -1 when no such word starts there. */
export function prologueWordEnd(text: string, i: number): number {
  if ((text.charCodeAt(i) | 0x20) !== 112 /* p */) return -1;
  for (const w of WORDS) {
    if (!wordAt(text, i, w)) continue;
    const end = i + w.length;
    return w === 'prol' && text.charCodeAt(end) === 46 ? end + 1 : end;
  }
  return -1;
}

/**
 * The prologue named at `i` as chapter 0: alone (`Sir prologue`), to a chapter (`Sir prologue-2`), or with its
 * verses after a colon, a verse mark or a space (`Sir prologue:2`, `Sir prol. v. 2`, `Sir prologue 1-3`: no chapter
 * number can follow the word, so a number there is a verse). `cur.pos` after it; undefined when the word is not there.
 */
export function prologueRange(cur: Cursor, i: number): RawRange | undefined {
  const { text } = cur;
  const end = prologueWordEnd(text, i);
  if (end < 0) return undefined;
  const from = point(0, undefined, undefined, i);
  const dash = skipSpaces(text, end);
  if (isDash(text.charCodeAt(dash))) {
    const n = number(cur, skipSpaces(text, dash + 1));
    if (n >= 0) return range(from, point(n, undefined, undefined, dash + 1), undefined, undefined);
  }
  let at = text.charCodeAt(end) === 58 /* : */ ? skipSpaces(text, end + 1) : spacedVerseAt(text, end);
  if (at < 0) {
    at = end;
    while (isNameSpace(text.charCodeAt(at))) at++;
  }
  if (at > end && isDigit(text.charCodeAt(at)) && !numberedBookAt(text, at)) {
    cur.style ??= 'anglo';
    const r = readRange(cur, at, false, 0);
    if (r) return r;
  }
  cur.pos = end;
  return range(from, undefined, undefined, undefined);
}
