/**
 * Book names are matched by walking a trie of alias keys over the text itself, one character at a time, folding
 * case and ligatures and stepping over the spaces and dots inside a name (`1 Cor.`, `Cant. Cant.`): no regular
 * expressions, no substring copies, and the longest name that ends at a word boundary wins. The trie is a flat
 * transition table (36 symbols: a-z, 0-9), so a step is one array read.
 */
import { type AliasTarget, BOOK_ALIASES, isWeakAlias } from './book-aliases.js';
import { isLetter, isNameSpace } from './scan.js';

const SYMBOLS = 36;
const sym = (c: number): number => (c >= 97 && c <= 122 ? c - 97 : c >= 48 && c <= 57 ? c - 22 : -1);

const next: number[] = [];
const targets: (AliasTarget | undefined)[] = [];
const weak: boolean[] = [];
const keys: string[] = [];
function newNode(): number {
  for (let s = 0; s < SYMBOLS; s++) next.push(0);
  targets.push(undefined);
  weak.push(false);
  keys.push('');
  return targets.length - 1;
}
newNode(); // the root, node 0 (0 is also "no transition": nothing leads back to the root)
for (const [key, target] of BOOK_ALIASES) {
  let node = 0;
  for (let i = 0; i < key.length; i++) {
    const s = sym(key.charCodeAt(i));
    if (s < 0) throw new Error(`book alias key "${key}" has a character outside a-z, 0-9`);
    let n = next[node * SYMBOLS + s]!;
    if (!n) next[node * SYMBOLS + s] = n = newNode();
    node = n;
  }
  targets[node] = target;
  weak[node] = isWeakAlias(key);
  keys[node] = key;
}
const table = Int32Array.from(next);

export interface BookMatch {
  readonly target: AliasTarget;
  /** Offset just after the name (before any dot that ends an abbreviation). */
  readonly end: number;
  readonly weak: boolean;
  /** Whether the name as written began with a capital or a digit (free-text finding wants one). */
  readonly capital: boolean;
  readonly key: string;
}


/** The trie node after reading character `raw` from `node` (ligatures æ œ read as two letters); 0 if none. */
function step(node: number, raw: number): number {
  let c = raw;
  if (c >= 65 && c <= 90) c += 32;
  else if (c > 122) {
    switch (c) {
      case 0xe6: case 0xc6: return stepSym(stepSym(node, 0), 4); // æ → a e
      case 0x153: case 0x152: return stepSym(stepSym(node, 14), 4); // œ → o e
      case 0xeb: case 0xe9: case 0xe8: case 0xcb: case 0xc9: c = 101; break; // ë é è → e
      case 0xef: case 0xcf: c = 105; break; // ï → i
      default: return 0;
    }
  }
  const s = sym(c);
  return s < 0 ? 0 : table[node * SYMBOLS + s]!;
}
const stepSym = (node: number, s: number): number => (node ? table[node * SYMBOLS + s]! : 0);

/**
 * The book names that start at `pos` (which must be a word start), longest first. A name must end at a word
 * boundary: the next character is not a letter.
 */
export function matchBooks(text: string, pos: number): BookMatch[] {
  let found: BookMatch[] | undefined;
  let node = 0;
  let i = pos;
  let separators = 0;
  const first = text.charCodeAt(pos);
  const capital = !isLetter(first) || (first >= 65 && first <= 90) || first === 0xc6;
  while (i < text.length) {
    const raw = text.charCodeAt(i);
    if ((raw === 46 || isNameSpace(raw)) && i > pos) {
      if (++separators > 2) break;
      i++;
      continue;
    }
    node = step(node, raw);
    if (!node) break;
    separators = 0;
    i++;
    const target = targets[node];
    if (target && !isLetter(text.charCodeAt(i))) {
      (found ??= []).unshift({ target, end: i, weak: weak[node]!, capital, key: keys[node]! });
    }
  }
  return found ?? NONE;
}
const NONE: BookMatch[] = [];
