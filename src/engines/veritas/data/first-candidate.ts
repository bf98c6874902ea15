import { foldText } from '../../../platform/text/fold-text.js';

/**
 * Where a snippet's first highlighted word can start, found by one native regular-expression search instead of
 * folding the text word by word (a Summa article is 5 KB; its first match may sit near the end). The pattern
 * matches, at the start of a word, any original spelling whose folded form starts with one of the given folded
 * prefixes: each ASCII letter also stands for the Latin letters that fold to it (`e` for `ë`), two letters for a
 * ligature (`ae` for `æ`). So every word the snippet would highlight (its folded form starts with the word, the
 * stem or the prefix searched) is a candidate; a candidate that is not a hit only costs a little more reading.
 */

const SINGLE = new Map<string, string>();
const DOUBLE = new Map<string, string>();
for (const [from, to] of [[0xc0, 0x24f], [0x1e00, 0x1eff], [0xfb00, 0xfb06]] as const) {
  for (let c = from; c <= to; c++) {
    const ch = String.fromCharCode(c);
    const f = foldText(ch);
    if (/^[a-z]$/.test(f)) SINGLE.set(f, (SINGLE.get(f) ?? '') + ch);
    else if (/^[a-z]{2}$/.test(f)) DOUBLE.set(f, (DOUBLE.get(f) ?? '') + ch);
  }
}
/** Ligatures by the letter their folded form starts with (`a` → `æ`), for a prefix that ends inside one. */
const STARTING = new Map<string, string>();
for (const [f, chars] of DOUBLE) STARTING.set(f[0]!, (STARTING.get(f[0]!) ?? '') + chars);

const letter = (c: string) => `[${c}${SINGLE.get(c) ?? ''}]`;

/** The pattern of one folded prefix, or null when it is not plain ASCII letters and digits (no shortcut then). */
function prefixPattern(s: string): string | null {
  if (!/^[a-z0-9]+$/.test(s)) return null;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const lig = i + 1 < s.length ? DOUBLE.get(s.slice(i, i + 2)) : undefined;
    if (lig) {
      out += `(?:${letter(s[i]!)}${letter(s[i + 1]!)}|[${lig}])`;
      i++;
    } else if (i === s.length - 1 && STARTING.has(s[i]!)) out += `(?:${letter(s[i]!)}|[${STARTING.get(s[i]!)}])`;
    else out += letter(s[i]!);
  }
  return out;
}

/** One global pattern (read with `lastIndex`) for a set of folded prefixes; null when one cannot be expressed. */
export function candidatePattern(prefixes: Iterable<string>): RegExp | null {
  const parts: string[] = [];
  for (const p of new Set(prefixes)) {
    const one = prefixPattern(p);
    if (one === null) return null;
    parts.push(one);
  }
  if (parts.length === 0) return null;
  // Not the `u` flag: compiling a Unicode-property pattern costs ~0.4 ms, more than the scan it saves. So a word
  // start is "not after an ASCII or Latin letter or digit", which admits a few more candidates (after a Greek
  // letter), never fewer.
  return new RegExp(`(?<![A-Za-z0-9\\u00C0-\\u024F\\u1E00-\\u1EFF])(?:${parts.join('|')})`, 'gi');
}
