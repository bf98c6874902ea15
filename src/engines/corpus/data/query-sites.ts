import { foldText } from '../../../platform/text/fold-text.js';
import { type Box, MAX_DISTANCE_KM, boxesAround, distanceM, splitAntimeridian } from '../domain/geo.js';
import type { CorpusDb } from './corpus-db.js';

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

/** FTS5 query from user text: each folded word a quoted prefix term, all required (no operators get through). */
export function ftsQuery(q: string): string | null {
  const words = foldText(q).split(' ').filter(Boolean).slice(0, 12);
  return words.length > 0 ? words.map((w) => `"${w}"*`).join(' ') : null;
}

interface Filters {
  where: string[];
  args: unknown[];
}

function filters(query: SiteQuery, boxes: Box[] | null): Filters | null {
  const where: string[] = [];
  const args: unknown[] = [];
  if (boxes) {
    // The R*Tree stores 32-bit floats (a coarse filter); the exact columns decide the edges.
    const parts = boxes.map(() => 'select id from sites_rtree where max_lon >= ? and min_lon <= ? and max_lat >= ? and min_lat <= ?');
    where.push(`s.rowid in (${parts.join(' union all ')})`);
    for (const b of boxes) args.push(b.west, b.east, b.south, b.north);
    where.push(`(${boxes.map(() => '(s.lon between ? and ? and s.lat between ? and ?)').join(' or ')})`);
    for (const b of boxes) args.push(b.west, b.east, b.south, b.north);
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

const whereSql = (f: Filters) => (f.where.length > 0 ? ` where ${f.where.join(' and ')}` : '');

function docs(db: CorpusDb, rowids: number[]): Map<number, string> {
  if (rowids.length === 0) return new Map();
  const rows = db.docsByRowids(rowids.length).all(...rowids) as Array<{ rowid: number; doc: string }>;
  return new Map(rows.map((r) => [r.rowid, r.doc]));
}

/**
 * A box and nothing else: ids straight from the R*Tree. Its boxes are rounded outwards, so a point whose stored box
 * lies within the asked box truly lies within it (a site within about a metre of an edge may be left out).
 */
function boxOnly(db: CorpusDb, query: SiteQuery, boxes: Box[]): { hits: SiteHit[]; total: number } {
  const sql = boxes.map(() => 'select id from sites_rtree where min_lon >= ? and max_lon <= ? and min_lat >= ? and max_lat <= ?').join(' union all ');
  const ids = (db.statement(sql).raw().all(...boxes.flatMap((b) => [b.west, b.east, b.south, b.north])) as Array<[number]>).map((r) => r[0]);
  ids.sort((a, b) => a - b);
  const page = ids.slice(query.offset, query.offset + query.limit);
  const byRow = docs(db, page);
  return { hits: page.map((id) => ({ doc: byRow.get(id)!, distanceM: null })), total: ids.length };
}

/** Lists without a point: in a stable order (best text match first when searching, else dataset order). */
function listSites(db: CorpusDb, query: SiteQuery): { hits: SiteHit[]; total: number } {
  if (query.bbox && !query.country && !query.type && !query.diocese && !query.q) return boxOnly(db, query, splitAntimeridian(query.bbox));
  const f = filters(query, query.bbox ? splitAntimeridian(query.bbox) : null);
  if (!f) return { hits: [], total: 0 };
  const total = (db.statement(`select count(*) as n from sites s${whereSql(f)}`).get(...f.args) as { n: number }).n;
  const match = query.q ? ftsQuery(query.q) : null;
  const sql = match
    ? `select s.doc from sites s join (select rowid as fid, rank from sites_fts where sites_fts match ?) f on f.fid = s.rowid${whereSql(f)} order by f.rank, s.rowid limit ? offset ?`
    : `select s.doc from sites s${whereSql(f)} order by s.rowid limit ? offset ?`;
  const args = match ? [match, ...f.args, query.limit, query.offset] : [...f.args, query.limit, query.offset];
  const rows = db.statement(sql).all(...args) as Array<{ doc: string }>;
  return { hits: rows.map((r) => ({ doc: r.doc, distanceM: null })), total };
}

const FIRST_RADIUS_M = 2_000;
const POINT = /"location":\{"lat":(-?[\d.e+-]+),"lon":(-?[\d.e+-]+)/;

/** Points straight from the R*Tree (no look-up in `sites`) when the place is the only filter. */
function treeCandidates(db: CorpusDb, boxes: Box[]): Array<[number, number, number]> {
  const sql = boxes.map(() => 'select id, min_lat, min_lon from sites_rtree where max_lon >= ? and min_lon <= ? and max_lat >= ? and min_lat <= ?').join(' union all ');
  return db.statement(sql).raw().all(...boxes.flatMap((b) => [b.west, b.east, b.south, b.north])) as Array<[number, number, number]>;
}

function candidates(db: CorpusDb, query: SiteQuery, boxes: Box[]): Array<[number, number, number]> | null {
  const f = filters(query, boxes);
  if (!f) return null;
  return db.statement(`select s.rowid, s.lat, s.lon from sites s${whereSql(f)}`).raw().all(...f.args) as Array<[number, number, number]>;
}

/**
 * Nearest first. Candidates come from the R*Tree in a box around the point that grows (by the density found) until it holds
 * enough sites within its inscribed circle (or reaches radius_km, or the whole Earth); only their points are read,
 * and only the page's records are parsed. With radius_km every site within it is counted (`total`).
 */
function nearSites(db: CorpusDb, query: SiteQuery): { hits: SiteHit[]; total: number | null } {
  const { lat, lon } = query.near!;
  const maxM = (query.radiusKm ?? MAX_DISTANCE_KM) * 1000;
  const wanted = query.offset + query.limit;
  let radius = query.radiusKm !== null ? maxM : Math.min(FIRST_RADIUS_M, maxM);
  const onlyPlace = !query.country && !query.type && !query.diocese && !query.q;
  for (;;) {
    const boxes = boxesAround(lat, lon, radius);
    const rows = onlyPlace ? treeCandidates(db, boxes) : candidates(db, query, boxes);
    if (!rows) return { hits: [], total: 0 };
    const within: Array<[number, number]> = [];
    for (const [rowid, la, lo] of rows) {
      const d = distanceM(lat, lon, la, lo);
      if (d <= radius) within.push([rowid, d]);
    }
    if (within.length >= wanted || radius >= maxM) {
      within.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
      const page = within.slice(query.offset, wanted);
      const byRow = docs(db, page.map((p) => p[0]));
      // Distances from the exact point of each record (the R*Tree's are 32-bit floats, good to about a metre).
      const hits = page.map(([rowid]) => {
        const doc = byRow.get(rowid)!;
        const m = POINT.exec(doc);
        const d = m ? distanceM(lat, lon, Number(m[1]), Number(m[2])) : 0;
        return { doc, distanceM: Math.round(d * 10) / 10 };
      });
      hits.sort((a, b) => a.distanceM - b.distanceM);
      return { hits, total: query.radiusKm !== null || radius >= maxM ? within.length : null };
    }
    // Grow by the density just seen (area ∝ r², so √(wanted / found), with a margin), between 1.5× and 4×: a
    // fixed 4× (16× the area) read up to sixteen times the candidates needed around a dense city.
    radius = Math.min(maxM, radius * Math.min(4, Math.max(1.5, 1.25 * Math.sqrt(wanted / Math.max(1, within.length)))));
  }
}

export function querySites(db: CorpusDb, query: SiteQuery): { hits: SiteHit[]; total: number | null } {
  return query.near ? nearSites(db, query) : listSites(db, query);
}
