/**
 * A citation typed as the search query (`q=Jn 3:16`), in process: the Summa's and the Catena's records that cite
 * the passage, found and hydrated with their snippets (20 hits), as the search operation answers it without its
 * page cache. Standalone, over an imported dataset (it measures functions, not a server):
 *
 *   LUMEN_DATA_DIR=/tmp/bench-data node --import tsx bench/veritas-citation-search.ts     (BENCH_ROUNDS, default 3)
 *
 * 200 random references (fixed seed) over ten books; prints p50/p90/p99/max wall time per query for each round.
 */
import { join } from 'node:path';
import { parseSearch } from '../src/engines/veritas/data/fts-query.js';
import { hydrateHit } from '../src/engines/veritas/data/search-hits.js';
import { searchSources } from '../src/engines/veritas/data/search-sources.js';
import { runSearch } from '../src/engines/veritas/data/search.js';
import { VeritasDataset } from '../src/engines/veritas/data/veritas-dataset.js';
import { citingSources } from '../src/engines/veritas/operations/citation-hit.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const dataDir = process.env.LUMEN_DATA_DIR ?? join(process.cwd(), 'var', 'data');
const BOOKS = ['Mt', 'Mk', 'Lk', 'Jn', 'Rom', '1 Cor', 'Gen', 'Ps', 'Is', 'Heb'];

let seed = 7;
const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
const queries: string[] = [];
while (queries.length < 200) queries.push(`${BOOKS[Math.floor(rand() * BOOKS.length)]} ${1 + Math.floor(rand() * 12)}:${1 + Math.floor(rand() * 20)}`);

const dataset = new VeritasDataset(dataDir);
const store = dataset.need().value;
const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(2);
try {
  for (let round = 0; round < ROUNDS; round++) {
    const wall: number[] = [];
    for (const q of queries) {
      const t0 = performance.now();
      const resolved = store.resolver.resolve(q);
      if (!resolved.ok || resolved.answer.kind !== 'bible') continue;
      const parsed = parseSearch(q)!;
      const sources = citingSources(store, resolved.answer, searchSources(store.db, { in: ['summa', 'catena'], translations: ['drb', 'vulgate'] }));
      const { hits } = runSearch(store.db, parsed, sources, 'relevance', 0, 20);
      for (const h of hits) hydrateHit(store, parsed, h);
      wall.push(performance.now() - t0);
    }
    wall.sort((a, b) => a - b);
    console.log(`round ${round + 1}: ${wall.length} citations, p50 ${at(wall, 0.5)} ms, p90 ${at(wall, 0.9)} ms, p99 ${at(wall, 0.99)} ms, max ${at(wall, 1)} ms`);
  }
} finally {
  dataset.close();
}
