import { columnWeights } from '../../engines/veritas/data/column-weights.js';
import type { SqliteHandle } from '../../platform/storage/sqlite-driver.js';
import { PAIR_MIN, type TermBuffer, frequentPairs } from './search-pairs.js';

/**
 * Postings of every search table, for ranking outside FTS5 (docs/veritas.md "Search"): FTS5's bm25 walks every
 * match of every phrase of a query (its idf counts them), which for frequent words (`and the`, `"of the"`) is
 * 10-45 ms. The import reads each table's own index back through fts5vocab (so tokens and porter stems are SQLite's)
 * and keeps, per table, its records and their lengths in tokens (`search_docs`), and per term the records holding it,
 * how often, and where (`search_postings`); the engine intersects them and computes bm25 as FTS5 does.
 *
 * `search_docs.rowids`: the table's rowids ascending (Int32 LE); a record is named by its index there (its "doc").
 * `search_docs.lens`: each record's token count over all its columns (Int32 LE), the `D` of bm25.
 * `search_postings.data`: Uint16 LE, `docs` doc indexes ascending, then `docs` term frequencies, then every
 * position, per doc ascending, each `offset * ncol + column`, so the next token of the same column is `+ ncol`.
 * The engine weighs each position by its column (column-weights.ts) as bm25 does; `search_pairs` counts are weighted.
 * A table whose records, positions or weighted frequencies do not fit 16 bits gets no postings (the engine asks FTS5).
 * `search_pairs` (search-pairs.ts): two-word phrases of words found at least `search_docs.pair_min` times.
 */
export const SEARCH_POSTINGS_SCHEMA = `
create table search_docs (tbl text primary key, ncol integer not null, tokens integer not null, rowids blob not null, lens blob not null,
  pair_min integer not null) without rowid;
create table search_postings (tbl text not null, term text not null, docs integer not null, data blob not null, primary key (tbl, term)) without rowid;
create table search_pairs (tbl text not null, first text not null, second text not null, docs integer not null, data blob not null,
  primary key (tbl, first, second)) without rowid;
`;

const U16 = 0xffff;

/** A column-size record of FTS5's `_docsize` table: one SQLite varint (7 bits a byte, high bits first) a column. */
function docLength(sz: Buffer): number {
  let total = 0;
  let v = 0;
  for (const b of sz) {
    v = v * 128 + (b & 0x7f);
    if (!(b & 0x80)) {
      total += v;
      v = 0;
    }
  }
  return total;
}

function packTerm(t: TermBuffer): Buffer {
  const n = t.docs.length;
  const total = t.freqs.reduce((a, b) => a + b, 0);
  const out = new Uint16Array(2 * n + total);
  out.set(t.docs, 0);
  out.set(t.freqs, n);
  let at = 2 * n;
  for (const p of t.positions) {
    out.set(p, at);
    // Two columns interleave (offset * 2 + column): a record's positions are then sorted, one column's already are.
    if (p.length > 1 && p.some((x, i) => i > 0 && x < p[i - 1]!)) out.subarray(at, at + p.length).sort();
    at += p.length;
  }
  return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
}

/** A table's postings read back from FTS5's instances (term, rowid, column, offset); null past 16 bits. */
function walkInstances(db: SqliteHandle, table: string, columns: readonly string[], index: Map<number, number>): Map<string, TermBuffer> | null {
  const ncol = columns.length;
  const colIndex = new Map(columns.map((c, i) => [c, i]));
  const terms = new Map<string, TermBuffer>();
  let term = '';
  let cur: TermBuffer = { docs: [], freqs: [], positions: [] };
  db.exec(`create virtual table temp.instances_${table} using fts5vocab(main, ${table}, instance)`);
  try {
    for (const [t, rowid, col, offset] of db.prepare(`select term, doc, col, offset from temp.instances_${table}`).raw().iterate() as Iterable<[string, number, string, number]>) {
      if (t !== term) {
        term = t;
        terms.set(term, (cur = { docs: [], freqs: [], positions: [] }));
      }
      const doc = index.get(rowid)!;
      const pos = offset * ncol + colIndex.get(col)!;
      if (pos > U16) return null;
      const last = cur.docs.length - 1;
      if (last >= 0 && cur.docs[last] === doc) {
        cur.freqs[last]!++;
        cur.positions[last]!.push(pos);
      } else {
        cur.docs.push(doc);
        cur.freqs.push(1);
        cur.positions.push([pos]);
      }
    }
  } finally {
    db.exec(`drop table temp.instances_${table}`);
  }
  return terms;
}

/** Whether every term's frequency in every doc, each position weighted by its column, fits 16 bits. */
function weightsFit(terms: Map<string, TermBuffer>, weights: readonly number[]): boolean {
  for (const t of terms.values()) for (const p of t.positions) if (p.reduce((f, x) => f + weights[x % weights.length]!, 0) > U16) return false;
  return true;
}

/** Writes one table's postings; false (nothing written) when they do not fit the 16-bit layout. */
function writeTable(db: SqliteHandle, table: string, columns: readonly string[], pairMin: number): boolean {
  const docs = db.prepare(`select id, sz from ${table}_docsize order by id`).raw().all() as Array<[number, Buffer]>;
  if (docs.length > U16) return false;
  const index = new Map<number, number>();
  const lens = new Int32Array(docs.length);
  docs.forEach(([id, sz], i) => (index.set(id, i), (lens[i] = docLength(sz))));
  const ncol = columns.length;
  const weights = columnWeights(table) ?? columns.map(() => 1);
  const terms = walkInstances(db, table, columns, index);
  if (!terms || !weightsFit(terms, weights)) return false;
  const frequent = [...terms].filter(([, t]) => t.freqs.reduce((a, b) => a + b, 0) >= pairMin);
  const rowids = Int32Array.from(docs, ([id]) => id);
  const tokens = lens.reduce((a, b) => a + b, 0);
  db.prepare('insert into search_docs (tbl, ncol, tokens, rowids, lens, pair_min) values (?, ?, ?, ?, ?, ?)').run(table, ncol, tokens, Buffer.from(rowids.buffer), Buffer.from(lens.buffer), pairMin);
  const ins = db.prepare('insert into search_postings (tbl, term, docs, data) values (?, ?, ?, ?)');
  for (const [t, buf] of terms) ins.run(table, t, buf.docs.length, packTerm(buf));
  const insPair = db.prepare('insert into search_pairs (tbl, first, second, docs, data) values (?, ?, ?, ?, ?)');
  for (const [a, b, n, data] of frequentPairs(lens, weights, frequent)) insPair.run(table, a, b, n, data);
  return true;
}

/** The search tables and their columns, in FTS5's column order (schema.ts). */
export const SEARCH_TABLE_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  fts_drb: ['text'],
  fts_vulgate: ['text'],
  fts_summa: ['title', 'text'],
  // The Summa's titles alone (title-table.ts): their postings rank a query's phrases in them.
  fts_summa_title: ['title'],
  fts_catena: ['father', 'text'],
};

/**
 * Builds `search_docs`, `search_postings` and `search_pairs` once the search tables are complete; returns the tables
 * written. `pairMin` is a parameter for the tests, which check the pairs on small tables.
 */
export function writeSearchPostings(db: SqliteHandle, tables: Readonly<Record<string, readonly string[]>> = SEARCH_TABLE_COLUMNS, pairMin = PAIR_MIN): string[] {
  db.exec(SEARCH_POSTINGS_SCHEMA);
  return Object.entries(tables)
    .filter(([table, columns]) => writeTable(db, table, columns, pairMin))
    .map(([table]) => table);
}
