import assert from 'node:assert/strict';
import { bm25Sql } from '../../../src/engines/veritas/data/column-weights.js';
import type { ParsedQuery } from '../../../src/engines/veritas/data/fts-query.js';
import { postingsHits } from '../../../src/engines/veritas/data/postings-hits.js';
import type { SearchSource } from '../../../src/engines/veritas/data/search-sources.js';
import type { VeritasDb } from '../../../src/engines/veritas/data/veritas-db.js';

type Row = { id: number; score: number };

const hasTitles = (db: VeritasDb) => db.db.prepare("select 1 from sqlite_master where name = 'fts_summa_title'").get() !== undefined;

/**
 * What FTS5 itself answers for one source: every match counted, the first `want` by bm25 with the table's column
 * weights (`bm25(fts_summa, 10.0, 1.0)`), plus in the Summa the bm25 of its title in `fts_summa_title` holding all
 * of the query's phrases (0 otherwise), then rowid, or by rowid. Written out here rather than taken from
 * title-table.ts, so that the engine's SQL is checked too.
 */
export function fts5Answer(db: VeritasDb, q: ParsedQuery, s: SearchSource, sort: 'relevance' | 'canonical', want: number): { rows: Row[]; count: number } {
  const t = s.table;
  const where = `where ${t} match ? and (${s.where})`;
  const titled = t === 'fts_summa' && hasTitles(db);
  const all = q.terms.map((x) => `"${x.words.join(' ')}"${x.prefix ? '*' : ''}`).join(' AND ');
  const from = titled ? `${t} left join (select rowid as tid, bm25(fts_summa_title) as ts from fts_summa_title where fts_summa_title match ?) on tid = ${t}.rowid` : t;
  const score = titled ? `${bm25Sql(t)} + ifnull(ts, 0.0)` : bm25Sql(t);
  const order = sort === 'relevance' ? `score, ${t}.rowid` : `${t}.rowid`;
  const rows = db.db.prepare(`select ${t}.rowid as id, ${score} as score from ${from} ${where} order by ${order} limit ?`).all(...(titled ? [all] : []), q.match, ...s.args, want) as Row[];
  const { n } = db.db.prepare(`select count(*) as n from ${t} ${where}`).get(q.match, ...s.args) as { n: number };
  return { rows, count: n };
}

/**
 * Asserts that the postings answer one source as FTS5 does: the same count, the same records in the same order,
 * and the same scores (to 1e-12 relative: FTS5's logarithm is C's, ours JavaScript's). Returns the match count.
 */
export function assertAgrees(db: VeritasDb, q: ParsedQuery, s: SearchSource, sort: 'relevance' | 'canonical', want: number): number {
  const label = `${q.match} in ${s.table} where ${s.where} [${s.args.join(',')}] by ${sort}`;
  const got = postingsHits(db, q, s, sort, want);
  assert.ok(got, `answered from the postings: ${label}`);
  const expected = fts5Answer(db, q, s, sort, want);
  assert.equal(got.count, expected.count, `count: ${label}`);
  assert.deepEqual(got.rows.map((r) => r.id), expected.rows.map((r) => r.id), `records: ${label}`);
  got.rows.forEach((r, i) => {
    const e = expected.rows[i]!.score;
    assert.ok(Math.abs(r.score - e) <= 1e-12 * Math.abs(e), `score ${r.score} against ${e}: ${label}`);
  });
  return got.count;
}
