/**
 * bm25's column weights per search table (docs/veritas.md "Search"), in FTS5's column order (schema.ts): a word of a
 * Summa title (its question's and its own) counts SUMMA_TITLE_WEIGHT times; bm25 saturating a word's frequency, that
 * alone does not put the article about a topic before long articles that say its words often, which the titles' own
 * bm25 does (title-table.ts). The other tables weigh each column 1 (FTS5's default). Whole numbers, so a
 * weighted frequency is still a whole number (the postings keep it in 16 bits) and sums exactly as FTS5's does.
 * The import (precomputed tops and pairs), the postings' scoring and the FTS5 fallback all read these.
 */
export const SUMMA_TITLE_WEIGHT = 10;

const WEIGHTS: Readonly<Record<string, readonly number[]>> = { fts_summa: [SUMMA_TITLE_WEIGHT, 1] };

/** The table's column weights, or undefined when every column weighs 1. */
export function columnWeights(table: string): readonly number[] | undefined {
  return WEIGHTS[table];
}

/** FTS5's rank expression for the table: `bm25(fts_summa, 10.0, 1.0)`, or `bm25(fts_drb)`. */
export function bm25Sql(table: string): string {
  const w = WEIGHTS[table];
  return w ? `bm25(${table}, ${w.map((x) => x.toFixed(1)).join(', ')})` : `bm25(${table})`;
}
