import type { SqliteHandle } from '../../platform/storage/sqlite-driver.js';

/**
 * The spatial index of the corpus file (`site_grid`): every site's exact point, keyed by (latitude band, longitude).
 * A box is read as one index range per band it touches (`band = ? and lon between ? and ?`), so the rows read are
 * the box's own plus the part of its edge bands outside it (at most one band's height), checked on the exact
 * latitude inside SQLite. It replaced an R*Tree: built after the load from one sorted pass over `sites` (about a
 * tenth of the R*Tree's per-row insert cost), and read several times faster per candidate. Bands of 0.05° (about
 * 5.5 km) keep a 10 km radius to four or five ranges and a city's edge overshoot small.
 */
export const GRID_BAND_DEG = 0.05;

/** The band of a latitude; the same arithmetic as the SQL below (IEEE division, truncation of a non-negative). */
export const bandOf = (lat: number) => Math.floor((lat + 90) / GRID_BAND_DEG);

/** The bands a latitude span touches, as the JSON array the queries bind (`band in (select value from json_each(?))`). */
export function bandsJson(south: number, north: number): string {
  const out: number[] = [];
  for (let b = bandOf(south), last = bandOf(north); b <= last; b += 1) out.push(b);
  return JSON.stringify(out);
}

/**
 * Rebuilds the grid from `sites` (after every write: a region's load, Wikidata merges). One sorted insert: SQLite
 * sorts the million keys once and appends pages, instead of a random B-tree (or R*Tree) insert per site.
 */
export function rebuildGrid(db: SqliteHandle): void {
  db.exec(`delete from site_grid;
    insert into site_grid (band, lon, lat, site) select cast((lat + 90) / ${GRID_BAND_DEG} as integer), lon, lat, rowid from sites order by 1, 2, 4;`);
}

/** SQL for the candidates of one box: `?` = bands (JSON), west, east, south, north. */
export const GRID_BOX_SQL = 'select site, lat, lon from site_grid where band in (select value from json_each(?)) and lon between ? and ? and lat between ? and ?';
