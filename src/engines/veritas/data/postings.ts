import { columnWeights } from './column-weights.js';
import type { VeritasDb } from './veritas-db.js';

/** FTS5's bm25 constants (sqlite/ext/fts5/fts5_aux.c, fts5Bm25Function). */
export const K1 = 1.2;
export const B = 0.75;

/** One term's postings in one table (refinery/veritas/search-postings.ts): its docs ascending, how often, where. */
export interface TermPostings {
  docs: Uint16Array;
  freqs: Uint16Array;
  /** Per doc, what bm25 counts: each position weighted by its column (column-weights.ts); `freqs` where all weigh 1. */
  weighted: Uint16Array;
  positions: Uint16Array;
  /** Where each doc's positions start in `positions` (and, last, their end); made on first need (phrases). */
  starts?: Int32Array;
}

/** One search table's postings, read from the dataset as queries first need them and kept for the process. */
export interface TablePostings {
  /** Records in the table (bm25's N). */
  rows: number;
  /** Doc → rowid, ascending. */
  rowids: Int32Array;
  /** Doc → `k1 * (1 - b + b * D / avgdl)`, the part of bm25's denominator that depends on the record alone. */
  norm: Float64Array;
  /** Positions are `offset * ncol + column`. */
  ncol: number;
  /** Per column, its bm25 weight (column-weights.ts), and whether any is not 1. */
  weights: Uint16Array;
  weighted: boolean;
  /** Two words each found this often in the table have their phrase precomputed (search_pairs). */
  pairMin: number;
  terms: Map<string, TermPostings | null>;
  pairs: Map<string, PairPostings>;
}

/**
 * A precomputed two-word phrase (refinery/veritas/search-pairs.ts): its docs and how often it stands in each, each
 * instance weighted by its column as bm25 counts it.
 */
export interface PairPostings {
  docs: Uint16Array;
  freqs: Uint16Array;
}

const tables = new WeakMap<object, Map<string, TablePostings | null>>();

/**
 * Terms (and pairs) kept per table, least recently used dropped first: bounds the memory of a process that is asked
 * every word of the Vulgate (46,000 terms) while the frequent ones, the costliest to read, stay.
 */
const KEPT = 4096;

/** `map.get(key)`, marked as most recently used. */
function recall<V>(map: Map<string, V>, key: string): V | undefined {
  const v = map.get(key);
  if (v !== undefined) {
    map.delete(key);
    map.set(key, v);
  }
  return v;
}

function keep<V>(map: Map<string, V>, key: string, v: V): V {
  map.set(key, v);
  if (map.size > KEPT) map.delete(map.keys().next().value!);
  return v;
}

/** A blob's bytes as a Uint16Array: a view where the Buffer is aligned, else a copy. */
function u16(buf: Buffer): Uint16Array {
  if (buf.byteOffset % 2 === 0) return new Uint16Array(buf.buffer, buf.byteOffset, buf.byteLength / 2);
  const out = new Uint16Array(buf.byteLength / 2);
  new Uint8Array(out.buffer).set(buf);
  return out;
}

function i32(buf: Buffer): Int32Array {
  const out = new Int32Array(buf.byteLength / 4);
  new Uint8Array(out.buffer).set(buf);
  return out;
}

/** A table's postings, or null when the dataset has none for it (built before them, or too large for 16 bits). */
export function tablePostings(db: VeritasDb, table: string): TablePostings | null {
  const st = db.searchPostings;
  if (!st) return null;
  let byTable = tables.get(db);
  if (!byTable) tables.set(db, (byTable = new Map()));
  let t = byTable.get(table);
  if (t !== undefined) return t;
  const row = st.docs.get(table);
  t = null;
  if (row) {
    const rowids = i32(row.rowids);
    const lens = i32(row.lens);
    // FTS5's avgdl is the table's total token count over its row count; the expression below is FTS5's, operation
    // for operation, so the scores agree to the last bit but for the idf's logarithm.
    const avgdl = row.tokens / rowids.length;
    const norm = new Float64Array(rowids.length);
    for (let i = 0; i < lens.length; i++) norm[i] = K1 * (1 - B + (B * lens[i]!) / avgdl);
    const weights = Uint16Array.from(columnWeights(table) ?? Array.from({ length: row.ncol }, () => 1));
    t = { rows: rowids.length, rowids, norm, ncol: row.ncol, weights, weighted: weights.some((w) => w !== 1), pairMin: row.pair_min, terms: new Map(), pairs: new Map() };
  }
  byTable.set(table, t);
  return t;
}

/** A term's postings in a table, or null when no record of the table holds it. */
export function termPostings(db: VeritasDb, table: string, t: TablePostings, term: string): TermPostings | null {
  const p = recall(t.terms, term);
  if (p !== undefined) return p;
  const row = db.searchPostings!.term.get(table, term);
  if (!row) return keep(t.terms, term, null);
  const all = u16(row.data);
  const n = row.docs;
  const freqs = all.subarray(n, 2 * n);
  const positions = all.subarray(2 * n);
  const weighted = t.weighted ? weightedFreqs(freqs, positions, t.weights) : freqs;
  return keep(t.terms, term, { docs: all.subarray(0, n), freqs, weighted, positions });
}

/**
 * Per doc, the sum of its positions' column weights (a position's column is `position % ncol`), as FTS5's bm25 sums
 * the weight of each instance's column. The import checks the sums fit 16 bits (search-postings.ts).
 */
function weightedFreqs(freqs: Uint16Array, positions: Uint16Array, weights: Uint16Array): Uint16Array {
  const out = new Uint16Array(freqs.length);
  const ncol = weights.length;
  let j = 0;
  for (let i = 0; i < freqs.length; i++) {
    let f = 0;
    for (const end = j + freqs[i]!; j < end; j++) f += weights[positions[j]! % ncol]!;
    out[i] = f;
  }
  return out;
}

/** Whether the phrase of two terms is precomputed: both are frequent in the table. */
export function pairKept(t: TablePostings, a: TermPostings, b: TermPostings): boolean {
  return a.positions.length >= t.pairMin && b.positions.length >= t.pairMin;
}

/** The precomputed phrase of two frequent terms (pairKept); no docs when they never stand in a row. */
export function pairPostings(db: VeritasDb, table: string, t: TablePostings, a: string, b: string): PairPostings {
  const key = `${a} ${b}`;
  const p = recall(t.pairs, key);
  if (p) return p;
  const row = db.searchPostings!.pair.get(table, a, b);
  const all = row ? u16(row.data) : new Uint16Array(0);
  const n = row?.docs ?? 0;
  return keep(t.pairs, key, { docs: all.subarray(0, n), freqs: all.subarray(n, 2 * n) });
}

/** `p.starts`, made once. */
export function positionStarts(p: TermPostings): Int32Array {
  if (p.starts) return p.starts;
  const starts = new Int32Array(p.docs.length + 1);
  for (let i = 0; i < p.docs.length; i++) starts[i + 1] = starts[i]! + p.freqs[i]!;
  return (p.starts = starts);
}
