import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { SqliteDatabase } from '../../../platform/storage/sqlite-driver.js';
import { CORPUS_FILE, CORPUS_SCHEMA } from '../../../refinery/corpus/schema.js';
import { rebuildGrid } from '../../../refinery/corpus/site-grid.js';
import { EARTH_RADIUS_M, boxesAround, distanceM } from '../domain/geo.js';
import { type CorpusDb, openCorpusDb } from './corpus-db.js';
import { countWithin } from './count-within.js';
import { searchSites } from './query-sites.js';

const RAD = Math.PI / 180;
/** The point `m` metres from (lat, lon) on the bearing `deg` (great circle). */
function destination(lat: number, lon: number, deg: number, m: number): [number, number] {
  const d = m / EARTH_RADIUS_M;
  const [p, l, b] = [lat * RAD, lon * RAD, deg * RAD];
  const p2 = Math.asin(Math.sin(p) * Math.cos(d) + Math.cos(p) * Math.sin(d) * Math.cos(b));
  const l2 = l + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(p), Math.cos(d) - Math.sin(p) * Math.sin(p2));
  return [p2 / RAD, ((((l2 / RAD + 540) % 360) + 360) % 360) - 180];
}

// Centres: a city, one on the equator, one at 70° north, one on the antimeridian. Around each: a dense core of 2,500 sites within
// 3 km (whole grid bands and cells inside a 10 km circle), a ring of sites a micrometre either side of 10 km and
// of 2 km (the band where only distanceM decides), and sites scattered over the box and beyond it.
const CENTRES: Array<[number, number]> = [[48.8566, 2.3522], [0.01, 30], [70.05, 25.1], [-17.71, 179.995]];
const RADII_M = [10_000, 2_000, 25_000, 1];
const LONE_ISLAND: [number, number] = [-7.92861, -14.41194];
let dir: string;
let db: CorpusDb;
let points: Array<[number, number, number]>;

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'lumen-count-within-'));
  const w = new SqliteDatabase(join(dir, CORPUS_FILE));
  w.exec(CORPUS_SCHEMA);
  const ins = w.prepare("insert into sites (id, region, type, denomination, lat, lon, doc) values (?, 'r', 'church', 'catholic', ?, ?, ?)");
  let seed = 7;
  const rand = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  let n = 0;
  const add = ([lat, lon]: [number, number]) => ins.run(`syn-${++n}`, lat, lon, `{"id":"syn-${n}"}`);
  w.transaction(() => {
    for (const [lat, lon] of CENTRES) {
      add([lat, lon]);
      for (let i = 0; i < 2500; i += 1) add(destination(lat, lon, rand() * 360, Math.sqrt(rand()) * 3_000));
      for (const r of [10_000, 2_000]) for (let i = 0; i < 200; i += 1) add(destination(lat, lon, i * 1.8, r + (i % 2 ? 1e-6 : -1e-6)));
      for (let i = 0; i < 1500; i += 1) add(destination(lat, lon, rand() * 360, rand() * 30_000));
      // Round to 7 decimals, as imported points are: some land a few centimetres either side of the circle.
      for (let i = 0; i < 300; i += 1) add(destination(lat, lon, rand() * 360, 10_000 + (rand() - 0.5) * 0.2).map((x) => Math.round(x * 1e7) / 1e7) as [number, number]);
    }
    // A lone island thousands of kilometres from every cluster, and a few sites scattered between.
    add(LONE_ISLAND);
    for (let i = 0; i < 12; i += 1) add(destination(LONE_ISLAND[0], LONE_ISLAND[1], i * 30, 400_000 + i * 150_000));
  })();
  rebuildGrid(w);
  w.close();
  db = openCorpusDb(dir);
  points = db.db.prepare('select site, lat, lon from site_grid').raw().all() as Array<[number, number, number]>;
});
after(() => {
  db.db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every site measured and sorted: what the fast count and the page must agree with. */
function plain(lat: number, lon: number, radiusM: number): Array<[number, number]> {
  const within = points.map(([site, la, lo]) => [site, distanceM(lat, lon, la, lo)] as [number, number]).filter(([, d]) => d <= radiusM);
  return within.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}

test('the count in SQLite equals a count of every site measured one by one, at the edge too', () => {
  for (const [lat, lon] of CENTRES) {
    for (const r of RADII_M) {
      const expected = plain(lat, lon, r).length;
      assert.equal(countWithin(db, lat, lon, r, boxesAround(lat, lon, r)), expected, `${lat},${lon} within ${r} m`);
    }
    // The sites a micrometre inside 10 km are counted, those a micrometre outside are not.
    const ring = plain(lat, lon, 10_000).filter(([, d]) => d > 9_999.99).length;
    assert.ok(ring >= 100, `${ring} sites on the edge of 10 km around ${lat},${lon}`);
  }
});

test('around a pole the count is left to the caller, which counts site by site', () => {
  assert.equal(countWithin(db, 89.95, 0, 20_000, boxesAround(89.95, 0, 20_000)), null);
});

test('a radius page is the same as sorting every site within it: items, order, distances and total', () => {
  const base = { bbox: null, country: null, type: null, diocese: null, q: null };
  for (const [lat, lon] of CENTRES) {
    for (const [radiusKm, offset, limit] of [[10, 0, 20], [10, 2480, 50], [2, 100, 20], [25, 0, 1]] as const) {
      const all = plain(lat, lon, radiusKm * 1000);
      const { hits, total } = searchSites(db, { ...base, near: { lat, lon }, radiusKm, offset, limit });
      assert.equal(total, all.length, `${lat},${lon} ${radiusKm} km`);
      const page = all.slice(offset, offset + limit);
      assert.deepEqual(hits.map((h) => JSON.parse(h.doc).id), page.map(([site]) => `syn-${site}`));
      assert.deepEqual(hits.map((h) => h.distanceM), page.map(([, d]) => Math.round(d * 10) / 10));
    }
  }
});

test('nearest first from far out at sea is the same as sorting every site: the widening never skips one', () => {
  const base = { radiusKm: null, bbox: null, country: null, type: null, diocese: null, q: null };
  const far: Array<[number, number]> = [LONE_ISLAND, [0, -60], [-40, -120], [60, -30], [-70, 100]];
  for (const [lat, lon] of far) {
    for (const [offset, limit] of [[0, 20], [7, 20], [0, 1], [30, 5]] as const) {
      const page = plain(lat, lon, Infinity).slice(offset, offset + limit);
      const { hits } = searchSites(db, { ...base, near: { lat, lon }, offset, limit });
      assert.deepEqual(hits.map((h) => JSON.parse(h.doc).id), page.map(([site]) => `syn-${site}`), `${lat},${lon} ${offset}+${limit}`);
      assert.deepEqual(hits.map((h) => h.distanceM), page.map(([, d]) => Math.round(d * 10) / 10));
    }
  }
});
