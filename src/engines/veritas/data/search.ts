import type { ParsedQuery } from './fts-query.js';
import { type Kind, type SearchSource } from './search-sources.js';
import type { VeritasDb } from './veritas-db.js';

export interface RawHit {
  source: SearchSource;
  rowid: number;
  score: number;
}

type Stmt = { all(...args: unknown[]): unknown[]; get(...args: unknown[]): unknown };
const cache = new WeakMap<object, Map<string, Stmt>>();
function prepared(db: VeritasDb, sql: string): Stmt {
  let m = cache.get(db);
  if (!m) cache.set(db, (m = new Map()));
  let s = m.get(sql);
  if (!s) m.set(sql, (s = db.db.prepare(sql) as unknown as Stmt));
  return s;
}

const KIND_ORDER: Record<Kind, number> = { bible: 0, summa: 1, catena: 2 };

/**
 * The page of hits at `offset` over every source, by relevance (FTS5 bm25, best first) or in canonical order
 * (Bible in book order, then the Summa in its order, then the Catena by Gospel verse), and the count per source.
 */
export function runSearch(db: VeritasDb, q: ParsedQuery, sources: SearchSource[], sort: 'relevance' | 'canonical', offset: number, limit: number): { hits: RawHit[]; counts: number[] } {
  const want = offset + limit;
  const all: RawHit[] = [];
  const counts: number[] = [];
  for (const s of sources) {
    const order = sort === 'canonical' ? 'rowid' : `bm25(${s.table})`;
    const rows = prepared(db, `select rowid as id, bm25(${s.table}) as score from ${s.table} where ${s.table} match ? and ${s.where} order by ${order} limit ?`).all(q.match, ...s.args, want) as Array<{ id: number; score: number }>;
    for (const r of rows) all.push({ source: s, rowid: r.id, score: r.score });
    // The count is exact when a page did not fill; otherwise counted (FTS5 walks the matches without scoring).
    counts.push(rows.length < want ? rows.length : (prepared(db, `select count(*) as n from ${s.table} where ${s.table} match ? and ${s.where}`).get(q.match, ...s.args) as { n: number }).n);
  }
  if (sort === 'canonical') all.sort((a, b) => KIND_ORDER[a.source.kind] - KIND_ORDER[b.source.kind] || a.rowid - b.rowid || a.source.table.localeCompare(b.source.table));
  else all.sort((a, b) => a.score - b.score || a.rowid - b.rowid);
  return { hits: all.slice(offset, want), counts };
}
