import type { ParsedQuery } from './fts-query.js';
import type { SearchSource } from './search-sources.js';
import type { VeritasDb } from './veritas-db.js';

/** A frequent term's precomputed answer in one table: how many records hold it, and its best records by bm25. */
export interface TopHits {
  docs: number;
  /** Best first, ties by rowid (refinery/veritas/search-top.ts). */
  rows: Array<{ id: number; score: number }>;
}

/**
 * The precomputed answer of a one-word query in one unfiltered table, or undefined when the query, the source or
 * the dataset does not qualify (a phrase, a prefix, several words, a filter, a word under the frequency threshold,
 * or a dataset imported before the precomputation): the caller then asks FTS5.
 */
export function topHits(db: VeritasDb, q: ParsedQuery, s: SearchSource): TopHits | undefined {
  const pre = db.searchTop;
  if (!pre || !s.whole || q.terms.length !== 1) return undefined;
  const t = q.terms[0]!;
  if (t.prefix || t.words.length !== 1) return undefined;
  const word = t.words[0]!;
  // The Latin table indexes folded words as they are; the English tables index porter stems.
  const term = s.stemmed ? pre.stem.get(word)?.stem : word;
  if (term === undefined) return undefined;
  const row = pre.top.get(s.table, term);
  if (!row) return undefined;
  const rows: TopHits['rows'] = [];
  for (let at = 0; at < row.hits.length; at += 16) rows.push({ id: row.hits.readDoubleLE(at), score: row.hits.readDoubleLE(at + 8) });
  return { docs: row.docs, rows };
}
