/**
 * Book names are matched by walking a trie of alias keys over the text itself, one character at a time, folding
 * case and ligatures and stepping over the spaces and dots inside a name (`1 Cor.`, `Cant. Cant.`): no regular
 * expressions, no substring copies, and the longest name that ends at a word boundary wins.
 */
import { type AliasTarget, BOOK_ALIASES, isWeakAlias } from './book-aliases.js';

interface Node {
  next: Map<number, Node>;
  target?: AliasTarget;
  weak?: boolean;
  key?: string;
}

const newNode = (): Node => ({ next: new Map() });
const root = newNode();
for (const [key, target] of BOOK_ALIASES) {
  let node = root;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    let n = node.next.get(c);
    if (!n) node.next.set(c, (n = newNode()));
    node = n;
  }
  node.target = target;
  node.weak = isWeakAlias(key);
  node.key = key;
}

export interface BookMatch {
  readonly target: AliasTarget;
  /** Offset just after the name (before any dot that ends an abbreviation). */
  readonly end: number;
  readonly weak: boolean;
  /** Whether the name as written began with a capital or a digit (free-text finding wants one). */
  readonly capital: boolean;
  readonly key: string;
}

export const isLetter = (c: number): boolean =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7);
export const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/** Lower-case ASCII code of a letter or digit, or the first letter of an unfolded ligature; -1 otherwise. */
function fold(c: number): number {
  if (c >= 65 && c <= 90) return c + 32;
  if ((c >= 97 && c <= 122) || isDigit(c)) return c;
  switch (c) {
    case 0xe6: case 0xc6: case 0x153: case 0x152: return -2; // æ, Æ, œ, Œ: two letters
    case 0xeb: case 0xe9: case 0xe8: case 0xcb: case 0xc9: return 101; // ë é è → e
    case 0xef: case 0xcf: return 105; // ï → i
    default: return -1;
  }
}

function step(node: Node, c: number, raw: number): Node | undefined {
  if (c !== -2) return node.next.get(c);
  const first = raw === 0xe6 || raw === 0xc6 ? 97 : 111; // a(e) or o(e)
  return node.next.get(first)?.next.get(101);
}

/**
 * The book names that start at `pos` (which must be a word start), longest first. A name must end at a word
 * boundary: the next character is not a letter.
 */
export function matchBooks(text: string, pos: number): BookMatch[] {
  const found: BookMatch[] = [];
  let node: Node | undefined = root;
  let i = pos;
  let separators = 0;
  const capital = !isLetter(text.charCodeAt(pos)) || (text.charCodeAt(pos) >= 65 && text.charCodeAt(pos) <= 90) ||
    text.charCodeAt(pos) === 0xc6;
  while (i < text.length && node) {
    const raw = text.charCodeAt(i);
    if ((raw === 32 || raw === 46 || raw === 0xa0) && i > pos) {
      if (++separators > 2) break;
      i++;
      continue;
    }
    const c = fold(raw);
    if (c === -1) break;
    node = step(node, c, raw);
    if (!node) break;
    separators = 0;
    i++;
    if (node.target && !isLetter(text.charCodeAt(i))) {
      found.push({ target: node.target, end: i, weak: node.weak ?? false, capital, key: node.key ?? '' });
    }
  }
  return found.reverse();
}
