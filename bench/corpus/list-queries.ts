/**
 * `node --import tsx bench/corpus/list-queries.ts [DATA_DIR]`: in-process latency of the corpus list queries at
 * scale (the synthetic dataset of bench/corpus/generate.ts, whose names share a small vocabulary): `q` with a
 * common word, a rare one, two words, deep pages; a large radius; a country's box; filters with `q`. `searchSites`
 * itself, not the API's recent answers; `cold` clears the recent orders first (a query never asked), `warm` asks a
 * later page of an order already read. Prints the corpus size and p50/p99 of wall and CPU time in milliseconds.
 * BENCH_LIST_QUERIES repetitions of each (default 7).
 */
import { openCorpusDb } from '../../src/engines/corpus/data/corpus-db.js';
import { type SiteQuery, searchSites } from '../../src/engines/corpus/data/query-sites.js';
import { layout, readCurrentVersion } from '../../src/platform/datasets/layout.js';

const dataDir = process.argv[2] ?? 'var/bench-corpus';
const version = readCurrentVersion(dataDir, 'corpus');
if (!version) throw new Error(`no corpus dataset in ${dataDir}; run bench/corpus/generate.ts first`);
const db = openCorpusDb(layout.versionDir(dataDir, 'corpus', version));
const N = Number(process.env.BENCH_LIST_QUERIES ?? 7);
const sites = (db.db.prepare('select count(*) as n from sites').get() as { n: number }).n;
const diocese = (db.db.prepare("select diocese_id as id from sites where country = 'FR' and diocese_id is not null limit 1").get() as { id: string } | undefined)?.id ?? null;
console.log(JSON.stringify({ sites, version, diocese }));

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const base: SiteQuery = { near: null, radiusKm: null, bbox: null, country: null, type: null, diocese: null, q: null, offset: 0, limit: 20 };
const france = { west: -4.8, south: 42.3, east: 8.3, north: 51.1 };

function measure(name: string, query: Partial<SiteQuery>, cold: boolean): void {
  const q = { ...base, ...query };
  const times: number[] = [];
  const cpu: number[] = [];
  let total: number | null = null;
  searchSites(db, q); // statements prepared, pages mapped
  for (let i = 0; i < N; i += 1) {
    if (cold) db.orders.clear();
    const c = process.cpuUsage();
    const t = performance.now();
    total = searchSites(db, q).total;
    times.push(performance.now() - t);
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000);
  }
  const ms = (x: number) => +x.toFixed(2);
  console.log(JSON.stringify({ query: name, sites, total, n: N, p50_ms: ms(pct(times, 0.5)), p99_ms: ms(pct(times, 0.99)), cpu_p50_ms: ms(pct(cpu, 0.5)), cpu_p99_ms: ms(pct(cpu, 0.99)) }));
}

measure('q=church, first page', { q: 'church' }, true);
measure('q=mary, first page', { q: 'mary' }, true);
measure('q=sickte (rare), first page', { q: 'sickte' }, true);
measure('q=saint mary, first page', { q: 'saint mary' }, true);
measure('q=church, page at 100,000, cold', { q: 'church', offset: 100_000 }, true);
measure('q=church, page at 100,000, order read before', { q: 'church', offset: 100_000 }, false);
measure('q=church&country=FR', { q: 'church', country: 'FR' }, true);
measure('q=church&type=chapel', { q: 'church', type: 'chapel' }, true);
measure(`q=church&diocese=${diocese}`, { q: 'church', diocese }, true);
measure('near=Paris&radius_km=300, first page', { near: { lat: 48.8566, lon: 2.3522 }, radiusKm: 300 }, true);
measure('near=Paris&radius_km=300, page at 10,000', { near: { lat: 48.8566, lon: 2.3522 }, radiusKm: 300, offset: 10_000 }, true);
measure('bbox=France, first page', { bbox: france }, true);
measure('bbox=France, page at 20,000, order read before', { bbox: france, offset: 20_000 }, false);
measure('country=FR, page at 20,000', { country: 'FR', offset: 20_000 }, true);
db.db.close();
