/**
 * `node --import tsx bench/corpus/queries.ts [DATA_DIR]`: in-process latency of the corpus queries on a dataset
 * (the synthetic one of bench/corpus/generate.ts): nearest-20 and a 10 km radius (first page of 20) around
 * random GeoNames places, and a big-city bbox as GeoJSON. The queries themselves (`searchSites`), not the recent
 * answers that the API keeps (`querySites`). Prints p50/p99 in milliseconds, of wall and of CPU time.
 */
import { citiesIndex } from '../../src/refinery/corpus/dioceses/cities-index.js';
import { openCorpusDb } from '../../src/engines/corpus/data/corpus-db.js';
import { searchSites } from '../../src/engines/corpus/data/query-sites.js';
import { featureOf } from '../../src/engines/corpus/domain/geojson.js';
import { layout, readCurrentVersion } from '../../src/platform/datasets/layout.js';

const dataDir = process.argv[2] ?? 'var/bench-corpus';
const version = readCurrentVersion(dataDir, 'corpus');
if (!version) throw new Error(`no corpus dataset in ${dataDir}; run bench/corpus/generate.ts first`);
const db = openCorpusDb(layout.versionDir(dataDir, 'corpus', version));
const places = citiesIndex().all();
const N = Number(process.env.BENCH_QUERIES ?? 2000);

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const base = { radiusKm: null, bbox: null, country: null, type: null, diocese: null, q: null, offset: 0, limit: 20 };

function measure(name: string, run: (i: number) => unknown): void {
  for (let i = 0; i < 200; i += 1) run(i); // warm the page cache and the statement cache
  const times: number[] = [];
  // CPU time too (user + system, µs resolution): on a shared machine the wall clock's tail is other processes.
  const cpu: number[] = [];
  for (let i = 0; i < N; i += 1) {
    const c = process.cpuUsage();
    const t = performance.now();
    run(i);
    times.push(performance.now() - t);
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000);
  }
  const ms = (x: number) => +x.toFixed(3);
  console.log(JSON.stringify({ query: name, n: N, p50_ms: ms(pct(times, 0.5)), p99_ms: ms(pct(times, 0.99)), cpu_p50_ms: ms(pct(cpu, 0.5)), cpu_p99_ms: ms(pct(cpu, 0.99)) }));
}

const at = (i: number) => places[(i * 7919) % places.length]!;
measure('nearest 20', (i) => searchSites(db, { ...base, near: { lat: at(i).lat, lon: at(i).lon } }));
measure('10 km radius, first 20', (i) => searchSites(db, { ...base, near: { lat: at(i).lat, lon: at(i).lon }, radiusKm: 10 }));
const paris = { west: 2.22, south: 48.81, east: 2.47, north: 48.9 };
measure('Paris bbox, 100 as GeoJSON', () => {
  const { hits } = searchSites(db, { ...base, near: null, bbox: paris, limit: 100 });
  return `{"type":"FeatureCollection","features":[${hits.map((h) => featureOf(h.doc)).join(',')}]}`;
});
db.db.close();
