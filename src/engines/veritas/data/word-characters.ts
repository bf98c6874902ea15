/**
 * What a written word of a search is made of: letters, digits, combining marks, apostrophes (`'`, `’`, `ʼ`) and
 * hyphens (`‐`, `‑`, `-`); anything else separates words. fts-query.ts reads a word as a run of them, and
 * search-quotes.ts reads a quote followed by one as inside a word (it closes no phrase): one rule for both.
 */
export const WORD_CHARACTER = /[\p{L}\p{N}\p{M}'\u2019\u02bc\u2010\u2011-]/u;

/** One written word. Global, for `matchAll` (which reads a copy, so no `lastIndex` is shared). */
export const WORD = new RegExp(`${WORD_CHARACTER.source}+`, 'gu');
