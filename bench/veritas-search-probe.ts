import { parseSearch } from '../src/engines/veritas/data/fts-query.js';
import { runSearch } from '../src/engines/veritas/data/search.js';
import { hydrateHit } from '../src/engines/veritas/data/search-hits.js';
import { KINDS, searchSources } from '../src/engines/veritas/data/search-sources.js';
import type { VeritasDataset } from '../src/engines/veritas/data/veritas-dataset.js';

/** Runs each query as the search operation does (every kind, 20 hits hydrated with snippets) and times it. */
export function searchInProcess(dataset: VeritasDataset, queries: string[]): { p50: number; p99: number } {
  const store = dataset.need().value;
  const times: number[] = [];
  for (let round = 0; round < 2; round++) {
    for (const q of queries) {
      const t0 = performance.now();
      const parsed = parseSearch(q)!;
      const sources = searchSources(store.db, { in: KINDS, translations: ['drb', 'vulgate'] });
      const { hits } = runSearch(store.db, parsed, sources, 'relevance', 0, 20);
      for (const h of hits) hydrateHit(store, parsed, h);
      if (round === 1) times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))]! * 100) / 100;
  return { p50: at(0.5), p99: at(0.99) };
}
