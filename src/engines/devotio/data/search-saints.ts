import { Lru } from '../../../platform/lru.js';
import type { DevotioDb } from './devotio-db.js';
import { ftsQuery, searchWords } from './fts-query.js';
import { patronageWords } from '../domain/patronage-words.js';
import { GIVEN_NAME_BEARERS_KEY } from './given-name-bearers-key.js';

export interface SaintFilter {
  q?: string;
  feast?: string;
  title?: string;
  calendar?: string;
  patronage?: string;
}

type Statement = ReturnType<DevotioDb['db']['prepare']> & { all(...args: unknown[]): unknown[]; get(...args: unknown[]): unknown };

/** What the ranking reads of a saint, by the rowid of its FTS5 row. */
interface Ranked {
  slug: string;
  names: string;
  prominence: number;
  sortKey: string;
}

/**
 * Per open dataset: its prepared statements, the ranking columns of every saint (a few hundred KB, read on the
 * first search: joining them row by row from the records' table costs more than the search itself) and the
 * orders of recent searches (the data never changes under them).
 */
interface DbState {
  statements: Map<string, Statement>;
  orders: Lru<string, readonly string[]>;
  /** Each searched word's matching rows and bm25 scores (wordMatches). */
  words: Lru<string, Map<number, number>>;
  /** Orders of the words that begin names of many saints, computed once off the request path (warmFrequentWords). */
  frequent: Map<string, readonly string[]>;
  /** The matches of those words, kept beside the LRU (a frequent word is most of the cost of any search naming it). */
  frequentMatches: Map<string, Map<number, number>>;
  ranked?: Map<number, Ranked>;
  /** The saint a bare given name means (`francis`: francis-of-assisi), from the dataset's info (given-name-bearers-key.ts). */
  bearers?: ReadonlyMap<string, string>;
  /** Every saint's record as stored (its JSON), read off the request path after the first search (saintDoc). */
  docs?: Map<string, string>;
}
const states = new WeakMap<object, DbState>();

function state(db: DevotioDb): DbState {
  let s = states.get(db);
  if (!s) states.set(db, (s = { statements: new Map(), orders: new Lru(512), words: new Lru(2048), frequent: new Map(), frequentMatches: new Map() }));
  return s;
}

function prepared(db: DevotioDb, sql: string) {
  const cache = state(db).statements;
  let stmt = cache.get(sql);
  if (!stmt) cache.set(sql, (stmt = db.db.prepare<unknown[]>(sql) as Statement));
  return stmt;
}

function givenNameBearers(db: DevotioDb): ReadonlyMap<string, string> {
  const s = state(db);
  if (!s.bearers) {
    const row = db.db.prepare('select value from info where key = ?').get(GIVEN_NAME_BEARERS_KEY) as { value: string } | undefined;
    s.bearers = new Map(Object.entries(row ? (JSON.parse(row.value) as Record<string, string>) : {}));
  }
  return s.bearers;
}

function rankingColumns(db: DevotioDb): Map<number, Ranked> {
  const s = state(db);
  if (s.ranked) return s.ranked;
  const sql = 'select f.rowid, f.slug, f.names, s.prominence, s.sort_key from saints_fts f join saints s on s.slug = f.slug';
  const rows = (db.db.prepare(sql) as Statement & { raw(on: boolean): Statement }).raw(true).all() as Array<[number, string, string, number, string]>;
  s.ranked = new Map(rows.map(([rowid, slug, names, prominence, sortKey]) => [rowid, { slug, names, prominence, sortKey }]));
  warmFrequentWords(db, s.ranked);
  return s.ranked;
}

/** A word beginning words in the names of at least this many saints is searched once ahead of any request for it. */
const FREQUENT = 100;

/**
 * The words that begin a word of the names of at least FREQUENT saints (each search word is a prefix: `sant` finds
 * `santa`, `santo` and `santi`), most frequent first. Counted over the distinct words of the names, sorted, so each
 * word's prefixed words are the ones after it; a saint with two names sharing the prefix counts twice.
 */
export function frequentPrefixes(allNames: Iterable<string>, min = FREQUENT): string[] {
  const counts = new Map<string, number>();
  for (const names of allNames) {
    for (const w of new Set(names.split(' '))) if (w.length > 1) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const words = [...counts.keys()].sort();
  const out: Array<[string, number]> = [];
  for (let i = 0; i < words.length; i++) {
    let n = 0;
    for (let j = i; j < words.length && words[j]!.startsWith(words[i]!); j++) n += counts.get(words[j]!)!;
    if (n >= min) out.push([words[i]!, n]);
  }
  return out.sort((a, b) => b[1] - a[1]).map(([w]) => w);
}

/**
 * Words such as `saint`, `san`, `sanctus` or `blessed` match thousands of saints, and ranking them all costs
 * some milliseconds (FTS5 and bm25 over every match), where a search for a rare name costs a fraction of one; a
 * word beginning a hundred names still costs half a millisecond. Their matches and orders are computed once per
 * dataset, one word per turn of the event loop after the first search, and kept.
 */
function warmFrequentWords(db: DevotioDb, ranked: Map<number, Ranked>): void {
  const s = state(db);
  const { frequent, frequentMatches } = s;
  let words: string[] | undefined;
  const next = () => {
    if (!db.db.open) return;
    // Found in the first turns (some tens of milliseconds each), not in the request that opened the ranking columns.
    if (!s.docs) {
      s.docs = new Map((db.db.prepare('select slug, doc from saints') as Statement & { raw(on: boolean): Statement }).raw(true).all() as Array<[string, string]>);
      return void setImmediate(next);
    }
    words ??= frequentPrefixes([...ranked.values()].map((r) => r.names));
    const w = words.shift();
    if (w === undefined) return;
    try {
      frequentMatches.set(w, wordMatches(db, w));
      frequent.set(searchKey({ q: w }), Object.freeze(order(db, { q: w })));
    } catch {
      return; // the dataset was closed or replaced meanwhile: nothing to keep
    }
    setImmediate(next);
  };
  // Not unref'd: an unref'd immediate lets an idle loop sleep in poll until other work wakes it.
  setImmediate(next);
}

/**
 * WHERE clauses for the filters: `slug in (…)` over an index table, so SQLite starts from the few matching rows.
 * `column` is the slug column of the table searched.
 */
function filters(f: SaintFilter, column = 's.slug'): { where: string[]; args: unknown[] } {
  const where: string[] = [];
  const args: unknown[] = [];
  if (f.feast || f.calendar) {
    const parts: string[] = [];
    if (f.feast) parts.push('sf.date = ?'), args.push(f.feast);
    if (f.calendar) parts.push('sf.calendar = ?'), args.push(f.calendar);
    where.push(`${column} in (select sf.slug from saint_feasts sf where ${parts.join(' and ')})`);
  }
  if (f.title) {
    where.push(`${column} in (select t.slug from saint_titles t where t.title = ?)`);
    args.push(f.title);
  }
  if (f.patronage !== undefined) {
    // Each word begins a word of one patronage row (folded words, space-separated: no LIKE wildcard in them).
    const words = patronageWords(f.patronage);
    if (words.length === 0) where.push('0');
    else {
      where.push(`${column} in (select p.slug from saint_patronages p where ${words.map(() => `(' ' || p.patronage) like ?`).join(' and ')})`);
      args.push(...words.map((w) => `% ${w}%`));
    }
  }
  return { where, args };
}

/**
 * How well the names of a row match the search words (docs/devotio.md "Ranking"): 0 when every word is a whole
 * word of a name, 1 when every word begins a word of a name, 2 when the match is in the titles, celebrations or
 * eulogy only. Names and words are folded to lower-case letters and digits separated by spaces (fts-query.ts).
 */
export function matchQuality(names: string, words: readonly string[]): 0 | 1 | 2 {
  const padded = ` ${names} `;
  if (words.every((w) => padded.includes(` ${w} `))) return 0;
  if (words.every((w) => padded.includes(` ${w}`))) return 1;
  return 2;
}


/**
 * The slugs of every saint matching the filters, in the order of the answer. With search text: by match quality,
 * then the saint a bare given name means when it is the one word searched (`francis`), then prominence (the rank of the saint's feast in the General Roman Calendar, a Doctor or Apostle first,
 * canonized before blessed; computed by the refinery, prominence.ts), then relevance (bm25, names weighing ten
 * times the rest), then the name. Without search text: by prominence, then the name, when a filter is given; the
 * whole catalogue in name order. SQLite finds the rows (FTS5 and the index tables) and
 * returns a few short columns of each; the ranking is computed here, on strings already in memory, instead of
 * two LIKEs per word and row inside an ORDER BY.
 */
function order(db: DevotioDb, f: SaintFilter): readonly string[] {
  const match = f.q ? ftsQuery(f.q) : null;
  // A q with no letter or digit (`*`, an emoji) has no word to match: it finds nothing, as in Corpus.
  if (f.q && !match) return [];
  if (!match) {
    const { where, args } = filters(f);
    // The whole catalogue browses in name order; a filtered list (a feast day, a title, a patronage) puts the saints
    // the Church celebrates most widely first, as a search does: Thomas Aquinas before the Martyrology's namesakes.
    const clause = where.length ? ` where ${where.join(' and ')}` : '';
    const byProminence = where.length ? 's.prominence, ' : '';
    return (prepared(db, `select s.slug as slug from saints s${clause} order by ${byProminence}s.sort_key, s.slug`).all(...args) as Array<{ slug: string }>).map((r) => r.slug);
  }
  const words = searchWords(f.q!);
  const columns = rankingColumns(db);
  const { where, args } = filters(f, 'saints_fts.slug');
  let rows: Array<[number, number]>;
  if (where.length === 0) rows = combine(words.map((w) => wordMatches(db, w)));
  else {
    const sql = `select rowid, ${BM25} from saints_fts where ${['saints_fts match ?', ...where].join(' and ')}`;
    rows = (prepared(db, sql) as Statement & { raw(on: boolean): Statement }).raw(true).all(match, ...args) as Array<[number, number]>;
  }
  // A bare given name alone means one saint of the calendar (Francis: of Assisi), first among its whole-word matches.
  const meant = words.length === 1 ? givenNameBearers(db).get(words[0]!) : undefined;
  const ranked = rows.map(([rowid, score]) => {
    const r = columns.get(rowid)!;
    return { r, score, quality: matchQuality(r.names, words), meant: r.slug === meant ? 0 : 1 };
  });
  ranked.sort(
    (a, b) =>
      a.quality - b.quality ||
      a.meant - b.meant ||
      a.r.prominence - b.r.prominence ||
      a.score - b.score ||
      (a.r.sortKey < b.r.sortKey ? -1 : a.r.sortKey > b.r.sortKey ? 1 : 0) ||
      (a.r.slug < b.r.slug ? -1 : a.r.slug > b.r.slug ? 1 : 0),
  );
  return ranked.map((x) => x.r.slug);
}

const BM25 = 'bm25(saints_fts, 0, 10.0, 1.0)';

/** The rows matching one word (as a prefix) and the word's bm25 score in each, kept per dataset. */
function wordMatches(db: DevotioDb, word: string): Map<number, number> {
  const s = state(db);
  let m = s.frequentMatches.get(word) ?? s.words.get(word);
  if (!m) {
    const stmt = prepared(db, `select rowid, ${BM25} from saints_fts where saints_fts match ?`) as Statement & { raw(on: boolean): Statement };
    m = new Map(stmt.raw(true).all(`"${word}"*`) as Array<[number, number]>);
    s.words.set(word, m);
  }
  return m;
}

/**
 * The rows matching every word, with the bm25 score FTS5 gives the whole query. FTS5's bm25 is a sum over the
 * query's phrases, in their order, of a term that depends only on the phrase and the row (the phrase's IDF over
 * the table, its weighted frequency in the row, the row's length), negated: for one phrase it returns -(0 + t).
 * So the score of `"a"* AND "b"*` is -((0 + t_a) + t_b), computed here from the one-word scores with the same
 * additions in the same order, to the same double. Words shared by thousands of saints (`san`, `saint`) then
 * cost a lookup in a kept map instead of FTS5 merging their doclists again with every name searched beside them.
 */
function combine(perWord: ReadonlyArray<Map<number, number>>): Array<[number, number]> {
  const smallest = perWord.reduce((a, b) => (b.size < a.size ? b : a));
  const out: Array<[number, number]> = [];
  for (const rowid of smallest.keys()) {
    let sum = 0;
    let all = true;
    for (const m of perWord) {
      const score = m.get(rowid);
      if (score === undefined) {
        all = false;
        break;
      }
      sum += -score;
    }
    if (all) out.push([rowid, -1.0 * sum]);
  }
  return out;
}

/** The key of a search: the folded words (so `Thérèse` and `therese` share it) and the filters. */
function searchKey(f: SaintFilter): string {
  const q = f.q ? searchWords(f.q).join(' ') : null;
  const patronage = f.patronage === undefined ? null : patronageWords(f.patronage).join(' ');
  return JSON.stringify([q, f.feast ?? '', f.title ?? '', f.calendar ?? '', patronage]);
}

/**
 * Saints matching the filters: the slugs of one page and the number of matches. The whole order of a search is
 * kept (a few hundred slugs at most for common names) for the dataset it was computed on, so the next page and
 * the same search asked again cost a slice.
 */
export function searchSaints(db: DevotioDb, f: SaintFilter, offset: number, limit: number): { slugs: readonly string[]; total: number } {
  const { orders, frequent } = state(db);
  const key = searchKey(f);
  let all = frequent.get(key) ?? orders.get(key);
  if (!all) orders.set(key, (all = Object.freeze(order(db, f))));
  return { slugs: all.slice(offset, offset + limit), total: all.length };
}

/**
 * A saint's record as stored (its JSON), or undefined for an unknown slug. After the first search every record is
 * held in memory (about 5 MB): a page's 20 records then cost no look-ups in the records' table, whose rows (a
 * kilobyte of JSON each, keyed by slug) make a deep b-tree at 10-25 µs a look-up.
 */
export function saintDoc(db: DevotioDb, slug: string): string | undefined {
  const docs = states.get(db)?.docs;
  return docs ? docs.get(slug) : db.saintBySlug.get(slug)?.doc;
}
