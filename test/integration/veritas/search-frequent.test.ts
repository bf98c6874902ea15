import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseSearch } from '../../../src/engines/veritas/data/fts-query.js';
import { COUNT_CAP, runSearch } from '../../../src/engines/veritas/data/search.js';
import type { SearchSource } from '../../../src/engines/veritas/data/search-sources.js';
import { type VeritasDb, searchPostingsStatements, searchTopStatements } from '../../../src/engines/veritas/data/veritas-db.js';
import { writeSearchPostings } from '../../../src/refinery/veritas/search-postings.js';
import { writeSearchTop } from '../../../src/refinery/veritas/search-top.js';
import { SqliteDatabase } from '../../../src/platform/storage/sqlite-driver.js';

// A real FTS5 table shaped like the dataset's (contentless, porter) with one word in 3,000 verses: more than
// COUNT_CAP matches, so the capped count and the sampled ranking run; "rare" stays under the cap.
function frequentDb(): VeritasDb {
  const db = new SqliteDatabase(':memory:');
  db.exec(`create virtual table fts_drb using fts5 (text, content = '', tokenize = 'porter unicode61 remove_diacritics 2')`);
  const ins = db.prepare('insert into fts_drb (rowid, text) values (?, ?)');
  for (let i = 0; i < 3000; i++) {
    const key = 1_000_000 * (1 + (i % 70)) + 1000 * (1 + Math.floor(i / 70)) + 1 + (i % 31);
    ins.run(key, `${'word '.repeat(i % 9)}light ${i % 7 === 0 ? 'light rare' : ''} end`);
  }
  return { db } as unknown as VeritasDb;
}
const source: SearchSource = { kind: 'bible', table: 'fts_drb', translation: 'drb', stemmed: true, where: 'rowid between ? and ?', args: [0, 99_000_000], range: [0, 99_000_000], whole: true };

test('a frequent term: count capped (a lower bound), ranked pages that never repeat or skip a match', () => {
  const db = frequentDb();
  const q = parseSearch('light')!;
  const first = runSearch(db, q, [source], 'relevance', 0, 20);
  assert.equal(first.capped, true);
  assert.equal(first.counts[0], COUNT_CAP + 1, 'more than the cap');
  assert.equal(first.hits.length, 20);
  assert.ok(first.hits[0]!.score < 0, 'the first hits come from the bm25-ranked sample');
  for (let i = 1; i < 20; i++) assert.ok(first.hits[i - 1]!.score <= first.hits[i]!.score, 'best first');
  // Paging by 500 through all 3,000 matches: every match exactly once, in one fixed order.
  const seen = new Set<number>();
  for (let offset = 0; offset < 3000; offset += 500) {
    const page = runSearch(db, q, [source], 'relevance', offset, 500);
    assert.equal(page.hits.length, 500);
    assert.ok(page.counts[0]! > offset + 500 || offset + 500 === 3000, 'the count always says more follow');
    for (const h of page.hits) seen.add(h.rowid);
  }
  assert.equal(seen.size, 3000);
  assert.equal(runSearch(db, q, [source], 'relevance', 3000, 20).hits.length, 0);
  assert.deepEqual(runSearch(db, q, [source], 'relevance', 0, 20).hits.map((h) => h.rowid), first.hits.map((h) => h.rowid));
});

test('a term under the cap is counted exactly and ranked over every match', () => {
  const db = frequentDb();
  const r = runSearch(db, parseSearch('rare')!, [source], 'relevance', 0, 1000);
  assert.equal(r.capped, false);
  assert.equal(r.counts[0], 429);
  assert.equal(r.hits.length, 429);
  const canonical = runSearch(db, parseSearch('light')!, [source], 'canonical', 0, 20);
  assert.deepEqual(canonical.hits.map((h) => h.rowid), [...canonical.hits.map((h) => h.rowid)].sort((a, b) => a - b));
});

test('a frequent word read from its precomputed answer ranks as FTS5 does over every match, counts exactly, pages consistently', () => {
  const db = frequentDb();
  writeSearchTop(db.db, ['light', 'lights', 'rare', 'word', 'end'], ['fts_drb']);
  const withTop = { db: db.db, searchTop: searchTopStatements(db.db) } as unknown as VeritasDb;
  for (const word of ['light', 'lights']) {
    // `lights` is not indexed as such: the porter stem read from search_stems finds `light`'s answer.
    const q = parseSearch(word)!;
    const first = runSearch(withTop, q, [source], 'relevance', 0, 20);
    assert.equal(first.capped, false, 'exact count');
    assert.equal(first.counts[0], 3000);
    const exact = db.db.prepare(`select rowid as id, bm25(fts_drb) as score from fts_drb where fts_drb match '"light"' order by bm25(fts_drb), rowid limit 20`).all() as Array<{ id: number; score: number }>;
    assert.deepEqual(first.hits.map((h) => [h.rowid, h.score]), exact.map((r) => [r.id, r.score]), 'the best 20 by bm25 over all 3,000 matches');
  }
  const q = parseSearch('light')!;
  const seen = new Set<number>();
  for (let offset = 0; offset < 3000; offset += 40) for (const h of runSearch(withTop, q, [source], 'relevance', offset, 40).hits) seen.add(h.rowid);
  assert.equal(seen.size, 3000, 'past the precomputed best, every other match once, in canonical order');
  // A filter narrows the table: the precomputed answer does not apply, FTS5 ranks the filtered matches.
  const filtered = runSearch(withTop, q, [{ ...source, args: [1_000_000, 1_999_999], whole: false }], 'relevance', 0, 5);
  assert.ok(filtered.hits.every((h) => h.rowid < 2_000_000));
  assert.equal(filtered.capped, false);
  assert.equal(filtered.counts[0], 43);
});

test('past a frequent word\'s precomputed best, small pages walk the same hits in the same order as one large page', () => {
  // 527 Latin records, `his` in every 4th (132 matches), of two lengths: two large groups of equal scores, the
  // precomputed best 60 (FTS5's scores) ending inside one. Past them the postings rank the rest, with scores that
  // differ from FTS5's in the last bit here; sorting both lists together put those records before the 60th.
  const db = new SqliteDatabase(':memory:');
  db.exec(`create virtual table fts_vulgate using fts5 (text, content = '', tokenize = 'unicode61 remove_diacritics 2');
    create table catena (id integer primary key, father_slug text not null);`);
  const ins = db.prepare('insert into fts_vulgate (rowid, text) values (?, ?)');
  for (let i = 0; i < 527; i++) ins.run(1_000_000 + 1000 * i, `${i % 2 ? 'verbum ' : ''}${i % 4 === 0 ? 'his' : 'et'}`);
  writeSearchTop(db, [], ['fts_vulgate']);
  writeSearchPostings(db, { fts_vulgate: ['text'] }, 2000);
  const vdb = { db, searchTop: searchTopStatements(db), searchPostings: searchPostingsStatements(db) } as unknown as VeritasDb;
  const latin: SearchSource = { ...source, table: 'fts_vulgate', translation: 'vulgate', stemmed: false };
  const q = parseSearch('his')!;
  const whole = runSearch(vdb, q, [latin], 'relevance', 0, 200);
  assert.equal(whole.counts[0], 132);
  const one = whole.hits.map((h) => h.rowid);
  assert.equal(new Set(one).size, 132);
  for (const limit of [7, 8, 20]) {
    const walked: number[] = [];
    for (let offset = 0; offset < 132; offset += limit) walked.push(...runSearch(vdb, q, [latin], 'relevance', offset, limit).hits.map((h) => h.rowid));
    assert.deepEqual(walked, one, `pages of ${limit}`);
  }
});
