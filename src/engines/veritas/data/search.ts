import { modernQuery } from './archaic-query.js';
import { citingHits } from './citing-hits.js';
import type { ParsedQuery } from './fts-query.js';
import { type Kind, type SearchSource } from './search-sources.js';
import { postingsHits } from './postings-hits.js';
import type { Row } from './rank-postings.js';
import type { VeritasDb } from './veritas-db.js';
import { rankSql } from './title-table.js';
import { type TopHits, topHits } from './top-hits.js';

export interface RawHit {
  source: SearchSource;
  rowid: number;
  /** The score in its own table (bm25, negative: lower is better), as FTS5 gives it. */
  score: number;
  /** `score` over its source's best for the query: 1 for the best hit of each table, down to 0 (runSearch). */
  relevance: number;
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

/**
 * Where FTS5 answers (prefixes, datasets without postings), matches counted per source before the count is reported
 * as a lower bound (docs/veritas.md "Search"): counting walks every match, and "the" alone is 27,551 verses.
 */
export const COUNT_CAP = 1000;
/** A source with more matches than COUNT_CAP ranks by bm25 only every SAMPLE_STRIDE-th record (by rowid). */
const SAMPLE_STRIDE = 16;

const KIND_ORDER: Record<Kind, number> = { bible: 0, summa: 1, catena: 2 };

type SourceHits = { rows: Row[]; count: number; capped: boolean };

/**
 * Past a frequent word's precomputed best records, in a dataset without postings (built before them): its other
 * matches in canonical order with score 0, as the sampled ranking below does. The count is exact.
 */
function afterTopInFts5(db: VeritasDb, q: ParsedQuery, s: SearchSource, top: TopHits, want: number): SourceHits {
  const ranked = new Set(top.rows.map((r) => r.id));
  const rest = prepared(db, `select rowid as id from ${s.table} where ${s.table} match ? order by rowid limit ?`).all(q.match, want) as Array<{ id: number }>;
  const more = rest.filter((r) => !ranked.has(r.id)).slice(0, want - top.rows.length);
  return { rows: [...top.rows, ...more.map((r) => ({ id: r.id, score: 0 }))], count: top.docs, capped: false };
}

/**
 * Past a frequent word's precomputed best records, the rest of the ranking from the postings, so that a page never
 * repeats a precomputed hit (their scores agree with FTS5's but for the last bit of a logarithm).
 */
function afterTopInPostings(top: TopHits, ranked: { rows: Row[]; count: number }, want: number): SourceHits {
  const seen = new Set(top.rows.map((r) => r.id));
  const more = ranked.rows.filter((r) => !seen.has(r.id));
  return { rows: [...top.rows, ...more].slice(0, want), count: ranked.count, capped: false };
}

/**
 * Every match of one source, in a fixed order, as far as `want`, and their count: for a passage typed as the query,
 * the records citing it (citing-hits.ts); else a frequent word's precomputed best records (top-hits.ts), else the
 * postings (postings-hits.ts, exact counts), else FTS5 (fts5Hits).
 */
function sourceHits(db: VeritasDb, parsed: ParsedQuery, s: SearchSource, sort: 'relevance' | 'canonical', want: number): SourceHits {
  if (s.cites) return citingHits(db, s, s.cites, sort, want);
  // The English tables index archaic verb forms as modern ones (archaic-query.ts); the Vulgate reads the query as typed.
  const q = s.stemmed ? modernQuery(db, parsed) : parsed;
  const top = sort === 'relevance' ? topHits(db, q, s) : undefined;
  if (top && (want <= top.rows.length || top.docs <= top.rows.length)) return { rows: top.rows.slice(0, want), count: top.docs, capped: false };
  const ranked = postingsHits(db, q, s, sort, top ? want + top.rows.length : want);
  if (ranked && top) return afterTopInPostings(top, ranked, want);
  if (ranked) return { ...ranked, capped: false };
  if (top) return afterTopInFts5(db, q, s, top, want);
  return fts5Hits(db, q, s, sort, want);
}

/** FTS5's answer, the count capped at COUNT_CAP (or one past the page) and `capped` when it is a lower bound. */
function fts5Hits(db: VeritasDb, q: ParsedQuery, s: SearchSource, sort: 'relevance' | 'canonical', want: number): SourceHits {
  const t = s.table;
  const cond = `${t} match ? and (${s.where})`;
  // The rank (title-table.ts): bm25, plus the title's own where the table has titles (its MATCH comes first).
  const rank = rankSql(db.db, t);
  const select = `select ${t}.rowid as id, ${rank.score} as score from ${rank.from} where ${cond}`;
  const args = [...rank.params(q), q.match, ...s.args];
  // Counting stops one past the cap (or past the page), so a capped count still exceeds what was consumed.
  const cap = Math.max(COUNT_CAP, want) + 1;
  const count = (prepared(db, `select count(*) as n from (select 1 from ${t} where ${cond} limit ?)`).get(q.match, ...s.args, cap) as { n: number }).n;
  const capped = count === cap;
  if (sort === 'canonical') return { rows: prepared(db, `${select} order by ${t}.rowid limit ?`).all(...args, want) as Row[], count, capped };
  // The order depends on n > COUNT_CAP only, never on the page asked (cap grows with it), so cursors stay consistent.
  if (count <= COUNT_CAP) return { rows: prepared(db, `${select} order by score, ${t}.rowid limit ?`).all(...args, want) as Row[], count, capped };
  // A frequent term: bm25 reads each match's length (~1 µs a match, 30 ms for "the") while its idf is near zero,
  // so only every SAMPLE_STRIDE-th record (a spread sample over the whole Bible, Summa or Catena) is ranked; the
  // other matches follow in canonical order with score 0. A fixed order, so cursors stay consistent.
  const sample = prepared(db, `${select} and ${t}.rowid % ${SAMPLE_STRIDE} = 0 order by score, ${t}.rowid limit ?`).all(...args, want) as Row[];
  if (sample.length === want) return { rows: sample, count, capped };
  const rest = prepared(db, `select rowid as id, 0 as score from ${t} where ${cond} and rowid % ${SAMPLE_STRIDE} != 0 order by rowid limit ?`).all(q.match, ...s.args, want - sample.length) as Row[];
  return { rows: [...sample, ...rest], count, capped };
}

/** Whether hit `a` comes before hit `b` of another source: by relevance (best first), or in canonical order. */
function before(sort: 'relevance' | 'canonical', a: RawHit, b: RawHit): boolean {
  const d = sort === 'canonical' ? KIND_ORDER[a.source.kind] - KIND_ORDER[b.source.kind] || a.rowid - b.rowid : b.relevance - a.relevance || KIND_ORDER[a.source.kind] - KIND_ORDER[b.source.kind] || a.rowid - b.rowid;
  return d < 0 || (d === 0 && a.source.table < b.source.table);
}

/**
 * The page of hits at `offset` over every source, by relevance (FTS5 bm25, best first; see sourceHits for frequent
 * terms) or in canonical order (Bible in book order, then the Summa in its order, then the Catena by Gospel verse),
 * and the count per source (`capped`: a lower bound). The sources' lists are merged, each kept in its own order:
 * a frequent word's precomputed best records carry FTS5's scores and the records after them the postings' own,
 * which can differ in the last bit, so sorting the lists together moved a record of one page onto the next
 * (`his`: Exodus 20:6 was the 64th hit with 8 a page, the 72nd with the next page, and not among the first 80 at 100).
 * A source's list for a deeper page starts with its list for a shallower one, so pages never repeat or skip a hit.
 *
 * By relevance the lists interleave by each hit's bm25 relative to its own table's best for the query: bm25 is not
 * comparable across tables (a verse, an article of 1,000 words, a title scored on its own), and compared raw the
 * Summa's titles took every place of the first page for `love`, `fear` or `heaven` in a search of all kinds.
 */
export function runSearch(db: VeritasDb, q: ParsedQuery, sources: SearchSource[], sort: 'relevance' | 'canonical', offset: number, limit: number): { hits: RawHit[]; counts: number[]; capped: boolean } {
  const want = offset + limit;
  const lists: RawHit[][] = [];
  const counts: number[] = [];
  let capped = false;
  for (const s of sources) {
    const r = sourceHits(db, q, s, sort, want);
    const best = r.rows[0]?.score ?? 0;
    lists.push(r.rows.map((row) => ({ source: s, rowid: row.id, score: row.score, relevance: best < 0 ? row.score / best : 0 })));
    counts.push(r.count);
    capped ||= r.capped;
  }
  const at = lists.map(() => 0);
  const hits: RawHit[] = [];
  for (let n = 0; n < want; n++) {
    let next = -1;
    for (let i = 0; i < lists.length; i++) {
      if (at[i]! < lists[i]!.length && (next < 0 || before(sort, lists[i]![at[i]!]!, lists[next]![at[next]!]!))) next = i;
    }
    if (next < 0) break;
    const h = lists[next]![at[next]!++]!;
    if (n >= offset) hits.push(h);
  }
  return { hits, counts, capped };
}
