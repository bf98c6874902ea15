import { foldText } from '../../../platform/text/fold-text.js';

/** One term of a search: a word, a prefix (`bapt*`) or a phrase (`"bread of life"`), already folded. */
export interface SearchTerm {
  words: string[];
  prefix: boolean;
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

/**
 * Reads a user's search text: `"…"` is a phrase, a word ending in `*` a prefix, anything else a word (stemmed by
 * the English indexes). A phrase whose last word ends in `*` (`"in the beg*"`, or FTS5's `"in the beg"*`) ends in a
 * prefix: the `*` was dropped, so the phrase looked for the word `beg` and found nothing. Case, accents and the æ/œ
 * ligatures are folded as the indexes were (fold-text.ts), so `caelum` finds `cælum`. Null when nothing searchable
 * is left. Every term is read (a query of more than MAX_TERMS is the caller's to refuse: its 13th word was dropped,
 * so that hits lacking it were answered for "every word must match").
 */
/** What separates a word's terms: anything but a letter, digit, combining mark, apostrophe or hyphen. */
const SEPARATOR = /[^\p{L}\p{N}\p{M}'\u2019\u02bc\u2010\u2011-]+/u;
/** A `:`, `.` or `,` between two digits, which joins them into one written number (`3:16`, `5,3`). */
const NUMBER_JOINER = /(?<=\p{N})[:.,](?=\p{N})/gu;

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
    // `St.Thomas` folds to several words: each is its own term; only the last keeps the prefix mark. A word joined
    // by an apostrophe or a hyphen (`Lord's`, `only-begotten`), or numbers joined by `:`, `.` or `,` (`3:16`), is
    // one written word the index reads as several (`lord` `s`): it is a phrase, so that `lord's` finds "Lord's" and
    // not every record with an `s` somewhere (the lone `s` was marked in "John'<mark>s</mark>"), and `3:16` finds
    // "3:16", not a 3 and a 16 anywhere (`John 25:1`, no citation, marked every `Objection <mark>1</mark>`).
    const chunks = raw
      .replace(NUMBER_JOINER, '-')
      .split(SEPARATOR).map((c) => foldText(c).split(' ').filter(Boolean)).filter((words) => words.length > 0);
    chunks.forEach((words, i) => terms.push({ words, prefix: prefix && i === chunks.length - 1 }));
  }
  if (terms.length === 0) return null;
  return { terms, match: matchOf(terms) };
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
