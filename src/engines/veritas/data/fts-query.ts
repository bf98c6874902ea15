import { foldText } from '../../../platform/text/fold-text.js';
import { quotePieces } from './search-quotes.js';
import { WORD } from './word-characters.js';

/** One term of a search: a word, a prefix (`bapt*`) or a phrase (`"bread of life"`), already folded. */
export interface SearchTerm {
  words: string[];
  prefix: boolean;
  /** The term as the user typed it (`Lord's*`, `"in the beg"*`), what a message about it names; a term made from
   * other text (a snippet's citation, the import's top words) has none. */
  typed?: string;
  /**
   * Other word lists that also satisfy the term, never prefixes: the modern forms an English table indexes for the
   * archaic words a prefix reaches (`believet*` also matches `believes`, which the index holds for `believeth`:
   * archaic-query.ts). Set only on a query rewritten for an English table.
   */
  alts?: string[][];
}

/** The most terms (words, phrases, prefixes) one search reads; a longer query is refused (docs/veritas.md "Search"). */
export const MAX_TERMS = 12;

export interface ParsedQuery {
  terms: SearchTerm[];
  /** The FTS5 MATCH expression: every term must match; each quoted, so FTS5 syntax typed by a user is plain text. */
  match: string;
}

/** A `:`, `.` or `,` between two digits, which joins them into one written number (`3:16`, `5,3`). */
const NUMBER_JOINER = /(?<=\p{N})[:.,](?=\p{N})/gu;

/**
 * Reads a user's search text: `"…"` is a phrase (where a quote opens and closes one: search-quotes.ts), a word
 * ending in `*` a prefix, anything else a word (stemmed by the English indexes). A phrase whose last word ends in `*` (`"in the beg*"`, or FTS5's `"in the beg"*`) ends in a
 * prefix: the `*` was dropped, so the phrase looked for the word `beg` and found nothing. Case, accents and the æ/œ
 * ligatures are folded as the indexes were (fold-text.ts), so `caelum` finds `cælum`. Null when nothing searchable
 * is left. Every term is read (a query of more than MAX_TERMS is the caller's to refuse: its 13th word was dropped,
 * so that hits lacking it were answered for "every word must match").
 */

export function parseSearch(q: string): ParsedQuery | null {
  const terms: SearchTerm[] = [];
  for (const piece of quotePieces(q)) {
    if (piece.phrase) {
      const words = foldText(piece.text).split(' ').filter(Boolean);
      if (words.length) terms.push({ words, prefix: /\*[\s"]*$/.test(piece.text) || piece.starred, typed: piece.typed });
      continue;
    }
    for (const raw of piece.text.split(/\s+/)) if (raw) wordTerms(raw, terms);
  }
  if (terms.length === 0) return null;
  return { terms, match: matchOf(terms) };
}

/** The terms of one space-separated word as typed (`St.Thomas`, `Lord's*`, `3:16`), pushed onto `terms`. */
function wordTerms(raw: string, terms: SearchTerm[]): void {
  const prefix = raw.endsWith('*');
  // `St.Thomas` folds to several words: each is its own term; only the last keeps the prefix mark. A word joined
  // by an apostrophe or a hyphen (`Lord's`, `only-begotten`), or numbers joined by `:`, `.` or `,` (`3:16`), is
  // one written word the index reads as several (`lord` `s`): it is a phrase, so that `lord's` finds "Lord's" and
  // not every record with an `s` somewhere (the lone `s` was marked in "John'<mark>s</mark>"), and `3:16` finds
  // "3:16", not a 3 and a 16 anywhere (`John 25:1`, no citation, marked every `Objection <mark>1</mark>`). Each
  // term keeps its text as typed (the joiners replaced one character for one, so offsets hold).
  const chunks: Array<{ words: string[]; typed: string }> = [];
  for (const m of raw.replace(NUMBER_JOINER, '-').matchAll(WORD)) {
    const words = foldText(m[0]).split(' ').filter(Boolean);
    if (words.length > 0) chunks.push({ words, typed: raw.slice(m.index, m.index + m[0].length) });
  }
  chunks.forEach(({ words, typed }, i) => {
    const last = prefix && i === chunks.length - 1;
    terms.push({ words, prefix: last, typed: last ? `${typed}*` : typed });
  });
}

/**
 * The FTS5 MATCH expression of the terms: every term must match; each quoted, so FTS5 syntax is plain text; a term
 * with alternatives matches any of them (`("believet"* OR "believes")`).
 */
export function matchOf(terms: readonly SearchTerm[]): string {
  return terms
    .map((t) => {
      const own = `"${t.words.join(' ')}"${t.prefix ? '*' : ''}`;
      return t.alts?.length ? `(${[own, ...t.alts.map((a) => `"${a.join(' ')}"`)].join(' OR ')})` : own;
    })
    .join(' AND ');
}
