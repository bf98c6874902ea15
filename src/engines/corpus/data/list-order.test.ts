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
import { BOUNDED_ROWS, type SiteQuery, searchSites } from './query-sites.js';

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
  // 300 abbeys in Spain, far from the sites above: more matches than a bounded page reaches (BOUNDED_ROWS), with
  // ties in rank (the same names), unnamed ones, and some found by their place alone, of several kinds.
  const kinds: Array<SiteRecord['type']> = ['church', 'chapel', 'cathedral', 'shrine', 'monastery'];
  for (let i = 0; i < 300; i += 1) {
    const name = i % 9 === 0 ? null : i % 4 === 0 ? `Chapel of the Well ${i % 3}` : `Abbey ${['Santa', 'Real', 'Vieja'][i % 3]}${i % 5 === 0 ? ' Abbey' : ''}`;
    rows.push(site(`x${i}`, name, kinds[i % 5]!, i % 2 === 0 ? 'Abbeyville' : 'Burgos', 'ES', 40 + (i % 30) / 10, -3 - Math.floor(i / 30) / 10));
  }
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

test('q alone: a page near the top (a bounded sort and a count) and the same page sliced from the whole order agree', () => {
  const abbey = { q: 'abbey' };
  const whole = ids({ ...abbey, limit: 1000 }); // deeper than BOUNDED_ROWS: the whole order, read and kept
  assert.ok(whole.total! > BOUNDED_ROWS && whole.ids.length === whole.total, `${whole.total} matches`);
  assert.equal(new Set(whole.ids).size, whole.total);
  for (const query of [abbey, { q: 'abbey santa' }, { q: 'abbe' }]) {
    db.orders.clear();
    const bounded: Array<ReturnType<typeof ids>> = [];
    const pages: Array<[number, number]> = [[0, 20], [20, 20], [0, 100], [100, 100], [95, 7], [BOUNDED_ROWS - 20, 20], [BOUNDED_ROWS - 1, 1]];
    for (const [offset, limit] of pages) bounded.push(ids({ ...query, offset, limit }));
    assert.equal(db.orders.size, 0, 'pages near the top keep no order');
    const deep = ids({ ...query, offset: BOUNDED_ROWS - 20, limit: 21 }); // one row past the bound: from the order
    assert.equal(db.orders.size, 1, 'a deeper page reads and keeps the order');
    assert.deepEqual(deep.ids.slice(0, 20), bounded[5]!.ids, `${JSON.stringify(query)}: the boundary page`);
    assert.equal(deep.total, bounded[0]!.total);
    pages.forEach(([offset, limit], i) => {
      assert.deepEqual(ids({ ...query, offset, limit }), bounded[i], `${JSON.stringify(query)} offset ${offset} limit ${limit}`);
    });
    if (query === abbey) assert.deepEqual(bounded.slice(0, 2).flatMap((p) => p.ids), whole.ids.slice(0, 40));
  }
});

test('q with a filter: the order is read and kept from the first page; it is the bare order, filtered', () => {
  const bare = ids({ q: 'abbey', limit: 1000 }).ids;
  const kind = (id: string) => ['church', 'chapel', 'cathedral', 'shrine', 'monastery'][Number(id.slice(1)) % 5];
  for (const [filter, keep] of [[{ country: 'ES' }, () => true], [{ type: 'chapel' }, (id: string) => kind(id) === 'chapel']] as const) {
    db.orders.clear();
    const first = ids({ q: 'abbey', ...filter, limit: 100 });
    assert.equal(db.orders.size, 1, JSON.stringify(filter));
    const expected = bare.filter(keep);
    assert.deepEqual(first, { ids: expected.slice(0, 100), total: expected.length }, JSON.stringify(filter));
    assert.deepEqual(ids({ q: 'abbey', ...filter, offset: 50, limit: 50 }).ids, expected.slice(50, 100));
  }
});
