/** RFC 7946 FeatureCollection of sites: Point geometries in [longitude, latitude] order (§3.1.1, §4). */
export interface SiteLike {
  id: string;
  location: { lat: number; lon: number; precision: string };
  [k: string]: unknown;
}

export const GEOJSON_TYPE = 'application/geo+json';

/**
 * The q-value an Accept header gives a media type (RFC 9110 §12.5.1): from its most specific range (`type/sub`, else
 * `type/*`, else `*` + `/*`), 0 when none names it. Parameters other than q (`charset=utf-8`) do not matter here.
 */
function quality(accept: string, type: string): number {
  const major = `${type.split('/')[0]}/*`;
  let best = { rank: -1, q: 0 };
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const rank = range === type ? 2 : range === major ? 1 : range === '*/*' ? 0 : -1;
    if (rank <= best.rank) continue;
    const q = params.find((p) => /^q\s*=/.test(p));
    best = { rank, q: q ? Number(q.slice(q.indexOf('=') + 1)) || 0 : 1 };
  }
  return best.q;
}

/**
 * Whether the client asked for GeoJSON: `format=geojson`, or an Accept header that names application/geo+json with
 * a q-value above 0 and no lower than application/json's (`application/geo+json;q=0` refuses it; `*` + `/*` alone is JSON).
 */
export function wantsGeoJson(format: string | undefined, accept: string | undefined): boolean {
  if (format === 'geojson') return true;
  if (format === 'json') return false;
  if (accept === undefined || !/application\/geo\+json/i.test(accept)) return false;
  const geo = quality(accept, GEOJSON_TYPE);
  return geo > 0 && geo >= quality(accept, 'application/json');
}

const POINT = /"location":\{"lat":(-?[\d.e+-]+),"lon":(-?[\d.e+-]+),"precision":"(\w+)"\}/;

/**
 * One stored site record (JSON text) as a Feature, without parsing it: the geometry from its location, the whole
 * record as properties (RFC 7946 §3.2 allows any JSON object there).
 */
export function featureOf(doc: string): string {
  const m = POINT.exec(doc);
  const id = /^\{"id":("[^"]*")/.exec(doc)?.[1] ?? 'null';
  const geometry = m ? `{"type":"Point","coordinates":[${m[2]},${m[1]}]}` : 'null';
  return `{"type":"Feature","id":${id},"geometry":${geometry},"properties":${doc}}`;
}

/**
 * The RFC 7946 §5 `bbox` of stored site records: [west, south, east, north] of their points, or null for none. The
 * longitudes span the shortest arc that holds them all: a page on both sides of the antimeridian (Fiji) gets
 * west > east (§5.2) rather than a box round the whole Earth.
 */
export function bboxOf(docs: readonly string[]): [number, number, number, number] | null {
  const lats: number[] = [];
  const lons: number[] = [];
  for (const doc of docs) {
    const m = POINT.exec(doc);
    if (m) lats.push(Number(m[1])), lons.push(Number(m[2]));
  }
  if (lons.length === 0) return null;
  lons.sort((a, b) => a - b);
  // The widest gap between neighbouring longitudes (the wrap-around gap included) is what the box leaves out.
  let gap = lons[0]! + 360 - lons.at(-1)!;
  let west = lons[0]!;
  let east = lons.at(-1)!;
  for (let i = 1; i < lons.length; i += 1) {
    if (lons[i]! - lons[i - 1]! > gap) (gap = lons[i]! - lons[i - 1]!), (west = lons[i]!), (east = lons[i - 1]!);
  }
  return [west, Math.min(...lats), east, Math.max(...lats)];
}

export function featureCollection(sites: readonly SiteLike[], members: Record<string, unknown>): string {
  const features = sites.map((s) => {
    const { location, ...properties } = s;
    return {
      type: 'Feature',
      id: s.id,
      geometry: { type: 'Point', coordinates: [location.lon, location.lat] },
      properties: { ...properties, precision: location.precision },
    };
  });
  // Foreign members (RFC 7946 §6.1) carry the paging and the attribution the licences ask for.
  return JSON.stringify({ type: 'FeatureCollection', features, ...members });
}
