/** Small character-level readers shared by the Bible and Summa parsers: positions in, positions out. */
export const isLetter = (c: number): boolean =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7);
export const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/** Spaces, tabs, line breaks, and the typographic spaces citations are set with (no-break, thin, narrow no-break). */
export const isSpace = (c: number): boolean =>
  c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0 || c === 0x202f || (c >= 0x2000 && c <= 0x200a) || isInvisible(c);

/** A zero-width space, word joiner or byte-order mark, which text copied from a web page or a word processor carries
 * unseen: `\u200bJohn 3:16` was "no book of the Bible is called "\u200bJohn"", the message showing nothing amiss. */
const isInvisible = (c: number): boolean => c === 0x200b || c === 0x2060 || c === 0xfeff;

/** A space inside a book name (`1 Cor`, `1\u00a0Cor`, `1\u2009Cor`): no tab or line break. */
export const isNameSpace = (c: number): boolean => c === 32 || c === 0xa0 || c === 0x202f || (c >= 0x2000 && c <= 0x200a);

/** En dash, em dash, hyphen, non-breaking hyphen, figure dash, minus. */
export const isDash = (c: number): boolean =>
  c === 45 || c === 0x2013 || c === 0x2014 || c === 0x2011 || c === 0x2010 || c === 0x2012 || c === 0x2212;

export function skipSpaces(text: string, i: number): number {
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

/** Whether the text at `i` starts with `word` (ASCII, case-insensitive) and ends there at a word boundary. */
export function wordAt(text: string, i: number, word: string): boolean {
  if (i + word.length > text.length) return false;
  for (let k = 0; k < word.length; k++) {
    if ((text.charCodeAt(i + k) | 0x20) !== word.charCodeAt(k)) return false;
  }
  return !isLetter(text.charCodeAt(i + word.length));
}

/** Whether `i` is the start of a word (the previous character is no letter or digit). */
export function atWordStart(text: string, i: number): boolean {
  if (i === 0) return true;
  const p = text.charCodeAt(i - 1);
  return !isLetter(p) && !isDigit(p);
}
