import { GRID_BOX_SQL, bandsJson } from '../../../refinery/corpus/site-grid.js';
import { SITE_TYPES } from '../../../refinery/corpus/osm/site-type.js';
import { foldText } from '../../../platform/text/fold-text.js';
import { otherSaintSpellings } from '../../../platform/text/saint-spellings.js';
import { type Box, MAX_DISTANCE_KM, boxesAround, distanceM, splitAntimeridian } from '../domain/geo.js';
import type { CorpusDb } from './corpus-db.js';
import { countWithin } from './count-within.js';
import { nearestFirst } from './nearest-first.js';

export interface SiteQuery {
  near: { lat: number; lon: number } | null;
  radiusKm: number | null;
  bbox: Box | null;
  country: string | null;
  type: string | null;
  diocese: string | null;
  q: string | null;
  offset: number;
  limit: number;
}

export interface SiteHit {
  doc: string;
  distanceM: number | null;
}

/**
 * FTS5 query from user text: each folded word a quoted prefix term, all required (no operators get through), found
 * in a site's names or in where it is (its place and diocese: a word of each may be given, `st paul mdina`). An
 * honorific also matches its other spellings as whole words (`saint` finds "St. John's", `st` "Saint Lawrence":
 * saint-spellings.ts).
 */
export function ftsQuery(q: string): string | null {
  const words = foldText(q).split(' ').filter(Boolean).slice(0, 12);
  const term = (w: string) => {
    const others = otherSaintSpellings(w);
    return others.length > 0 ? `("${w}"* OR ${others.map((x) => `"${x}"`).join(' OR ')})` : `"${w}"*`;
  };
  return words.length > 0 ? words.map(term).join(' AND ') : null;
}

/** The same FTS5 query restricted to the names column (the index's other column holds the place and diocese). */
const namesOnly = (match: string) => `{names} : (${match})`;

interface Filters {
  where: string[];
  args: unknown[];
}

function filters(query: SiteQuery, boxes: Box[] | null): Filters | null {
  const where: string[] = [];
  const args: unknown[] = [];
  if (boxes) {
    // The grid holds the exact points: its ranges are the box's edges.
    where.push(`s.rowid in (${boxes.map(() => GRID_BOX_SQL.replace('site, lat, lon', 'site')).join(' union all ')})`);
    args.push(...gridArgs(boxes));
  }
  if (query.country) where.push('s.country = ?'), args.push(query.country);
  if (query.type) where.push('s.rowid in (select site from site_types where type = ?)'), args.push(query.type);
  if (query.diocese) where.push('s.diocese_id = ?'), args.push(query.diocese);
  if (query.q) {
    const match = ftsQuery(query.q);
    if (!match) return null;
    where.push('s.rowid in (select rowid from sites_fts where sites_fts match ?)');
    args.push(match);
  }
  return { where, args };
}

/** The arguments of GRID_BOX_SQL for each box. */
const gridArgs = (boxes: Box[]) => boxes.flatMap((b) => [bandsJson(b.south, b.north), b.west, b.east, b.south, b.north]);

const whereSql = (f: Filters) => (f.where.length > 0 ? ` where ${f.where.join(' and ')}` : '');

function docs(db: CorpusDb, rowids: number[]): Map<number, string> {
  if (rowids.length === 0) return new Map();
  const rows = db.docsByRowids(rowids.length).all(...rowids) as Array<{ rowid: number; doc: string }>;
  return new Map(rows.map((r) => [r.rowid, r.doc]));
}

/** The sites in boxes, as [rowid, lat, lon] (exact points), straight from the grid: no look-up in `sites`. */
function gridCandidates(db: CorpusDb, boxes: Box[]): Array<[number, number, number]> {
  const sql = boxes.map(() => GRID_BOX_SQL).join(' union all ');
  return db.statement(sql).raw().all(...gridArgs(boxes)) as Array<[number, number, number]>;
}

/** One page of `ids` (in the answer's order), its records read by rowid. */
function pageOf(db: CorpusDb, ids: Uint32Array, query: SiteQuery): { hits: SiteHit[]; total: number } {
  return { hits: hitsOf(db, [...ids.subarray(query.offset, query.offset + query.limit)]), total: ids.length };
}

/** The records of a page of rowids, in its order. */
function hitsOf(db: CorpusDb, page: number[]): SiteHit[] {
  const byRow = docs(db, page);
  return page.map((id) => ({ doc: byRow.get(id)!, distanceM: null }));
}

/**
 * Every site a list query finds, as rowids in the answer's order, from the dataset's recent orders when the same
 * query (whatever its page) was asked before: a page deep into a search is a slice, not a new scan and sort of
 * every match up to it (answer-cache.ts; rowids cost 4 bytes each).
 */
function ordered(db: CorpusDb, key: string, find: () => Uint32Array): Uint32Array {
  const known = db.orders.get(key);
  if (known) return known;
  const ids = find();
  db.orders.set(key, ids, ids.byteLength + 64);
  return ids;
}

/** A box and nothing else: ids straight from the grid, in dataset order. */
function boxOnly(db: CorpusDb, query: SiteQuery, boxes: Box[]): { hits: SiteHit[]; total: number } {
  const key = `box|${boxes.map((b) => [b.west, b.south, b.east, b.north].join(',')).join('|')}`;
  return pageOf(db, ordered(db, key, () => Uint32Array.from(gridCandidates(db, boxes), (r) => r[0]).sort()), query);
}

/** Lists without a point: in a stable order (best text match first when searching, else dataset order). */
function listSites(db: CorpusDb, query: SiteQuery): { hits: SiteHit[]; total: number } {
  if (query.bbox && !query.country && !query.type && !query.diocese && !query.q) return boxOnly(db, query, splitAntimeridian(query.bbox));
  const match = query.q ? ftsQuery(query.q) : null;
  if (query.q && !match) return { hits: [], total: 0 };
  // Without `q`: the page straight from SQLite (the filters' indexes are in rowid order), and a count.
  if (!match) {
    const f = filters(query, query.bbox ? splitAntimeridian(query.bbox) : null)!;
    const total = (db.statement(`select count(*) as n from sites s${whereSql(f)}`).get(...f.args) as { n: number }).n;
    const rows = db.statement(`select s.doc from sites s${whereSql(f)} order by s.rowid limit ? offset ?`).all(...f.args, query.limit, query.offset) as Array<{ doc: string }>;
    return { hits: rows.map((r) => ({ doc: r.doc, distanceM: null })), total };
  }
  // With `q`: alone and near the top, a bounded sort and a count (below); else every match ordered once (the join
  // with the index is the text condition; the other filters as without `q`) and kept, so pages are slices of that
  // order and the total is its length.
  const boxes = query.bbox ? splitAntimeridian(query.bbox) : null;
  const f = filters({ ...query, q: null }, boxes)!;
  // Sites whose names match come first, by rank; then those found by their place or diocese alone, the most
  // significant kind first (a cathedral before a chapel). In each, named sites before unnamed ones.
  const order = `select s.rowid, s.rowid not in (select rowid from sites_fts where sites_fts match ?) as by_place from sites s join (select rowid as fid, rank from sites_fts where sites_fts match ?) f on f.fid = s.rowid${whereSql(f)} order by by_place, s.doc ->> '$.name' is null, case when by_place then instr('${SITE_TYPES.join(',')}', s.type) end, f.rank, s.rowid`;
  const args = [namesOnly(match), match, ...f.args];
  const key = `q|${answerKey({ ...query, offset: 0, limit: 0 })}`;
  const known = db.orders.get(key);
  if (known) return pageOf(db, known, query);
  // A page near the top of a bare `q`, its order never read: SQLite's sorter keeps only offset + limit rows (a heap)
  // instead of sorting every match (a common word matches most of the file), and `total` is a count of the matches;
  // deeper pages read the whole order once. With another filter the matches are fewer and sorting them all costs
  // less than the count a bounded page needs, so the order is read from the first page.
  if (query.offset + query.limit <= BOUNDED_ROWS && f.where.length === 0) {
    const all = filters(query, boxes)!;
    const total = (db.statement(`select count(*) as n from sites s${whereSql(all)}`).get(...all.args) as { n: number }).n;
    const page = (db.statement(`${order} limit ? offset ?`).raw().all(...args, query.limit, query.offset) as Array<[number]>).map((r) => r[0]);
    return { hits: hitsOf(db, page), total };
  }
  return pageOf(db, ordered(db, key, () => Uint32Array.from(db.statement(order).raw().all(...args) as Array<[number]>, (r) => r[0])), query);
}

/**
 * The deepest row (offset + limit) a page of `q` alone is answered by a bounded sort, not from the whole order: two
 * pages of the largest size (100), ten of the default (20). Up to there the bounded sort costs about what the first
 * page does; past it a client is walking the results and the whole order, read once, makes every later page a slice.
 */
export const BOUNDED_ROWS = 200;

const FIRST_RADIUS_M = 2_000;

function candidates(db: CorpusDb, query: SiteQuery, boxes: Box[]): Array<[number, number, number]> | null {
  const f = filters(query, boxes);
  if (!f) return null;
  return db.statement(`select s.rowid, s.lat, s.lon from sites s${whereSql(f)}`).raw().all(...f.args) as Array<[number, number, number]>;
}

/**
 * The radius to read a page within when `total` sites lie within `maxM`: a circle expected (at the circle's mean
 * density) to hold twice the page, or all of it when the page is most of it.
 */
const pageRadius = (maxM: number, wanted: number, total: number) => (2 * wanted >= total ? maxM : maxM * Math.sqrt((2 * wanted) / total));

/**
 * Nearest first. Candidates come from the grid in a box around the point that grows (by the density found) until it holds
 * enough sites within its inscribed circle (or reaches radius_km, or the whole Earth); only their points are read,
 * and only the page's records are parsed. With radius_km alone, every site within it is counted first in SQLite
 * (count-within.ts), and the page is read from a smaller circle that the count's density suggests.
 */
function nearSites(db: CorpusDb, query: SiteQuery): { hits: SiteHit[]; total: number | null } {
  const { lat, lon } = query.near!;
  const maxM = (query.radiusKm ?? MAX_DISTANCE_KM) * 1000;
  const wanted = query.offset + query.limit;
  const onlyPlace = !query.country && !query.type && !query.diocese && !query.q;
  const counted = query.radiusKm !== null && onlyPlace ? countWithin(db, lat, lon, maxM, boxesAround(lat, lon, maxM)) : null;
  let radius = counted !== null ? pageRadius(maxM, wanted, counted) : query.radiusKm !== null ? maxM : Math.min(FIRST_RADIUS_M, maxM);
  for (;;) {
    const boxes = boxesAround(lat, lon, radius);
    const rows = onlyPlace ? gridCandidates(db, boxes) : candidates(db, query, boxes);
    if (!rows) return { hits: [], total: 0 };
    const ids: number[] = [];
    const distances: number[] = [];
    for (const [rowid, la, lo] of rows) {
      const d = distanceM(lat, lon, la, lo);
      if (d <= radius) ids.push(rowid), distances.push(d);
    }
    if (ids.length >= wanted || radius >= maxM) {
      const page = nearestFirst(ids, distances, wanted).slice(query.offset);
      const byRow = docs(db, page.map((i) => ids[i]!));
      const hits = page.map((i) => ({ doc: byRow.get(ids[i]!)!, distanceM: Math.round(distances[i]! * 10) / 10 }));
      return { hits, total: counted ?? (query.radiusKm !== null || radius >= maxM ? ids.length : null) };
    }
    if (rows.length >= wanted) {
      // The box (wider than its circle) already holds enough sites: the circle through the wanted-th nearest of
      // them holds at least that many, so the next pass is the last. Guessing from the density instead overshot
      // far from land: from a mid-ocean island, a 1,213 km box of 20 sites grew to 2,564 km and 35,857 sites.
      const all = Float64Array.from(rows, ([, la, lo]) => distanceM(lat, lon, la, lo)).sort();
      radius = Math.min(maxM, Math.max(all[wanted - 1]! * (1 + 1e-9) + 0.01, radius * 1.01));
      continue;
    }
    // Grow by the density just seen (area ∝ r², so √(wanted / found), with a margin), between 1.5× and 4×: a
    // fixed 4× (16× the area) read up to sixteen times the candidates needed around a dense city.
    radius = Math.min(maxM, radius * Math.min(4, Math.max(1.5, 1.25 * Math.sqrt(wanted / Math.max(1, ids.length)))));
  }
}

/** A site query answered from the dataset (never from the cache: the in-process benchmark times this). */
export function searchSites(db: CorpusDb, query: SiteQuery): { hits: SiteHit[]; total: number | null } {
  return query.near ? nearSites(db, query) : listSites(db, query);
}

/**
 * The same query, whatever its spelling: `q` folded as the index folds it; every other member as parsed. A `q` with
 * no searchable word (`*`, `🙏`) matches nothing, so its key must not be the key of no `q` at all, which matches all.
 */
function answerKey(query: SiteQuery): string {
  const { near, bbox } = query;
  const text = query.q === null ? '' : `q:${ftsQuery(query.q) ?? ''}`;
  return [near?.lat, near?.lon, query.radiusKm, bbox?.west, bbox?.south, bbox?.east, bbox?.north, query.country, query.type, query.diocese, text, query.offset, query.limit].join('|');
}

/** A site query, answered from the dataset's recent answers when it was asked before (answer-cache.ts). */
export function querySites(db: CorpusDb, query: SiteQuery): { hits: SiteHit[]; total: number | null } {
  const key = answerKey(query);
  const known = db.answers.get(key);
  if (known) return known;
  const answer = searchSites(db, query);
  db.answers.set(key, answer, answer.hits.reduce((n, h) => n + h.doc.length, 64));
  return answer;
}
