import { GRID_BOX_SQL, bandsJson } from '../../../refinery/corpus/site-grid.js';
import { centreFor, circleBounds } from '../domain/circle-bounds.js';
import { type Box, distanceM } from '../domain/geo.js';
import type { CorpusDb } from './corpus-db.js';

/**
 * How many sites lie within a circle, without bringing each one out of SQLite: one pass over the grid's points in
 * the circle's box counts those that are surely inside (circle-bounds.ts) and names the few near the edge, whose
 * distance is then computed exactly as a page's distances are (distanceM). Around a dense city a plain count read,
 * measured and sorted a thousand points or more.
 */

/** q = dLat² + k·dLon², bound as: the centre's latitude (twice), k, the centre's longitude (twice). */
const FORM = '(lat - ?) * (lat - ?) + ? * (lon - ?) * (lon - ?)';
/** In a box (bound as GRID_BOX_SQL): the points not surely outside, and the rowids of those not surely inside. */
const COUNT_SQL = `${GRID_BOX_SQL.replace('select site, lat, lon', `select count(*), group_concat(iif(${FORM} > ?, site, null))`)} and ${FORM} <= ?`;
/** The same points as the grid holds them (the grid is built from these columns). */
const POINTS_SQL = 'select lat, lon from sites where rowid in (select value from json_each(?))';

/**
 * The number of sites within `radiusM` of (lat, lon): the number of points of `boxes` (boxesAround in geo.ts)
 * whose distanceM is at most `radiusM`; null for a circle around a pole, which the caller counts point by point.
 */
export function countWithin(db: CorpusDb, lat: number, lon: number, radiusM: number, boxes: Box[]): number | null {
  const bounds = circleBounds(lat, lon, radiusM, boxes);
  if (!bounds) return null;
  let n = 0;
  for (const box of boxes) {
    const c = centreFor(lon, box);
    const form = [lat, lat, bounds.k, c, c];
    const grid = [bandsJson(box.south, box.north), box.west, box.east, box.south, box.north];
    const [candidates, edge] = db.statement(COUNT_SQL).raw().get(...form, bounds.qInside, ...grid, ...form, bounds.qOutside) as [number, string | null];
    n += candidates;
    if (edge === null) continue;
    const points = db.statement(POINTS_SQL).raw().all(`[${edge}]`) as Array<[number, number]>;
    for (const [la, lo] of points) if (distanceM(lat, lon, la, lo) > radiusM) n -= 1;
  }
  return n;
}
