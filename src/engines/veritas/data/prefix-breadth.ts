import type { ParsedQuery, SearchTerm } from './fts-query.js';
import type { SearchSource } from './search-sources.js';
import type { VeritasDb } from './veritas-db.js';

/**
 * How many records a query's prefixes may reach in all, over the tables searched (each index term a prefix
 * expands to counts its records). FTS5 answers a prefix by merging the record lists of every term that starts with
 * it, on the event loop: about 1 ms per 1,000 records here, so `the*` (99,000) took 100-150 ms and
 * `b* c* d* f* g* h* m*` most of a second, during which no other request is served. 30,000 keeps the worst
 * prefix query near 30 ms (`con*`, 2,469 words in 27,900 records, still answers).
 */
export const PREFIX_RECORDS_BUDGET = 30_000;
/** Datasets built before the postings cannot tell a prefix's breadth: their prefixes need this many letters. */
export const MIN_PREFIX_WITHOUT_POSTINGS = 3;

export interface TooBroad {
  /** The prefix judged: the term's last word as the index reads it (`s` of `Lord's*`). */
  prefix: string;
  /** The term it ends: what the user typed (`Lord's*`), which the message names. */
  term: SearchTerm;
  /** Records reached by the query's prefixes when the budget ran out (a lower bound). */
  records: number;
  /** When the dataset cannot count: the letters a prefix needs. */
  minLetters?: number;
}

/**
 * The first prefix that takes the query past `budget` records, or null when the query is within it. Reading
 * stops as soon as the budget is spent, so judging a one-letter prefix costs no more than a narrow one.
 */
export function tooBroadPrefix(db: VeritasDb, q: ParsedQuery, sources: readonly SearchSource[], budget = PREFIX_RECORDS_BUDGET): TooBroad | null {
  const prefixes = q.terms.filter((t) => t.prefix).map((term) => ({ term, prefix: term.words[term.words.length - 1]! }));
  if (prefixes.length === 0) return null;
  const stmt = db.searchPostings?.termRange;
  if (!stmt) {
    const short = prefixes.find((p) => [...p.prefix].length < MIN_PREFIX_WITHOUT_POSTINGS);
    return short === undefined ? null : { ...short, records: 0, minLetters: MIN_PREFIX_WITHOUT_POSTINGS };
  }
  const tables = [...new Set(sources.map((s) => s.table))];
  let records = 0;
  for (const p of prefixes) {
    for (const table of tables) {
      records += reach(db, stmt, table, p.prefix, budget - records + 1);
      if (records > budget) return { ...p, records };
    }
  }
  return null;
}

/**
 * The 400's message for a query past the budget. It names the prefix as typed: `Lord's*` is read as the phrase
 * "lord s*", and naming `s*` alone (as it did) pointed at nothing the user wrote.
 */
export function tooBroadMessage(q: ParsedQuery, broad: TooBroad): string {
  const { typed, words } = broad.term;
  // A word the index reads as several (`Lord's*`) is also shown as read: its last word is what was judged.
  const read = words.length > 1 && !typed?.startsWith('"') ? `, read as "${words.join(' ')}*",` : '';
  const named = `'${typed ?? `${words.join(' ')}*`}'${read}`;
  if (broad.minLetters) return `query.q: the prefix ${named} is too broad (a prefix needs at least ${broad.minLetters} letters before the *)`;
  if (q.terms.filter((t) => t.prefix).length > 1) {
    return `query.q: the prefixes of this query reach more than ${PREFIX_RECORDS_BUDGET.toLocaleString('en')} records in all (${named} took them past it); use fewer prefixes, longer ones, or whole words`;
  }
  return `query.q: the prefix ${named} is too broad (it reaches more than ${PREFIX_RECORDS_BUDGET.toLocaleString('en')} records); add letters to it, or search for whole words`;
}

/** Per dataset: the records a prefix reaches in a table, counted up to a cap; a version never changes. */
const reached = new WeakMap<object, Map<string, { records: number; complete: boolean }>>();
const MAX_REMEMBERED = 10_000;

/**
 * The records `prefix` reaches in `table`, read from the postings until `cap` is passed: remembered, so that a
 * repeated prefix (a user paging, a popular search) costs a map lookup, not another walk over its terms.
 */
function reach(db: VeritasDb, stmt: NonNullable<VeritasDb['searchPostings']>['termRange'], table: string, prefix: string, cap: number): number {
  let known = reached.get(db);
  if (!known) reached.set(db, (known = new Map()));
  const key = `${table}\u0000${prefix}`;
  const hit = known.get(key);
  if (hit && (hit.complete || hit.records >= cap)) return hit.records;
  let records = 0;
  let complete = true;
  for (const row of stmt.iterate(table, prefix, `${prefix}\uffff`)) {
    records += row.docs;
    if (records >= cap) {
      complete = false;
      break;
    }
  }
  if (known.size >= MAX_REMEMBERED) known.clear();
  known.set(key, { records, complete });
  return records;
}
