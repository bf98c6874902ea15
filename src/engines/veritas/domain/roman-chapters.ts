/**
 * Chapters in Roman numerals, as older books print them: `Matt. v. 3`, `Mt. V. 3`, `John iii. 16`, `Ps. cxviii.
 * 105`, `1 Cor. xi. 23-26`. Here read only with the verse after them (a separator, then an Arabic number), so a
 * numeral stands for a chapter only where nothing else can be meant; a chapter alone (`Ps xxii`) is read only in a
 * lone citation (roman-chapters-alone.ts). `c.` alone is the chapter mark (caput).
 */
import { isDigit, isLetter, isNameSpace } from './scan.js';

const VALUES: Readonly<Record<string, number>> = { i: 1, v: 5, x: 10, l: 50, c: 100 };
const LARGEST = 199;

/** The numeral's value, written as Roman numerals are (`iv`, not `iiii`), or -1. */
function romanValue(s: string): number {
  let n = 0;
  for (let k = 0; k < s.length; k++) {
    const v = VALUES[s[k]!]!;
    const next = k + 1 < s.length ? VALUES[s[k + 1]!]! : 0;
    n += v < next ? -v : v;
  }
  return n > 0 && n <= LARGEST && toRoman(n) === s ? n : -1;
}

const DIGITS: ReadonlyArray<[number, string]> = [[100, 'c'], [90, 'xc'], [50, 'l'], [40, 'xl'], [10, 'x'], [9, 'ix'], [5, 'v'], [4, 'iv'], [1, 'i']];

function toRoman(n: number): string {
  let s = '';
  for (const [v, r] of DIGITS) {
    while (n >= v) {
      s += r;
      n -= v;
    }
  }
  return s;
}

/** The Roman numeral at `i`, all lower or all upper case: its letters folded to lower case and where it ends. */
function numeralAt(text: string, i: number): { s: string; end: number } {
  const upper = text.charCodeAt(i) < 97;
  let j = i;
  let s = '';
  while (j < text.length && j - i < 9) {
    const x = text.charCodeAt(j);
    const lower = upper ? x + 32 : x;
    if ((upper ? x < 65 || x > 90 : x < 97 || x > 122) || VALUES[String.fromCharCode(lower)] === undefined) break;
    s += String.fromCharCode(lower);
    j++;
  }
  return { s, end: j };
}

/**
 * A Roman chapter at `i` followed by its verse (`v. 3`, `V, 3`, `iii: 16`): the chapter and where the verse
 * number starts; undefined otherwise. The numeral is all lower case or all upper case.
 */
export function romanChapterAt(text: string, i: number): { chapter: number; verseAt: number } | undefined {
  const { s, end: j } = numeralAt(text, i);
  // `c.` alone is the chapter mark (caput: `Jn c. 3 v. 16`), never Psalm 100.
  if (!s || s === 'c' || isLetter(text.charCodeAt(j))) return undefined;
  const sep = text.charCodeAt(j);
  if (sep !== 46 && sep !== 44 && sep !== 58) return undefined;
  let k = j + 1;
  while (isNameSpace(text.charCodeAt(k))) k++;
  if (!isDigit(text.charCodeAt(k))) return undefined;
  const chapter = romanValue(s);
  return chapter < 0 ? undefined : { chapter, verseAt: k };
}

/**
 * A Roman numeral standing alone at `i` (`xxii`, `LIII`, `v`): a whole word, no letter or digit after it. Its value
 * and where it ends; undefined otherwise. The caller decides where a chapter alone may be meant (roman-chapters-alone.ts).
 */
export function romanNumeralAt(text: string, i: number): { value: number; end: number } | undefined {
  const { s, end } = numeralAt(text, i);
  if (!s) return undefined;
  const after = text.charCodeAt(end);
  if (isLetter(after) || isDigit(after)) return undefined;
  const value = romanValue(s);
  return value < 0 ? undefined : { value, end };
}
