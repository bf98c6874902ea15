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
