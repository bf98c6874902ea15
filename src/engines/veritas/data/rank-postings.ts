import type { PhraseDocs } from './phrase-docs.js';
import type { TablePostings } from './postings.js';
import { type DocFilter, type Scored, scoreMany, scoreOne, scoreTwo } from './score-matches.js';

export type Row = { id: number; score: number };

/** At most this many best hits are kept by insertion while scanning; a deeper page sorts every match. */
const INSERTION_MAX = 64;

/** FTS5's idf (fts5_aux.c): log((N - n + 0.5) / (n + 0.5)), at least 1e-6 so a very common phrase still counts. */
export function idf(rows: number, n: number): number {
  const v = Math.log((rows - n + 0.5) / (n + 0.5));
  return v <= 0 ? 1e-6 : v;
}

/**
 * The `want` best of `n` scores (lower first, FTS5's bm25 being negative), ties by position (= rowid order), as
 * positions: a sorted buffer that most scores fail to enter at its first comparison.
 */
function best(scores: Float64Array, n: number, want: number): Int32Array {
  const at = new Int32Array(want);
  const val = new Float64Array(want);
  let k = 0;
  for (let c = 0; c < n; c++) {
    const s = scores[c]!;
    if (k === want && s >= val[want - 1]!) continue;
    let i = k < want ? k++ : want - 1;
    while (i > 0 && val[i - 1]! > s) {
      val[i] = val[i - 1]!;
      at[i] = at[i - 1]!;
      i--;
    }
    val[i] = s;
    at[i] = c;
  }
  return at.subarray(0, k);
}

function scored(t: TablePostings, phrases: PhraseDocs[], filter: DocFilter): Scored {
  const w = phrases.map((p) => idf(t.rows, p.docs.length));
  const [a, b] = phrases;
  if (phrases.length === 1) return scoreOne(a!.docs, a!.freqs, w[0]!, t.norm, filter);
  if (phrases.length === 2) return scoreTwo(a!.docs, a!.freqs, w[0]!, b!.docs, b!.freqs, w[1]!, t.norm, filter);
  return scoreMany(phrases, w, t.norm, filter);
}

/**
 * The records holding every phrase, within the filter, with FTS5's bm25 (its formula, constants and the table's
 * column weights, column-weights.ts, already in the phrases' frequencies; the idf of each phrase over the whole table, as FTS5 computes it whatever the WHERE clause), and their
 * exact count: by relevance the `want` best (ties by rowid), or in canonical (rowid) order the first `want`.
 * `titles`: per doc, its title's own bm25 (title-table.ts), added to its score as the FTS5 path adds it.
 */
export function rankPhrases(t: TablePostings, phrases: PhraseDocs[], filter: DocFilter, sort: 'relevance' | 'canonical', want: number, titles: Float64Array | null = null): { rows: Row[]; count: number } {
  const { docs, scores, n } = scored(t, phrases, filter);
  if (titles !== null) for (let c = 0; c < n; c++) scores[c] = scores[c]! + titles[docs[c]!]!;
  const row = (c: number): Row => ({ id: t.rowids[docs[c]!]!, score: scores[c]! });
  if (sort === 'canonical') return { rows: Array.from({ length: Math.min(n, want) }, (_, c) => row(c)), count: n };
  if (want > INSERTION_MAX) {
    const rows = Array.from({ length: n }, (_, c) => row(c));
    return { rows: rows.sort((x, y) => x.score - y.score || x.id - y.id).slice(0, want), count: n };
  }
  return { rows: Array.from(best(scores, n, want), row), count: n };
}
