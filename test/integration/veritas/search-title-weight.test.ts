import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseSearch } from '../../../src/engines/veritas/data/fts-query.js';
import { runSearch } from '../../../src/engines/veritas/data/search.js';
import type { SearchSource } from '../../../src/engines/veritas/data/search-sources.js';
import { rankSql, titleTableOf } from '../../../src/engines/veritas/data/title-table.js';
import { type VeritasDb, searchPostingsStatements, searchTopStatements } from '../../../src/engines/veritas/data/veritas-db.js';
import { SqliteDatabase } from '../../../src/platform/storage/sqlite-driver.js';
import { writeSearchPostings } from '../../../src/refinery/veritas/search-postings.js';
import { writeSearchTop } from '../../../src/refinery/veritas/search-top.js';
import { assertAgrees } from './fts5-oracle.js';

const TITLED = 7;
const FILLER = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta'];
const filler = (n: number, from: number) => Array.from({ length: n }, (_, i) => FILLER[(from + i) % FILLER.length]).join(' ');

type Article = { title: string; text: string };

/**
 * A Summa table shaped like the dataset's, as the import writes it (the titles also alone in `fts_summa_title`,
 * unless `titles` is false: a dataset built before them), with its precomputed answers and postings; `pairMin`
 * decides whether two-word phrases are precomputed pairs. Articles get rowids 1, 2, ….
 */
function summaDb(articles: Article[], pairMin: number, titles = true): { full: VeritasDb; fts5Only: VeritasDb } {
  const db = new SqliteDatabase(':memory:');
  db.exec(`create virtual table fts_summa using fts5 (title, text, content = '', tokenize = 'porter unicode61 remove_diacritics 2');
    create table catena (id integer primary key, father_slug text not null);`);
  if (titles) db.exec(`create virtual table fts_summa_title using fts5 (title, content = '', tokenize = 'porter unicode61 remove_diacritics 2')`);
  const ins = db.prepare('insert into fts_summa (rowid, title, text) values (?, ?, ?)');
  const insTitle = titles ? db.prepare('insert into fts_summa_title (rowid, title) values (?, ?)') : null;
  articles.forEach((a, i) => (ins.run(i + 1, a.title, a.text), insTitle?.run(i + 1, a.title)));
  writeSearchTop(db, ['of', 'the', 'natural', 'law', 'other', 'things', ...FILLER], ['fts_summa']);
  writeSearchPostings(db, titles ? { fts_summa: ['title', 'text'], fts_summa_title: ['title'] } : { fts_summa: ['title', 'text'] }, pairMin);
  return { full: { db, searchTop: searchTopStatements(db), searchPostings: searchPostingsStatements(db) } as unknown as VeritasDb, fts5Only: { db } as unknown as VeritasDb };
}

/** One article titled "Of the natural law" whose text never says it; 79 longer ones saying "the natural law" three times. */
const NATURAL_LAW: Article[] = Array.from({ length: 80 }, (_, k) => {
  const i = k + 1;
  if (i === TITLED) return { title: 'Of the natural law', text: filler(40, i) };
  return { title: 'Of other things', text: `${filler(18, i)} the natural law ${filler(18, i + 1)} the natural law ${filler(15, i + 2)} the natural law` };
});

/**
 * bm25 saturates: an article whose title is the query but whose text is long and never says it, against 79 short
 * ones that say "law" six times. In one table its title's weight of 10 does not lift it: its frequency of 10 is
 * damped by its length, theirs of 6 is not (as I-II q.94 a.2, "natural law", was 47th behind articles saying "law"
 * more often).
 */
const LONG_TITLED: Article[] = Array.from({ length: 80 }, (_, k) => {
  const i = k + 1;
  if (i === TITLED) return { title: 'Of law', text: filler(400, i) };
  return { title: 'Of other things', text: `${filler(10, i)} law law ${filler(5, i)} law law ${filler(5, i + 1)} law law` };
});

const whole: SearchSource = { kind: 'summa', table: 'fts_summa', stemmed: true, where: 'fts_summa.rowid between ? and ?', args: [0, 99], range: [0, 99], whole: true };
const part: SearchSource = { ...whole, args: [1, 80], range: [1, 80], whole: false };

for (const pairMin of [2, 1e9]) {
  test(`a Summa title match outranks a longer text that repeats the word, on every path (pairs from ${pairMin} instances)`, () => {
    const { full, fts5Only } = summaDb(NATURAL_LAW, pairMin);
    for (const text of ['law', 'natural law', '"natural law"', '"the natural law"']) {
      const q = parseSearch(text)!;
      for (const s of [whole, part]) {
        // The postings (or a frequent word's precomputed answer) and FTS5 alone answer alike, the titled article first.
        for (const db of [full, fts5Only]) assert.equal(runSearch(db, q, [s], 'relevance', 0, 5).hits[0]?.rowid, TITLED, `${text} (${s.whole ? 'whole' : 'part'})`);
        assert.equal(assertAgrees(full, q, s, 'relevance', 80), 80);
      }
    }
  });
}

for (const pairMin of [2, 1e9]) {
  test(`the article whose title is the query comes first however often shorter ones repeat the word: its title's own bm25 (pairs from ${pairMin} instances)`, () => {
    const { full, fts5Only } = summaDb(LONG_TITLED, pairMin);
    for (const text of ['law', 'of law', '"of law"']) {
      const q = parseSearch(text)!;
      for (const s of [whole, part]) {
        for (const db of [full, fts5Only]) assert.equal(runSearch(db, q, [s], 'relevance', 0, 5).hits[0]?.rowid, TITLED, `${text} (${s.whole ? 'whole' : 'part'})`);
        assertAgrees(full, q, s, 'relevance', 80);
        // Pages of any size walk the one order, whichever path answers each page.
        const all = runSearch(full, q, [s], 'relevance', 0, 80).hits.map((h) => h.rowid);
        for (const size of [1, 7, 60]) {
          const paged: number[] = [];
          for (let offset = 0; offset < all.length; offset += size) paged.push(...runSearch(full, q, [s], 'relevance', offset, size).hits.map((h) => h.rowid));
          assert.deepEqual(paged, all, `${text} by ${size}`);
        }
      }
    }
    // A dataset built before the titles' table ranks by the table's bm25 alone: there the long article is not first.
    const legacy = summaDb(LONG_TITLED, pairMin, false);
    const first = runSearch(legacy.full, parseSearch('law')!, [whole], 'relevance', 0, 80).hits.map((h) => h.rowid);
    assert.ok(first.indexOf(TITLED) > 40, `without its title's own score it ranks ${first.indexOf(TITLED) + 1}th`);
  });
}

test('the Bible and the Catena have no titles: their rank is their own bm25, nothing joined or added', () => {
  const { full } = summaDb(NATURAL_LAW, 2);
  for (const table of ['fts_drb', 'fts_vulgate', 'fts_catena']) {
    assert.equal(titleTableOf(table), undefined, table);
    const r = rankSql(full.db, table);
    assert.deepEqual([r.from, r.score, r.params(parseSearch('law')!)], [table, table === 'fts_catena' ? 'bm25(fts_catena)' : `bm25(${table})`, []]);
  }
  assert.equal(titleTableOf('fts_summa'), 'fts_summa_title');
});
