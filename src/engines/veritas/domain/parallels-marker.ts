/**
 * `par.`, `parr.`, `and parallels`, `& par.`, `&par.`, `et par.`, `(par.)` after a Scripture citation
 * (`Mt 5:3-12 par.`, `Lk 6:20 par`, `2 Sam 7:12-16 par.`): "and the parallel passages", the other Synoptic Gospels'
 * telling or the Chronicler's of Samuel-Kings. A lone citation (`resolve`, `passage`) accepts the marker and
 * answers the passage written: the answer has no field for it (and Lumen no table of parallels), so it is
 * accepted and left out of the answer's `text`, as a closing full stop is. It was 400 "could not read "par."".
 */
import { isLetter, skipSpaces, wordAt } from './scan.js';

/** Longest first: `parr` is no `par` followed by a letter. */
const MARKERS = ['parallels', 'parallel', 'parr', 'par'] as const;
const JOINS = ['and', 'et', 'with'] as const;

/** Whether a marker may start with character `c` (after spaces): a cheap test before `parallelsEnd`. */
export const mayStartParallels = (c: number): boolean => {
  const l = c | 0x20;
  return l === 112 /* p */ || l === 97 /* a */ || l === 101 /* e */ || l === 119 /* w */ || c === 38 || c === 43 || c === 40 || c === 91;
};

/** Where a parallels marker at `i` (after spaces) ends; -1 when none is there. */
export function parallelsEnd(text: string, i: number): number {
  let k = skipSpaces(text, i);
  const open = text.charCodeAt(k);
  const bracket = open === 40 /* ( */ || open === 91; /* [ */
  if (bracket) k = skipSpaces(text, k + 1);
  const c = text.charCodeAt(k);
  if (c === 38 /* & */ || c === 43 /* + */) k = skipSpaces(text, k + 1);
  else if (isLetter(c)) {
    for (const w of JOINS) {
      if (wordAt(text, k, w)) {
        k = skipSpaces(text, k + w.length);
        break;
      }
    }
  }
  for (const m of MARKERS) {
    if (!wordAt(text, k, m)) continue;
    let e = k + m.length;
    if (text.charCodeAt(e) === 46) e++;
    if (!bracket) return e;
    e = skipSpaces(text, e);
    return text.charCodeAt(e) === (open === 40 ? 41 : 93) ? e + 1 : -1;
  }
  return -1;
}
