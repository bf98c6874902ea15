/**
 * `Esdras II 8:10`, `Esdrae I 1:1`, `Machabees II 12:46`, `Samuel I 17:4`: a book numbered the Latin way, its Roman
 * numeral after the name (`Esdrae II` is the Clementine's second book of Esdras, the Douay's 2 Esdras, Nehemiah),
 * with a chapter after it. The numeral right after the name is read as a chapter first (`John ii 3` is John 2:3,
 * roman-chapters-alone.ts), so with `8:10` after it the citation was 400 "could not read "8:10" after the
 * citation". Only when that first reading fails is the numeral read before the name (`II Esdras 8:10`), and only a
 * reading that succeeds is kept: the swap keeps every offset (name, space and numeral trade places), and the
 * answer's `text` is the citation as written.
 */
import type { Answer } from './citation.js';

const POSTFIX = /^(\s*)(\p{L}+)(\s+)(i{1,3}|iv)(?=\s+\d)/iu;
/** After the numeral, a chapter and verse (`8:10`, `8.10`, `8,10`): the numeral cannot be the chapter too. */
const CHAPTER_VERSE = /^\s+\d+\s*[:.,]\s*\d/;

/**
 * The citation with its Roman numeral moved before the book name, or undefined when it has none after it. Where
 * the name alone is a book (`John ii 3ff` may be John 2:3ff), only when a chapter and verse follow the numeral.
 */
export function numeralFirst(input: string, nameIsBook: boolean): string | undefined {
  const m = POSTFIX.exec(input);
  if (!m) return undefined;
  if (nameIsBook && !CHAPTER_VERSE.test(input.slice(m[0].length))) return undefined;
  const [all, lead, name, space, numeral] = m as unknown as [string, string, string, string, string];
  return `${lead}${numeral}${space}${name}${input.slice(all.length)}`;
}

/** An answer read from the swapped text, with the text as written (its alternatives too). */
export function asWritten(a: Answer, input: string): Answer {
  return { ...a, text: input.slice(a.start, a.end), alternatives: a.alternatives.map((x) => asWritten(x, input)) };
}
