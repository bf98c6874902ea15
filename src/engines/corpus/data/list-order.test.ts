import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { SqliteDatabase } from '../../../platform/storage/sqlite-driver.js';
import { CORPUS_FILE, CORPUS_SCHEMA } from '../../../refinery/corpus/schema.js';
import { rebuildGrid } from '../../../refinery/corpus/site-grid.js';
import type { SiteRecord } from '../../../refinery/corpus/site-record.js';
import { siteWriter } from '../../../refinery/corpus/write-sites.js';
import { type CorpusDb, openCorpusDb } from './corpus-db.js';
import { type SiteQuery, searchSites } from './query-sites.js';

/**
 * The order and paging of list queries (q, bbox, filters): pinned on a small file written by the importer's own
 * writer, so that serving pages from a remembered order (query-sites.ts) answers exactly as a fresh query does.
 */
let dir: string;
let db: CorpusDb;
const base: SiteQuery = { near: null, radiusKm: null, bbox: null, country: null, type: null, diocese: null, q: null, offset: 0, limit: 20 };

function site(id: string, name: string | null, type: SiteRecord['type'], place: string, country: string, lat: number, lon: number): SiteRecord {
  return {
    id, name, names: name ? { default: name } : {}, type, types: [type], denomination: 'catholic',
    location: { lat, lon, precision: 'point' }, country, address: null,
    place: { name: place, names: {}, kind: null, basis: 'address', in: null },
    diocese: null, wikidata: null, website: null, heritage: null, osm: null, region: 'r', provenance: [],
  };
}

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'lumen-list-order-'));
  const w = new SqliteDatabase(join(dir, CORPUS_FILE));
  w.exec(CORPUS_SCHEMA);
  const writer = siteWriter(w);
  const rows: SiteRecord[] = [
    site('a', 'Church of Saint Mary', 'church', 'Lourdes', 'FR', 43.09, -0.05),
    site('b', 'Mary', 'chapel', 'Paris', 'FR', 48.85, 2.35),
    site('c', 'Chapel of the Cross', 'chapel', 'Mary Town', 'IE', 53.3, -6.2),
    site('d', null, 'church', 'Mary Town', 'IE', 53.31, -6.21),
    site('e', 'Holy Trinity', 'cathedral', 'Mary Town', 'IE', 53.32, -6.22),
    site('f', 'Our Lady Mary Mary Mary', 'shrine', 'Rome', 'IT', 41.9, 12.5),
    site('g', 'Saint Mary Church of Paris', 'church', 'Paris', 'FR', 48.86, 2.34),
    site('h', 'St Peter', 'church', 'Paris', 'FR', 48.87, 2.33),
  ];
  for (const r of rows) writer.insert(r);
  rebuildGrid(w);
  w.close();
  db = openCorpusDb(dir);
});

after(() => {
  db.db.close();
  rmSync(dir, { recursive: true, force: true });
});

const ids = (query: Partial<SiteQuery>) => {
  const r = searchSites(db, { ...base, ...query });
  return { ids: r.hits.map((h) => (JSON.parse(h.doc) as SiteRecord).id), total: r.total };
};

test('q: names by rank first, then sites found by their place alone (cathedral before chapel, named before unnamed)', () => {
  // f repeats the word (best rank), b is the shortest name; e (cathedral), c (chapel) and d (unnamed) match by place.
  assert.deepEqual(ids({ q: 'mary' }), { ids: ['f', 'b', 'a', 'g', 'e', 'c', 'd'], total: 7 });
  assert.deepEqual(ids({ q: 'mary', country: 'FR' }), { ids: ['b', 'a', 'g'], total: 3 });
  assert.deepEqual(ids({ q: 'saint mary' }), { ids: ['a', 'g'], total: 2 });
  assert.deepEqual(ids({ q: 'zzz' }), { ids: [], total: 0 });
});

test('q: pages are slices of one order, the same whether the order was read before or not', () => {
  const whole = ids({ q: 'mary', limit: 100 }).ids;
  for (const limit of [1, 2, 3]) {
    const pages: string[] = [];
    for (let offset = 0; offset < whole.length + limit; offset += limit) {
      db.orders.clear();
      const cold = ids({ q: 'mary', offset, limit });
      const warm = ids({ q: 'mary', offset, limit });
      assert.deepEqual(warm, cold, `offset ${offset} limit ${limit}`);
      assert.equal(cold.total, whole.length);
      pages.push(...cold.ids);
    }
    assert.deepEqual(pages, whole);
  }
  // Another query's order is not another's: the filter is part of the remembered order's key.
  assert.deepEqual(ids({ q: 'mary', country: 'IE', offset: 1, limit: 1 }), { ids: ['c'], total: 3 });
});

test('bbox alone: dataset order, paged from one remembered order; past the end is empty with the total', () => {
  const paris = { west: 2.3, south: 48.8, east: 2.4, north: 48.9 };
  assert.deepEqual(ids({ bbox: paris }), { ids: ['b', 'g', 'h'], total: 3 });
  assert.deepEqual(ids({ bbox: paris, offset: 1, limit: 1 }), { ids: ['g'], total: 3 });
  assert.deepEqual(ids({ bbox: paris, offset: 5 }), { ids: [], total: 3 });
  // With q: g names Paris; b (a chapel) and h (a church) are only in it.
  assert.deepEqual(ids({ bbox: paris, q: 'paris' }), { ids: ['g', 'b', 'h'], total: 3 });
  assert.deepEqual(ids({ bbox: paris, q: 'paris', limit: 1, offset: 1 }), { ids: ['b'], total: 3 });
});
