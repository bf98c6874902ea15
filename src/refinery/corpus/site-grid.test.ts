import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SqliteDatabase } from '../../platform/storage/sqlite-driver.js';
import { CORPUS_SCHEMA } from './schema.js';
import { GRID_BOX_SQL, bandOf, bandsJson, rebuildGrid } from './site-grid.js';

test('grid: a point on a band edge or a box edge is found; the SQL and the query agree on bands', () => {
  const db = new SqliteDatabase(':memory:');
  db.exec(CORPUS_SCHEMA);
  const lats = [45.05, 45.1, -89.95, 89.999, 0, -0.05, 35.8976891];
  const ins = db.prepare("insert into sites (id, region, type, denomination, lat, lon, doc) values (?, 'r', 'church', 'catholic', ?, ?, '{}')");
  lats.forEach((lat, i) => ins.run(`osm-n${i + 1}`, lat, 14.5126575));
  rebuildGrid(db);
  const bands = db.prepare<[], { band: number; lat: number }>('select band, lat from site_grid').all();
  for (const b of bands) assert.equal(b.band, bandOf(b.lat), `band of ${b.lat}`);
  const box = db.prepare<unknown[], { site: number }>(GRID_BOX_SQL);
  for (const [i, lat] of lats.entries()) {
    // A box whose south, or north, edge is the point itself.
    assert.deepEqual(box.all(bandsJson(lat, lat + 0.2), 14.5126575, 14.6, lat, lat + 0.2).map((r) => r.site).includes(i + 1), true, `south edge ${lat}`);
    assert.deepEqual(box.all(bandsJson(lat - 0.2, lat), 14.4, 14.5126575, lat - 0.2, lat).map((r) => r.site).includes(i + 1), true, `north edge ${lat}`);
  }
  // Nothing outside the box: a thin box between two points holds neither.
  assert.deepEqual(box.all(bandsJson(45.06, 45.09), -180, 180, 45.06, 45.09), []);
  db.close();
});
