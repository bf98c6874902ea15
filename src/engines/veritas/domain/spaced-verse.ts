/**
 * `John 3 16`, `Jn 3 16-18`, `Rom v 12`: chapter and verse set apart by a space alone, as a search box is typed.
 * Read only when that is the whole lone citation (one book, one chapter, then the verse or verse range and nothing
 * after), where no other reading is left: a comma, `and` or `;` would list chapters (`Ps 23 and 24`). Never in free
 * text ("in John 3 16 people"). Looked for only once the citation has failed to read.
 */
import type { RawGroup } from './bible-points.js';
import { isDash, isDigit, isNameSpace, skipSpaces } from './scan.js';

/** The group with its verse, or undefined; `end` of the result is after the verse (or the range's end). */
export function spacedVerseGroup(text: string, g: RawGroup): RawGroup | undefined {
  const only = g.ranges.length === 1 ? g.ranges[0]! : undefined;
  if (!only || only.to || only.from.verse !== undefined || only.dual !== undefined || g.book.target.oneChapter || g.osisForm) return undefined;
  let k = g.end;
  while (isNameSpace(text.charCodeAt(k))) k++;
  const from = digitsAt(text, k);
  if (k === g.end || !from) return undefined;
  const chapter = only.from.chapter;
  const start = { chapter, verse: from.n, part: undefined, at: k };
  const d = skipSpaces(text, from.end);
  const to = isDash(text.charCodeAt(d)) ? digitsAt(text, skipSpaces(text, d + 1)) : undefined;
  const range = { from: start, to: to && { chapter, verse: to.n, part: undefined, at: to.at }, following: undefined, dual: undefined };
  return { ...g, ranges: [range], end: to ? to.end : from.end };
}

function digitsAt(text: string, i: number): { n: number; at: number; end: number } | undefined {
  let j = i;
  let n = 0;
  while (isDigit(text.charCodeAt(j)) && j - i < 3) n = n * 10 + text.charCodeAt(j++) - 48;
  return j > i && !isDigit(text.charCodeAt(j)) ? { n, at: i, end: j } : undefined;
}
