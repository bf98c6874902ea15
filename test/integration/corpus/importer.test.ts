import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { importCorpusRegion } from '../../../src/refinery/corpus/import-region.js';
import { runLumen } from '../../helpers/cli.js';
import { type CorpusServer, type Site, type SitePage, haveSharedData, importCorpus, removeData, startCorpus } from './corpus-server.js';
import { type TinyOsm, tinyPbf } from './tiny-pbf.js';

// Region imports on small PBFs written here, a Wikidata result in SPARQL JSON, and the staged import on top.
const BASE = { lat: 12.11, lon: 15.05 }; // N'Djamena: the nearest GeoNames place gives the country (TD)
const at = (dx: number, dy: number) => ({ lat: BASE.lat + dy * 0.001, lon: BASE.lon + dx * 0.001 });
const CATHOLIC = { amenity: 'place_of_worship', religion: 'christian', denomination: 'catholic' };

function regionA(withChapel: boolean): TinyOsm {
  // An L-shaped church: its centre of area (1.1, 1.1) lies outside the building.
  const l = [[0, 0], [3, 0], [3, 1], [1, 1], [1, 3], [0, 3]].map(([x, y], i) => ({ id: 100 + i, ...at(x!, y!) }));
  // A square basilica drawn as a multipolygon whose outer ring is split over two ways.
  const sq = [[10, 10], [12, 10], [12, 12], [10, 12]].map(([x, y], i) => ({ id: 200 + i, ...at(x!, y!) }));
  return {
    timestamp: 1_750_000_000,
    nodes: [
      ...l,
      ...sq,
      ...(withChapel ? [{ id: 300, ...at(20, 0), tags: { amenity: 'place_of_worship', religion: 'christian', name: 'Cappella del Test' } }] : []),
      { id: 301, ...at(21, 0), tags: { amenity: 'place_of_worship', denomination: 'roman_catholic', name: 'Santuari de Prova' } },
      { id: 302, ...at(22, 0), tags: { amenity: 'place_of_worship', religion: 'christian', denomination: 'anglican', name: 'St Test (Anglican)' } },
      { id: 303, ...at(23, 0), tags: { amenity: 'place_of_worship', religion: 'muslim', name: 'Test mosque' } },
    ],
    ways: [
      { id: 400, refs: [100, 101, 102, 103, 104, 105, 100], tags: { ...CATHOLIC, building: 'church', name: 'Église du Test', 'name:en': 'Test Church' } },
      { id: 401, refs: [200, 201, 202] },
      { id: 402, refs: [202, 203, 200] },
    ],
    relations: [
      {
        id: 500,
        members: [{ type: 'way', ref: 401, role: 'outer' }, { type: 'way', ref: 402, role: 'outer' }],
        tags: { type: 'multipolygon', ...CATHOLIC, name: 'Basilica of the Test Fixture', wikidata: 'Q90000001' },
      },
    ],
  };
}

const regionB: TinyOsm = { nodes: [{ id: 900, lat: 35.0, lon: 14.0, tags: { ...CATHOLIC, name: 'Chiesa B' } }], ways: [], relations: [] };

const skip = !haveSharedData();
let dir: string;
let dataDir: string;
let c: CorpusServer;
const write = (name: string, data: TinyOsm) => {
  const path = join(dir, name);
  writeFileSync(path, tinyPbf(data));
  return path;
};

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lumen-corpus-fixtures-'));
  dataDir = join(dir, 'data');
  const first = await importCorpusRegion({ dataDir, kind: 'pbf', file: write('a1.osm.pbf', regionA(true)), region: 'fixture-a' });
  assert.equal(first.inserted, 4);
  await importCorpusRegion({ dataDir, kind: 'pbf', file: write('b.osm.pbf', regionB), region: 'fixture-b', country: 'MT' });
  const again = await importCorpusRegion({ dataDir, kind: 'pbf', file: write('a2.osm.pbf', regionA(false)), region: 'fixture-a' });
  assert.deepEqual([again.removed, again.inserted], [4, 3]);
  // Through the command, as an operator would.
  const cli = await runLumen(['data', 'import', 'corpus', '--wikidata', 'test/fixtures/corpus/wikidata-sample.json', '--region', 'wikidata-sample', '--as-of', '2026-11-01', '--json'], { LUMEN_DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  assert.equal(cli.status, 0, cli.stderr);
  assert.equal((JSON.parse(cli.stdout) as { inserted: number }).inserted, 2);
  c = await startCorpus(dataDir);
});
after(async () => {
  await c?.close();
  removeData(dir);
});

test('the Catholic filter: catholic and roman_catholic kept, untagged denomination kept as unknown, others left out (corpus:import:catholic-filter)', async () => {
  const page = await c.json<SitePage>('/v1/corpus/sites?country=TD&limit=100');
  const byName = Object.fromEntries(page.items.map((s) => [s.name, s]));
  assert.deepEqual(Object.keys(byName).sort(), ['Basilica of the Test Fixture', 'Santuari de Prova', 'Église du Test']);
  assert.equal(byName['Santuari de Prova']!.denomination, 'roman_catholic');
  assert.equal(byName['Santuari de Prova']!.type, 'shrine');
});

test('a concave building is placed inside its walls; a split multipolygon ring is joined and placed', async () => {
  const church = await c.json<Site>('/v1/corpus/sites/osm-w400');
  const x = (church.location.lon - BASE.lon) / 0.001;
  const y = (church.location.lat - BASE.lat) / 0.001;
  const inside = (x >= 0 && x <= 3 && y >= 0 && y <= 1) || (x >= 0 && x <= 1 && y >= 0 && y <= 3);
  assert.ok(inside, `point (${x.toFixed(2)}, ${y.toFixed(2)}) is inside the L`);
  assert.equal(church.names.en, 'Test Church');
  assert.equal(church.osm?.version, 3);
  const basilica = await c.json<Site>('/v1/corpus/sites/osm-r500');
  assert.ok(Math.abs((basilica.location.lon - BASE.lon) / 0.001 - 11) < 0.01 && Math.abs((basilica.location.lat - BASE.lat) / 0.001 - 11) < 0.01);
});

test('re-importing a region replaces that region only (corpus:import:region-replace)', async () => {
  assert.equal((await c.get('/v1/corpus/sites?q=cappella')).status, 200);
  assert.equal((await c.json<SitePage>('/v1/corpus/sites?q=cappella')).total, 0, 'the chapel left region a with its re-import');
  assert.equal((await c.json<SitePage>('/v1/corpus/sites?q=chiesa')).items[0]?.region, 'fixture-b');
  const cov = await c.json<{ regions: Array<{ region: string; records: number; as_of: string | null; source: string }> }>('/v1/corpus/coverage');
  const a = cov.regions.find((r) => r.region === 'fixture-a')!;
  assert.deepEqual([a.records, a.as_of, a.source], [3, new Date(1_750_000_000_000).toISOString(), 'OpenStreetMap']);
  assert.deepEqual(cov.regions.find((r) => r.region === 'wikidata-sample'), { ...cov.regions.find((r) => r.region === 'wikidata-sample')!, as_of: '2026-11-01', source: 'Wikidata' });
});

test('Wikidata: merged into the OSM site with the same id; alone otherwise, across the antimeridian', async () => {
  const merged = await c.json<Site>('/v1/corpus/sites/osm-r500');
  assert.equal(merged.type, 'basilica');
  assert.deepEqual(merged.provenance.map((p) => p.source).sort(), ['OpenStreetMap', 'Wikidata']);
  assert.equal((await c.get('/v1/corpus/sites/wd-Q90000001')).status, 404, 'one record, not two');
  const box = await c.json<SitePage>('/v1/corpus/sites?bbox=170,-20,-170,0');
  assert.deepEqual(box.items.map((s) => s.id), ['wd-Q90000002']);
  const alone = box.items[0]!;
  assert.deepEqual([alone.type, alone.types, alone.country, alone.location.precision], ['cathedral', ['cathedral', 'basilica'], 'FJ', 'point']);
  const near = await c.json<SitePage>('/v1/corpus/sites?near=-16.5,-179.99&radius_km=10');
  assert.equal(near.items[0]?.id, 'wd-Q90000002', 'nearest across the antimeridian');
  assert.ok(near.items[0]!.distance_m! < 7000);
  const q = await c.json<SitePage>(`/v1/corpus/sites?q=${encodeURIComponent('cathedrale antimeridien')}`);
  assert.equal(q.items[0]?.id, 'wd-Q90000002');
});

test('the staged import after region imports keeps them and adds the three countries', { skip }, async () => {
  await importCorpus(dataDir);
  const after = await startCorpus(dataDir);
  try {
    const cov = await after.json<{ regions: Array<{ region: string }> }>('/v1/corpus/coverage');
    assert.deepEqual(cov.regions.map((r) => r.region).sort(), ['andorra', 'fixture-a', 'fixture-b', 'malta', 'monaco', 'wikidata-sample']);
    assert.equal((await after.json<Site>('/v1/corpus/sites/osm-r500')).provenance.length, 2);
  } finally {
    await after.close();
  }
});
