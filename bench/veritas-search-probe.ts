import { parseSearch } from '../src/engines/veritas/data/fts-query.js';
import { runSearch } from '../src/engines/veritas/data/search.js';
import { hydrateHit } from '../src/engines/veritas/data/search-hits.js';
import { KINDS, searchSources } from '../src/engines/veritas/data/search-sources.js';
import type { VeritasDataset } from '../src/engines/veritas/data/veritas-dataset.js';

export interface SearchTimes {
  /** Wall time per query, ms: what a caller waits on this machine, its load included. */
  p50: number;
  p99: number;
  /** CPU time of this process per query, ms: the code's own cost, less dependent on other processes. */
  cpu_p50: number;
  cpu_p99: number;
}

/**
 * Runs each query as the search operation does (every kind, 20 hits hydrated with snippets), uncached (the
 * operation's LRU is not used), twice, and times the second pass.
 */
export function searchInProcess(dataset: VeritasDataset, queries: string[]): SearchTimes {
  const store = dataset.need().value;
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < 2; round++) {
    for (const q of queries) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const parsed = parseSearch(q)!;
      const sources = searchSources(store.db, { in: KINDS, translations: ['drb', 'vulgate'] });
      const { hits } = runSearch(store.db, parsed, sources, 'relevance', 0, 20);
      for (const h of hits) hydrateHit(store, parsed, h);
      if (round === 0) continue;
      wall.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
    }
  }
  const at = (xs: number[], p: number) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! * 100) / 100;
  };
  return { p50: at(wall, 0.5), p99: at(wall, 0.99), cpu_p50: at(cpu, 0.5), cpu_p99: at(cpu, 0.99) };
}
