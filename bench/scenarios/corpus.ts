import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { generateSyntheticCorpus } from '../corpus/synthetic.js';
import { warmedGet } from '../lib.js';
import type { BenchTarget, HttpRequestSpec, Probe, Scenario } from '../scenario.js';

/**
 * Corpus on the synthetic worldwide dataset (1,000,000 sites unless CORPUS_BENCH_SITES says otherwise), made by
 * bench/corpus/generate.ts in CORPUS_BENCH_DIR (default var/bench-corpus) if it is not there yet. The server reads it
 * as its LUMEN_DATA_DIR; the requests rotate over several cities so no answer repeats.
 */
const DIR = process.env.CORPUS_BENCH_DIR ?? join(process.cwd(), 'var/bench-corpus');
const SITES = Number(process.env.CORPUS_BENCH_SITES ?? 1_000_000);
const ENV = { RATE_LIMIT_READ_MAX: '1000000', LUMEN_DATA_DIR: DIR, LUMEN_IMPORT_ON_START: 'false' };
const CITIES: Array<[number, number]> = [[48.8566, 2.3522], [41.9028, 12.4964], [40.4168, -3.7038], [-23.5505, -46.6333], [19.4326, -99.1332], [14.5995, 120.9842], [52.2297, 21.0122], [45.4642, 9.19]];

async function ensureCorpus(): Promise<void> {
  if (!existsSync(join(DIR, 'corpus', 'current'))) {
    generateSyntheticCorpus(DIR, SITES);
    await new Promise((r) => setTimeout(r, 1100)); // the server looks at the dataset pointer at most every second
  }
}

async function prepare(target: BenchTarget, paths: string[], extra: Record<string, string> = {}): Promise<HttpRequestSpec[]> {
  await ensureCorpus();
  const first = await warmedGet(target, 'bench-corpus', paths[0]!);
  return paths.map((path) => ({ path, headers: { ...first.headers, ...extra } }));
}

export const scenarios: Scenario[] = [
  {
    name: 'corpus: nearest 20 (near=LAT,LON)',
    target: 0.4,
    env: ENV,
    prepare: (t) => prepare(t, CITIES.map(([lat, lon]) => `/v1/corpus/sites?near=${lat},${lon}&limit=20`)),
  },
  {
    name: 'corpus: 10 km radius (near=…&radius_km=10)',
    target: 0.4,
    env: ENV,
    prepare: (t) => prepare(t, CITIES.map(([lat, lon]) => `/v1/corpus/sites?near=${lat},${lon}&radius_km=10&limit=20`)),
  },
  {
    name: 'corpus: Paris bbox as GeoJSON (100 features)',
    target: 0.2,
    env: ENV,
    prepare: (t) => prepare(t, ['/v1/corpus/sites?bbox=2.22,48.81,2.47,48.90&limit=100&format=geojson']),
  },
  {
    // What a browser or a map library asks: the cached answer goes out as Brotli (65 KB → 3 KB, compressed once).
    name: 'corpus: Paris bbox as GeoJSON, Accept-Encoding as browsers send it',
    target: 0.2,
    env: ENV,
    prepare: (t) => prepare(t, ['/v1/corpus/sites?bbox=2.22,48.81,2.47,48.90&limit=100&format=geojson'], { 'accept-encoding': 'gzip, deflate, br, zstd' }),
  },
];

/** List queries over HTTP, one request at a time: the first of each query, then later pages of the same query. */
const LIST_QUERIES: Array<[string, string]> = [
  ['q_common', 'q=church'],
  ['q_rare', 'q=sickte'],
  ['q_two_words', 'q=saint%20mary'],
  ['q_country', 'q=church&country=FR'],
  ['bbox_country', 'bbox=-4.8,42.3,8.3,51.1'],
  ['radius_300km', 'near=48.8566,2.3522&radius_km=300'],
];

export const probes: Probe[] = [
  {
    // Each later request asks another `limit` (a query the API has not answered yet, so the recent answers do not
    // serve it) at a deeper cursor position than a user reaches by paging: offsets come from walking next_cursor.
    name: 'corpus: list queries at scale (HTTP, one at a time)',
    goal: 'first page < 50 ms; a later page of the same query < 10 ms',
    env: ENV,
    async run(target) {
      await ensureCorpus();
      const { headers } = await warmedGet(target, 'bench-corpus-list', '/v1/corpus/sites?limit=1');
      const get = async (path: string) => {
        const t = performance.now();
        const res = await fetch(`${target.url}${path}`, { headers });
        const body = (await res.json()) as { total: number | null; next_cursor: string | null };
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
        return { ms: performance.now() - t, body };
      };
      const figures: Record<string, number | string> = { sites: SITES };
      for (const [name, query] of LIST_QUERIES) {
        const first = await get(`/v1/corpus/sites?${query}&limit=100`);
        figures[`${name}_total`] = first.body.total ?? -1;
        figures[`${name}_first_ms`] = first.ms;
        const later: number[] = [];
        let cursor = first.body.next_cursor;
        for (let i = 0; i < 20 && cursor; i += 1) {
          const page = await get(`/v1/corpus/sites?${query}&limit=${100 - i}&cursor=${encodeURIComponent(cursor)}`);
          later.push(page.ms);
          cursor = page.body.next_cursor;
        }
        later.sort((a, b) => a - b);
        figures[`${name}_later_p50_ms`] = later[Math.floor(later.length / 2)] ?? 0;
        figures[`${name}_later_max_ms`] = later.at(-1) ?? 0;
      }
      return figures;
    },
  },
];
