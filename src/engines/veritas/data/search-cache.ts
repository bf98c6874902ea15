import type { ParsedQuery } from './fts-query.js';
import { type RawHit, runSearch } from './search.js';
import type { Hit } from './search-hits.js';
import type { SearchSource } from './search-sources.js';
import type { VeritasDb } from './veritas-db.js';

/** `items`: the hits hydrated (snippets cut) by the first request that read this page, kept with it. */
type Result = { hits: RawHit[]; counts: number[]; capped: boolean; items?: Hit[] };

/** Recent pages kept per open dataset; a dataset version never changes, so an entry never goes stale. */
const ENTRIES = 500;
const caches = new WeakMap<object, Map<string, Result>>();

/**
 * runSearch with a small LRU of recent pages keyed by the normalized query (the folded FTS expression, the sources
 * and their filters, the order and the page), for the frequent words whose ranking costs most and recur most.
 */
export function cachedSearch(db: VeritasDb, q: ParsedQuery, sources: SearchSource[], sort: 'relevance' | 'canonical', offset: number, limit: number): Result {
  let lru = caches.get(db);
  if (!lru) caches.set(db, (lru = new Map()));
  const key = JSON.stringify([q.match, sources.map((s) => [s.table, s.where, s.args]), sort, offset, limit]);
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
