/**
 * Tokens of a Summa citation: words (lower-cased), numbers and the punctuation that separates them. A citation
 * is short, so at most `MAX_TOKENS` are read from where one may start.
 */
import { isDash, isDigit, isLetter, isSpace } from './scan.js';

export interface Token {
  /** `w` word, `n` number, `p` punctuation. */
  readonly t: 'w' | 'n' | 'p';
  /** Word lower-cased; number's digits; punctuation character (dashes as `-`). */
  readonly v: string;
  readonly n: number;
  readonly at: number;
  readonly end: number;
  /** Spaces precede the token. */
  readonly spaced: boolean;
}

const MAX_TOKENS = 24;
const PUNCT = new Set([44, 46, 58, 59, 40, 41, 91, 93, 35]); // , . : ; ( ) [ ] #

export function tokenize(text: string, pos: number): Token[] {
  const out: Token[] = [];
  let i = pos;
  while (i < text.length && out.length < MAX_TOKENS) {
    const start = i;
    while (i < text.length && isSpace(text.charCodeAt(i))) i++;
    const spaced = i > start;
    if (i >= text.length) break;
    const c = text.charCodeAt(i);
    const at = i;
    if (isLetter(c)) {
      while (i < text.length && isLetter(text.charCodeAt(i))) i++;
      out.push({ t: 'w', v: text.slice(at, i).toLowerCase(), n: 0, at, end: i, spaced });
    } else if (isDigit(c)) {
      let n = 0;
      while (i < text.length && isDigit(text.charCodeAt(i))) n = n * 10 + text.charCodeAt(i++) - 48;
      if (i - at > 4) break;
      out.push({ t: 'n', v: text.slice(at, i), n, at, end: i, spaced });
    } else if (isDash(c) || PUNCT.has(c)) {
      i++;
      out.push({ t: 'p', v: isDash(c) ? '-' : text[at]!, n: 0, at, end: i, spaced });
    } else break;
  }
  return out;
}
