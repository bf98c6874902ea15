/** RFC 7946 FeatureCollection of sites: Point geometries in [longitude, latitude] order (§3.1.1, §4). */
export interface SiteLike {
  id: string;
  location: { lat: number; lon: number; precision: string };
  [k: string]: unknown;
}

export const GEOJSON_TYPE = 'application/geo+json';

/** Whether the client asked for GeoJSON: `format=geojson`, or an Accept header naming application/geo+json. */
export function wantsGeoJson(format: string | undefined, accept: string | undefined): boolean {
  if (format === 'geojson') return true;
  if (format === 'json') return false;
  return accept !== undefined && /(^|,)\s*application\/geo\+json\s*(;|,|$)/i.test(accept);
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
