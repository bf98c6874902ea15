import type { Readable } from 'node:stream';
import { OSMTransform } from 'osm-pbf-parser-node';
import { assembleRings } from './assemble-rings.js';
import { mergeDuplicates } from './merge-duplicates.js';
import { type Denomination, catholicDenomination } from './catholic-filter.js';
import { type LonLat, representativePoint } from './representative-point.js';
import { type Locality, localityOf } from './localities.js';

/** One Catholic place of worship found in an extract, placed at a point. */
export interface OsmPlace {
  osmType: 'node' | 'way' | 'relation';
  osmId: number;
  version: number | null;
  timestamp: string | null;
  tags: Record<string, string>;
  denomination: Denomination;
  point: LonLat;
}

export interface PbfScan {
  places: OsmPlace[];
  /** The extract's own date: the replication timestamp of its header, else the newest object seen. */
  asOf: string | null;
  /** One place mapped twice (a node inside its building, a way that is its relation's outline): merge-duplicates.ts. */
  merged: Array<{ dropped: string; into: string }>;
  /** Objects that matched but could not be placed (their nodes are missing from the extract). */
  unplaced: Array<{ osmType: string; osmId: number }>;
  passes: number;
  /** The named populated places (`place=city|town|village…` nodes), to say which place each site is in. */
  localities: Locality[];
}

interface RawEntity {
  type?: 'node' | 'way' | 'relation';
  id: number;
  lat?: number;
  lon?: number;
  refs?: number[];
  members?: Array<{ type: string; ref: number; role: string }>;
  tags?: Record<string, string>;
  info?: { version?: number; timestamp?: string };
  osmosis_replication_timestamp?: number;
}

/** Opens the extract once per pass (a file stream, or a buffer already read and verified). */
export type OpenStream = () => Readable;

async function* entities(open: OpenStream, withInfo: boolean, withTags: boolean): AsyncGenerator<RawEntity> {
  const source = open();
  const stream = source.pipe(new OSMTransform({ withInfo, withTags }));
  // pipe() does not pass on the source's errors: without this a read error is an uncaught 'error' event (a crash).
  source.on('error', (err) => stream.destroy(err));
  for await (const batch of stream as AsyncIterable<RawEntity[]>) for (const e of batch) yield e;
}

interface Pending {
  entity: RawEntity;
  denomination: Denomination;
  /** Node ids of each way making up the feature (one for a way; the outer members of a multipolygon). */
  ways: number[][];
  memberWays: number[];
}

function info(e: RawEntity) {
  return { version: e.info?.version ?? null, timestamp: e.info?.timestamp ?? null };
}

/**
 * Streams an `.osm.pbf` (any size: a country, a continent, the planet) and returns its Catholic places of worship.
 * Memory holds only the matching objects and the node ids they need, never the whole extract:
 *   pass 1: every object; matching nodes are kept with their point, matching ways and relations wait;
 *   pass 2 (only when a matching relation has way members): the node lists of those member ways;
 *   pass 3 (only when a way or relation waits): the coordinates of the nodes they need.
 * PBF files order nodes, then ways, then relations, so one pass cannot resolve a relation's geometry.
 */
export async function scanPbf(open: OpenStream, onPass?: (pass: number, objects: number) => void): Promise<PbfScan> {
  const places: OsmPlace[] = [];
  const pending: Pending[] = [];
  const localities: Locality[] = [];
  let asOf: string | null = null;
  let newest = '';
  let objects = 0;
  for await (const e of entities(open, true, true)) {
    objects += 1;
    if (objects % 200_000 === 0) onPass?.(1, objects);
    if (e.type === undefined) {
      if (e.osmosis_replication_timestamp) asOf = new Date(e.osmosis_replication_timestamp * 1000).toISOString();
      continue;
    }
    const ts = e.info?.timestamp;
    if (ts && ts > newest) newest = ts;
    if (!e.tags) continue;
    if (e.tags.place && e.type === 'node' && e.lat !== undefined && e.lon !== undefined) {
      const l = localityOf(e.tags, e.lat, e.lon);
      if (l) localities.push(l);
    }
    const denomination = catholicDenomination(e.tags);
    if (!denomination) continue;
    if (e.type === 'node' && e.lat !== undefined && e.lon !== undefined) {
      places.push({ osmType: 'node', osmId: e.id, ...info(e), tags: e.tags, denomination, point: [e.lon, e.lat] });
    } else if (e.type === 'way' && e.refs) {
      pending.push({ entity: e, denomination, ways: [e.refs], memberWays: [] });
    } else if (e.type === 'relation' && e.members) {
      const memberWays = e.members.filter((m) => m.type === 'way' && m.role !== 'inner').map((m) => m.ref);
      pending.push({ entity: e, denomination, ways: [], memberWays });
    }
  }
  let passes = 1;
  const wanted = new Map<number, number[]>();
  for (const p of pending) for (const w of p.memberWays) wanted.set(w, []);
  if (wanted.size > 0) {
    passes += 1;
    for await (const e of entities(open, false, false)) if (e.type === 'way' && e.refs && wanted.has(e.id)) wanted.set(e.id, e.refs);
    for (const p of pending) if (p.memberWays.length > 0) p.ways = assembleRings(p.memberWays.map((w) => wanted.get(w) ?? []));
  }
  const coords = new Map<number, LonLat | null>();
  for (const p of pending) for (const w of p.ways) for (const id of w) coords.set(id, null);
  if (coords.size > 0) {
    passes += 1;
    for await (const e of entities(open, false, false)) {
      if (e.type === 'way' || e.type === 'relation') break; // nodes come first in a PBF: no more follow
      if (e.lat !== undefined && e.lon !== undefined && coords.has(e.id)) coords.set(e.id, [e.lon, e.lat]);
    }
  }
  const unplaced: PbfScan['unplaced'] = [];
  const outlined: Array<OsmPlace & { rings: LonLat[][]; memberWays: number[] }> = places.map((p) => ({ ...p, rings: [], memberWays: [] }));
  for (const p of pending) {
    const rings = p.ways.map((w) => w.map((id) => coords.get(id)).filter((c): c is LonLat => Boolean(c)));
    const point = representativePoint(rings);
    if (!point) {
      unplaced.push({ osmType: p.entity.type!, osmId: p.entity.id });
      continue;
    }
    outlined.push({ osmType: p.entity.type!, osmId: p.entity.id, ...info(p.entity), tags: p.entity.tags!, denomination: p.denomination, point, rings, memberWays: p.memberWays });
  }
  const { kept, merged } = mergeDuplicates(outlined);
  return { places: kept.map(({ rings: _, memberWays: __, ...place }) => place), merged, asOf: asOf ?? (newest || null), unplaced, passes, localities };
}
