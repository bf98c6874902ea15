import type { SqliteHandle } from '../../../platform/storage/sqlite-driver.js';
import { bm25Sql } from './column-weights.js';
import { type ParsedQuery, matchOf } from './fts-query.js';

/**
 * A search table's titles alone, as a table of their own (docs/veritas.md "Search"): a Summa article's question
 * title and its own, with the article's rowid. A record's score is its bm25 in its table plus the bm25 of its title
 * in the title table, where a title word's idf counts the titles holding it (not the texts) and its frequency is
 * normalised by the title's length (not the article's). bm25 saturates a word's frequency, so within one table the
 * title could not lift the article whose title is the query over long articles saying the word dozens of times
 * (`natural law`: I-II q.94 a.2 was 47th): a title word is rare among titles, and the title's own score says so.
 * The Bible and the Catena have no titles (the Catena's first column is a Father's name, not what the text is about).
 */
const TITLES: Readonly<Record<string, string>> = { fts_summa: 'fts_summa_title' };

/** The title table of a search table, whatever the dataset holds; undefined for a table without titles. */
export function titleTableOf(table: string): string | undefined {
  return TITLES[table];
}

const present = new WeakMap<object, Map<string, boolean>>();

/** The title table of `table` when the dataset has it (datasets built before it rank by the table's bm25 alone). */
export function titleTable(db: SqliteHandle, table: string): string | undefined {
  const name = TITLES[table];
  if (name === undefined) return undefined;
  let byName = present.get(db);
  if (!byName) present.set(db, (byName = new Map()));
  let has = byName.get(name);
  if (has === undefined) byName.set(name, (has = db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name) !== undefined));
  return has ? name : undefined;
}

/**
 * The FTS5 expression matching a title that holds every phrase of the query (bm25 sums each phrase's part). A title
 * holding only some of them adds nothing: a title says what its article is about, and `the will of God` is not what
 * every article whose title says `God` is about (taken phrase by phrase, titles with one common word of a query
 * lifted their articles: in a search of all kinds, the Summa's share of the first 20 hits of two-word queries
 * taken from verses went from 2.6 to 4.5; with every phrase required, 2.8).
 */
export function allPhrasesMatch(q: ParsedQuery): string {
  return matchOf(q.terms);
}

/**
 * How FTS5 ranks a table as the engine does: `from` (the table, joined to its titles' scores where it has titles),
 * `score` (bm25, plus the title's), and the parameters `from` takes before the table's own MATCH. Conditions must
 * name the table's rowid as `<table>.rowid` (the join has two). The SQL is the same for every query of a table.
 */
export function rankSql(db: SqliteHandle, table: string): { from: string; score: string; params: (q: ParsedQuery) => string[] } {
  const titles = titleTable(db, table);
  if (titles === undefined) return { from: table, score: bm25Sql(table), params: () => [] };
  return {
    from: `${table} left join (select rowid as id, bm25(${titles}) as score from ${titles} where ${titles} match ?) as titled on titled.id = ${table}.rowid`,
    score: `(${bm25Sql(table)} + coalesce(titled.score, 0))`,
    params: (q) => [allPhrasesMatch(q)],
  };
}
