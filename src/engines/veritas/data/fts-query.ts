import { foldText } from '../../../platform/text/fold-text.js';

/** One term of a search: a word, a prefix (`bapt*`) or a phrase (`"bread of life"`), already folded. */
export interface SearchTerm {
  words: string[];
  prefix: boolean;
}

/** The most terms (words, phrases, prefixes) one search reads; a longer query is refused (docs/veritas.md "Search"). */
export const MAX_TERMS = 12;

export interface ParsedQuery {
  terms: SearchTerm[];
  /** The FTS5 MATCH expression: every term must match; each quoted, so FTS5 syntax typed by a user is plain text. */
  match: string;
}

/**
 * Reads a user's search text: `"…"` is a phrase, a word ending in `*` a prefix, anything else a word (stemmed by
 * the English indexes). A phrase whose last word ends in `*` (`"in the beg*"`, or FTS5's `"in the beg"*`) ends in a
 * prefix: the `*` was dropped, so the phrase looked for the word `beg` and found nothing. Case, accents and the æ/œ
 * ligatures are folded as the indexes were (fold-text.ts), so `caelum` finds `cælum`. Null when nothing searchable
 * is left. Every term is read (a query of more than MAX_TERMS is the caller's to refuse: its 13th word was dropped,
 * so that hits lacking it were answered for "every word must match").
 */
export function parseSearch(q: string): ParsedQuery | null {
  const terms: SearchTerm[] = [];
  const re = /"([^"]*)("\*?)?|(\S+)/g;
  for (let m = re.exec(q); m; m = re.exec(q)) {
    if (m[1] !== undefined) {
      const words = foldText(m[1]).split(' ').filter(Boolean);
      if (words.length) terms.push({ words, prefix: /\*\s*$/.test(m[1]) || m[2] === '"*' });
      continue;
    }
    const raw = m[3]!;
    const prefix = raw.endsWith('*');
    const words = foldText(raw).split(' ').filter(Boolean);
    // `St.Thomas` or `Jn3` fold to several words: each is its own term; only the last keeps the prefix mark.
    words.forEach((w, i) => terms.push({ words: [w], prefix: prefix && i === words.length - 1 }));
  }
  if (terms.length === 0) return null;
  return { terms, match: matchOf(terms) };
}

/** The FTS5 MATCH expression of the terms: every term must match; each quoted, so FTS5 syntax is plain text. */
export function matchOf(terms: readonly SearchTerm[]): string {
  return terms.map((t) => `"${t.words.join(' ')}"${t.prefix ? '*' : ''}`).join(' AND ');
}
