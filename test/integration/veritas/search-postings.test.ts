import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseSearch } from '../../../src/engines/veritas/data/fts-query.js';
import { postingsHits } from '../../../src/engines/veritas/data/postings-hits.js';
import { tooBroadMessage, tooBroadPrefix } from '../../../src/engines/veritas/data/prefix-breadth.js';
import { runSearch } from '../../../src/engines/veritas/data/search.js';
import type { SearchSource } from '../../../src/engines/veritas/data/search-sources.js';
import { type VeritasDb, searchPostingsStatements, searchTopStatements } from '../../../src/engines/veritas/data/veritas-db.js';
import { SqliteDatabase } from '../../../src/platform/storage/sqlite-driver.js';
import { writeSearchPostings } from '../../../src/refinery/veritas/search-postings.js';
import { writeSearchTop } from '../../../src/refinery/veritas/search-top.js';
import { assertAgrees } from './fts5-oracle.js';

const VOCAB = ['the', 'lord', 'holy', 'and', 'of', 'loves', 'loved', 'alpha', 'beta', 'gamma'];
const FATHERS = ['augustine', 'bede', 'chrysostom'];
const TOKENIZE = `tokenize = 'porter unicode61 remove_diacritics 2'`;

function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

/**
 * Real FTS5 tables shaped like the dataset's (contentless, porter; one column, and two for the Summa and the Catena)
 * over 400 random records of a ten-word vocabulary, so words repeat, stand in a row, span a column boundary, and some
 * records have no tokens at all; then the postings as the import writes them, pairs kept from `pairMin` on.
 */
function syntheticDb(pairMin: number): VeritasDb {
  const db = new SqliteDatabase(':memory:');
  db.exec(`create virtual table fts_drb using fts5 (text, content = '', ${TOKENIZE});
    create virtual table fts_summa using fts5 (title, text, content = '', ${TOKENIZE});
    create virtual table fts_summa_title using fts5 (title, content = '', ${TOKENIZE});
    create virtual table fts_catena using fts5 (father, text, content = '', ${TOKENIZE});
    create table catena (id integer primary key, father_slug text not null);`);
  const rand = rng(5);
  const words = (max: number) => Array.from({ length: Math.floor(rand() * (max + 1)) }, () => VOCAB[Math.floor(rand() * VOCAB.length)]!).join(' ');
  const drb = db.prepare('insert into fts_drb (rowid, text) values (?, ?)');
  const summa = db.prepare('insert into fts_summa (rowid, title, text) values (?, ?, ?)');
  const summaTitle = db.prepare('insert into fts_summa_title (rowid, title) values (?, ?)');
  const catena = db.prepare('insert into fts_catena (rowid, father, text) values (?, ?, ?)');
  const father = db.prepare('insert into catena (id, father_slug) values (?, ?)');
  for (let i = 1; i <= 400; i++) {
    drb.run(i * 1000 + Math.floor(rand() * 900), words(30));
    const title = words(4);
    summa.run(i * 7, title, words(60));
    summaTitle.run(i * 7, title);
    const f = FATHERS[i % 3]!;
    catena.run(i, f, words(20));
    father.run(i, f);
  }
  writeSearchTop(db, [...VOCAB, ...FATHERS, 'zeta', 'omega'], ['fts_drb', 'fts_summa', 'fts_catena']);
  writeSearchPostings(db, TABLES, pairMin);
  return { db, searchTop: searchTopStatements(db), searchPostings: searchPostingsStatements(db) } as unknown as VeritasDb;
}

const TABLES = { fts_drb: ['text'], fts_summa: ['title', 'text'], fts_summa_title: ['title'], fts_catena: ['father', 'text'] };
const ALL = 2 ** 31 - 1;
const src = (table: SearchSource['table'], kind: SearchSource['kind'], extra: Partial<SearchSource> = {}): SearchSource => ({
  kind, table, stemmed: true, where: `${table}.rowid between ? and ?`, args: [0, ALL], range: [0, ALL], whole: true, ...extra,
});
const SOURCES: SearchSource[] = [
  src('fts_drb', 'bible'),
  src('fts_summa', 'summa'),
  src('fts_catena', 'catena'),
  src('fts_drb', 'bible', { args: [100_000, 250_999], range: [100_000, 250_999], whole: false }),
  src('fts_summa', 'summa', { args: [700, 1400], range: [700, 1400], whole: false }),
  src('fts_catena', 'catena', { where: 'fts_catena.rowid in (select id from catena where father_slug = ?)', args: ['bede'], father: 'bede', whole: false }),
];
const QUERIES = ['holy', 'loves', 'the lord', 'holy holy', '"holy holy"', '"holy holy holy"', '"alpha beta"', '"the lord" of', '"loved the lord"', 'gamma "beta alpha" and', 'of of of', 'augustine', '"bede the"'];

for (const pairMin of [2, 1e9]) {
  test(`postings agree with FTS5: counts, records, order and bm25 scores, every filter and order (pairs from ${pairMin} instances)`, () => {
    const db = syntheticDb(pairMin);
    let matched = 0;
    for (const text of QUERIES) {
      const q = parseSearch(text)!;
      for (const s of SOURCES) for (const sort of ['relevance', 'canonical'] as const) for (const want of [1, 7, 20, 100, 1000]) matched += assertAgrees(db, q, s, sort, want);
    }
    assert.ok(matched > 10_000, `the queries match (${matched})`);
  });
}

test('a phrase does not run from one column into the next (a Summa title into its text, a Father into his words)', () => {
  const db = syntheticDb(2);
  db.db.prepare('insert into fts_summa (rowid, title, text) values (?, ?, ?)').run(99_999, 'zeta', 'omega');
  db.db.prepare(`insert into fts_summa (rowid, title, text) values (?, ?, ?)`).run(100_000, 'zeta omega', 'omega zeta');
  db.db.prepare('insert into fts_summa_title (rowid, title) values (?, ?), (?, ?)').run(99_999, 'zeta', 100_000, 'zeta omega');
  writeSearchPostingsAgain(db);
  const s = src('fts_summa', 'summa');
  assert.equal(assertAgrees(db, parseSearch('"zeta omega"')!, s, 'relevance', 20), 1);
  assert.equal(assertAgrees(db, parseSearch('"omega zeta"')!, s, 'relevance', 20), 1);
});

/** Rebuilds the postings of a test database after more rows were inserted. */
function writeSearchPostingsAgain(db: VeritasDb): void {
  db.db.exec('drop table search_docs; drop table search_postings; drop table search_pairs');
  writeSearchPostings(db.db, TABLES, 2);
  (db as { searchPostings: unknown }).searchPostings = searchPostingsStatements(db.db);
}

test('what the postings cannot tell goes to FTS5: a prefix, a word the English texts never use, a dataset without postings', () => {
  const db = syntheticDb(2);
  const s = src('fts_drb', 'bible');
  assert.equal(postingsHits(db, parseSearch('lor*')!, s, 'relevance', 20), undefined);
  assert.equal(postingsHits(db, parseSearch('lord zebedee')!, s, 'relevance', 20), undefined);
  assert.equal(postingsHits(db, parseSearch('caelum')!, s, 'relevance', 20), undefined);
  const prefix = runSearch(db, parseSearch('lor*')!, [s], 'relevance', 0, 5);
  assert.equal(prefix.hits.length, 5, 'FTS5 answers the prefix');
  const without = { db: db.db, searchTop: db.searchTop } as unknown as VeritasDb;
  assert.equal(postingsHits(without, parseSearch('lord')!, s, 'relevance', 20), undefined);
});

test('runSearch from the postings: exact counts (total_relation eq), pages that never repeat or skip, canonical order', () => {
  const db = syntheticDb(2);
  const q = parseSearch('the lord')!;
  const whole = SOURCES.slice(0, 3);
  const all = runSearch(db, q, whole, 'relevance', 0, 1000);
  assert.equal(all.capped, false);
  const total = all.counts.reduce((a, b) => a + b, 0);
  assert.ok(total > 100 && total <= 1000, `all matches on one page (${total})`);
  assert.equal(all.hits.length, total);
  for (let i = 1; i < all.hits.length; i++) assert.ok(all.hits[i - 1]!.relevance >= all.hits[i]!.relevance, "best first (relative to its table's best)");
  for (const table of new Set(all.hits.map((h) => h.source.table))) {
    const own = all.hits.filter((h) => h.source.table === table);
    assert.equal(own[0]!.relevance, 1, `${table}: its best is 1`);
    for (let i = 1; i < own.length; i++) assert.ok(own[i - 1]!.score <= own[i]!.score, `${table}: bm25 best first`);
  }
  const paged = [];
  for (let offset = 0; offset < total; offset += 20) paged.push(...runSearch(db, q, whole, 'relevance', offset, 20).hits);
  assert.deepEqual(paged.map((h) => [h.source.table, h.rowid]), all.hits.map((h) => [h.source.table, h.rowid]));
  const canonical = runSearch(db, q, [whole[0]!], 'canonical', 0, 50).hits.map((h) => h.rowid);
  assert.deepEqual(canonical, [...canonical].sort((a, b) => a - b));
});

test('a prefix is judged by the records its terms reach: within the budget it runs, past it the query is refused (veritas:search:prefix-budget)', () => {
  const db = syntheticDb(2);
  const whole = SOURCES.slice(0, 3);
  const reach = (prefix: string) =>
    (db.db.prepare("select coalesce(sum(docs), 0) as n from search_postings where tbl in ('fts_drb', 'fts_summa', 'fts_catena') and term >= ? and term <= ?").get(prefix, `${prefix}\uffff`) as { n: number }).n;
  const l = reach('l');
  const g = reach('g');
  assert.ok(l > 0 && g > 0);
  assert.equal(tooBroadPrefix(db, parseSearch('l*')!, whole, l), null, 'exactly the budget');
  assert.deepEqual(tooBroadPrefix(db, parseSearch('l*')!, whole, l - 1)?.prefix, 'l');
  // Every prefix of the query counts toward one budget; words and phrases count nothing.
  assert.equal(tooBroadPrefix(db, parseSearch('l* g*')!, whole, l + g), null);
  assert.equal(tooBroadPrefix(db, parseSearch('l* g*')!, whole, l + g - 1)?.prefix, 'g');
  assert.equal(tooBroadPrefix(db, parseSearch('the "holy lord" l*')!, whole, l), null);
  assert.equal(tooBroadPrefix(db, parseSearch('the lord')!, whole, 0), null);
  // Only the tables searched count.
  const drbOnly = [SOURCES[0]!];
  const inDrb = (db.db.prepare("select sum(docs) as n from search_postings where tbl = 'fts_drb' and term >= 'l' and term <= ?").get('l\uffff') as { n: number }).n;
  assert.equal(tooBroadPrefix(db, parseSearch('l*')!, drbOnly, inDrb), null);
  // A dataset built before the postings cannot count: a prefix needs three letters there.
  const without = { db: db.db, searchTop: db.searchTop } as unknown as VeritasDb;
  assert.equal(tooBroadPrefix(without, parseSearch('lo*')!, whole)?.minLetters, 3);
  assert.equal(tooBroadPrefix(without, parseSearch('lor*')!, whole), null);
});

test("a too broad prefix's message names it as typed: Lord's*, not the s* the index reads at its end", () => {
  const db = syntheticDb(2);
  const whole = SOURCES.slice(0, 3);
  const message = (text: string, on: VeritasDb = db) => {
    const q = parseSearch(text)!;
    return tooBroadMessage(q, tooBroadPrefix(on, q, whole, 0)!);
  };
  // `Lord's*` said "the prefix 's*' is too broad", naming nothing the user wrote; a hyphen joins words as an
  // apostrophe does (the synthetic texts have no `s`).
  assert.match(message('Holy-Lo*'), /^query\.q: the prefix 'Holy-Lo\*', read as "holy lo\*", is too broad \(it reaches more than 30,000 records\)/);
  assert.match(message('"in the Lo"*'), /^query\.q: the prefix '"in the Lo"\*' is too broad/);
  assert.match(message('Alph*'), /^query\.q: the prefix 'Alph\*' is too broad/);
  assert.match(message('holy Holy-Lo* l*'), /records in all \('Holy-Lo\*', read as "holy lo\*", took them past it\)/);
  const without = { db: db.db, searchTop: db.searchTop } as unknown as VeritasDb;
  assert.match(message('Holy-L*', without), /^query\.q: the prefix 'Holy-L\*', read as "holy l\*", is too broad \(a prefix needs at least 3 letters before the \*\)$/);
});
