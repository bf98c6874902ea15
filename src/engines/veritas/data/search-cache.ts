import type { ParsedQuery } from './fts-query.js';
import { type RawHit, runSearch } from './search.js';
import type { Hit } from './search-hits.js';
import type { SearchSource } from './search-sources.js';
import type { VeritasDb } from './veritas-db.js';

/**
 * `items`: the hits hydrated (snippets cut) by the first request that read this page, kept with it. `answers`: the
 * frozen answers built from this page, by the query as typed (at most ANSWERS_PER_PAGE spellings), so that a repeated
 * search also reuses its JSON and ETag (the platform serialises a frozen result once: rest-answer.ts).
 */
export type Result = { hits: RawHit[]; counts: number[]; capped: boolean; items?: Hit[]; answers?: Map<string, object> };

const ANSWERS_PER_PAGE = 8;

/** The answer kept for `q` on this page, or the one `build` makes, frozen and kept. */
export function keptAnswer<T extends object>(page: Result, q: string, build: () => T): T {
  const kept = page.answers?.get(q);
  if (kept) return kept as T;
  const answer = Object.freeze(build());
  const answers = (page.answers ??= new Map());
  if (answers.size < ANSWERS_PER_PAGE) answers.set(q, answer);
  return answer;
}

/** Recent pages kept per open dataset; a dataset version never changes, so an entry never goes stale. */
const ENTRIES = 500;
const caches = new WeakMap<object, Map<string, Result>>();

/** The result a search pages through: the folded query, the tables searched with their filters, and the order. */
export function resultKey(q: ParsedQuery, sources: SearchSource[], sort: 'relevance' | 'canonical'): string {
  return JSON.stringify([q.match, sources.map((s) => [s.table, s.where, s.args, s.cites?.osis ?? null]), sort]);
}

/**
 * runSearch with a small LRU of recent pages keyed by the normalized query (the folded FTS expression, the sources
 * and their filters, the order and the page), for the frequent words whose ranking costs most and recur most.
 */
export function cachedSearch(db: VeritasDb, q: ParsedQuery, sources: SearchSource[], sort: 'relevance' | 'canonical', offset: number, limit: number, result = resultKey(q, sources, sort)): Result {
  let lru = caches.get(db);
  if (!lru) caches.set(db, (lru = new Map()));
  const key = `${result}|${offset}|${limit}`;
  const hit = lru.get(key);
  if (hit) {
    lru.delete(key);
    lru.set(key, hit); // most recent last
    return hit;
  }
  const r = runSearch(db, q, sources, sort, offset, limit);
  lru.set(key, r);
  if (lru.size > ENTRIES) lru.delete(lru.keys().next().value!);
  return r;
}

/** Forgets the pages of one dataset (the in-process probe measures the uncached cost). */
export function clearSearchCache(db: VeritasDb): void {
  caches.delete(db);
}
