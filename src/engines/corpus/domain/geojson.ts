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
