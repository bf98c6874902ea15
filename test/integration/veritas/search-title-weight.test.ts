import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseSearch } from '../../../src/engines/veritas/data/fts-query.js';
import { runSearch } from '../../../src/engines/veritas/data/search.js';
import type { SearchSource } from '../../../src/engines/veritas/data/search-sources.js';
import { type VeritasDb, searchPostingsStatements, searchTopStatements } from '../../../src/engines/veritas/data/veritas-db.js';
import { SqliteDatabase } from '../../../src/platform/storage/sqlite-driver.js';
import { writeSearchPostings } from '../../../src/refinery/veritas/search-postings.js';
import { writeSearchTop } from '../../../src/refinery/veritas/search-top.js';
import { assertAgrees } from './fts5-oracle.js';

const TITLED = 7;
const FILLER = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta'];
const filler = (n: number, from: number) => Array.from({ length: n }, (_, i) => FILLER[(from + i) % FILLER.length]).join(' ');

/**
 * A Summa table shaped like the dataset's: one article titled "Of the natural law" whose text never says it, and 79
 * longer articles about other things whose text says "the natural law" three times. More than 50 records hold
 * "law", so its answer is precomputed (search-top.ts); `pairMin` decides whether "natural law" is a precomputed pair.
 */
function summaDb(pairMin: number): { full: VeritasDb; fts5Only: VeritasDb } {
  const db = new SqliteDatabase(':memory:');
  db.exec(`create virtual table fts_summa using fts5 (title, text, content = '', tokenize = 'porter unicode61 remove_diacritics 2');
    create table catena (id integer primary key, father_slug text not null);`);
  const ins = db.prepare('insert into fts_summa (rowid, title, text) values (?, ?, ?)');
  for (let i = 1; i <= 80; i++) {
    if (i === TITLED) ins.run(i, 'Of the natural law', filler(40, i));
    else ins.run(i, 'Of other things', `${filler(18, i)} the natural law ${filler(18, i + 1)} the natural law ${filler(15, i + 2)} the natural law`);
  }
  writeSearchTop(db, ['of', 'the', 'natural', 'law', 'other', 'things', ...FILLER], ['fts_summa']);
  writeSearchPostings(db, { fts_summa: ['title', 'text'] }, pairMin);
  return { full: { db, searchTop: searchTopStatements(db), searchPostings: searchPostingsStatements(db) } as unknown as VeritasDb, fts5Only: { db } as unknown as VeritasDb };
}

const whole: SearchSource = { kind: 'summa', table: 'fts_summa', stemmed: true, where: 'rowid between ? and ?', args: [0, 99], range: [0, 99], whole: true };
const part: SearchSource = { ...whole, args: [1, 80], range: [1, 80], whole: false };

for (const pairMin of [2, 1e9]) {
  test(`a Summa title match outranks a longer text that repeats the word, on every path (pairs from ${pairMin} instances)`, () => {
    const { full, fts5Only } = summaDb(pairMin);
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
