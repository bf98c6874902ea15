import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { generateSyntheticCorpus } from '../corpus/synthetic.js';
import { warmedGet } from '../lib.js';
import type { BenchTarget, HttpRequestSpec, Scenario } from '../scenario.js';

/**
 * Corpus on the synthetic worldwide dataset (1,000,000 sites unless CORPUS_BENCH_SITES says otherwise), made by
 * bench/corpus/generate.ts in CORPUS_BENCH_DIR (default var/bench-corpus) if it is not there yet. The server reads it
 * as its LUMEN_DATA_DIR; the requests rotate over several cities so no answer repeats.
 */
const DIR = process.env.CORPUS_BENCH_DIR ?? join(process.cwd(), 'var/bench-corpus');
const SITES = Number(process.env.CORPUS_BENCH_SITES ?? 1_000_000);
const ENV = { RATE_LIMIT_READ_MAX: '1000000', LUMEN_DATA_DIR: DIR, LUMEN_IMPORT_ON_START: 'false' };
const CITIES: Array<[number, number]> = [[48.8566, 2.3522], [41.9028, 12.4964], [40.4168, -3.7038], [-23.5505, -46.6333], [19.4326, -99.1332], [14.5995, 120.9842], [52.2297, 21.0122], [45.4642, 9.19]];

async function prepare(target: BenchTarget, paths: string[], extra: Record<string, string> = {}): Promise<HttpRequestSpec[]> {
  if (!existsSync(join(DIR, 'corpus', 'current'))) {
    generateSyntheticCorpus(DIR, SITES);
    await new Promise((r) => setTimeout(r, 1100)); // the server looks at the dataset pointer at most every second
  }
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
