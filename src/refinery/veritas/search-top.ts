import { rankSql } from '../../engines/veritas/data/title-table.js';
import type { SqliteHandle } from '../../platform/storage/sqlite-driver.js';

/**
 * Precomputed answers for frequent one-word searches (docs/veritas.md "Search"). Ranking a word by bm25 at query
 * time walks every match of it twice (FTS5 computes the idf, then scores each row): `the` is 27,551 verses. So at
 * import, for every indexed term in more than TOP_MIN_DOCS records of a search table, the table keeps the exact
 * number of records holding it and its TOP_HITS best records by bm25, with the table's column weights and, in the
 * Summa, its titles' own bm25 added (title-table.ts; rowid and score); a one-word, unfiltered, ranked search then reads one row per table. `search_stems` maps every folded English word of the texts to the
 * porter stem the English tables index (the Latin table is not stemmed: its terms are the folded words), for these
 * answers and for the postings (search-postings.ts); an archaic verb form maps to the stem of the modern form it is
 * indexed as (`believeth` → `believ`, archaic-forms.ts), and those modern forms have their row even when the texts
 * never write them (`says`).
 */
export const TOP_MIN_DOCS = 50;
export const TOP_HITS = 60;

export const SEARCH_TOP_SCHEMA = `
create table search_top (tbl text not null, term text not null, docs integer not null, hits blob not null, primary key (tbl, term)) without rowid;
create table search_stems (word text primary key, stem text not null) without rowid;
`;

export const TOP_TABLES: readonly string[] = ['fts_drb', 'fts_vulgate', 'fts_summa', 'fts_catena'];

/** `hits` as stored: pairs of (rowid, bm25 score) as 64-bit floats, best first. */
export function packHits(rows: Array<{ id: number; score: number }>): Buffer {
  const a = new Float64Array(rows.length * 2);
  rows.forEach((r, i) => ((a[2 * i] = r.id), (a[2 * i + 1] = r.score)));
  return Buffer.from(a.buffer);
}

/** Every frequent term of every search table, ranked in full as the engine ranks it (title-table.ts). */
function writeTopHits(db: SqliteHandle, tables: readonly string[]): void {
  const ins = db.prepare('insert into search_top (tbl, term, docs, hits) values (?, ?, ?, ?)');
  for (const t of tables) {
    db.exec(`create virtual table temp.vocab_${t} using fts5vocab(main, ${t}, row)`);
    const terms = db.prepare(`select term, doc from temp.vocab_${t} where doc > ?`).all(TOP_MIN_DOCS) as Array<{ term: string; doc: number }>;
    const rank = rankSql(db, t);
    // Ties broken by rowid, as the engine merges hits (search.ts), so the order is one fixed order.
    const ranked = db.prepare(`select ${t}.rowid as id, ${rank.score} as score from ${rank.from} where ${t} match ? order by score, ${t}.rowid limit ${TOP_HITS}`);
    for (const { term, doc } of terms) {
      const q = { terms: [{ words: [term], prefix: false }], match: `"${term}"` };
      ins.run(t, term, doc, packHits(ranked.all(...rank.params(q), q.match) as Array<{ id: number; score: number }>));
    }
    db.exec(`drop table temp.vocab_${t}`);
  }
}

/**
 * The porter stem of every English word, asked of SQLite's own tokenizer (an FTS5 table in memory with one word per
 * row, read back through fts5vocab), so the engine's look-up agrees with the index.
 */
function writeStems(db: SqliteHandle, words: Iterable<string>, modern: (word: string) => string): void {
  db.exec(`create virtual table temp.stemmer using fts5 (w, content = '', tokenize = 'porter unicode61 remove_diacritics 2')`);
  const list = [...words].filter(Boolean);
  const insWord = db.prepare('insert into temp.stemmer (rowid, w) values (?, ?)');
  // An archaic word has the stem of the modern form it is indexed as (`believeth`: `believ`, as `believes`).
  list.forEach((w, i) => insWord.run(i, modern(w)));
  db.exec(`create virtual table temp.stemmer_vocab using fts5vocab(temp, stemmer, instance)`);
  const ins = db.prepare('insert or ignore into search_stems (word, stem) values (?, ?)');
  for (const r of db.prepare('select doc, term from temp.stemmer_vocab').all() as Array<{ doc: number; term: string }>) {
    ins.run(list[r.doc], r.term);
  }
  db.exec('drop table temp.stemmer_vocab; drop table temp.stemmer');
}

/**
 * Builds `search_top` and `search_stems` once the search tables are complete; `englishWords`: the folded words of the
 * English texts as written, `modern`: the form each was indexed as (archaic-forms.ts; itself for most words).
 */
export function writeSearchTop(db: SqliteHandle, englishWords: Iterable<string>, tables = TOP_TABLES, modern: (word: string) => string = (w) => w): void {
  db.exec(SEARCH_TOP_SCHEMA);
  writeTopHits(db, tables);
  writeStems(db, englishWords, modern);
}
