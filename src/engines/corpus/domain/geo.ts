/** Geodesy for site queries: great-circle distance and the boxes that enclose a circle on the sphere. */
export const EARTH_RADIUS_M = 6_371_008.8; // IUGG mean radius
/** Half the Earth's circumference: no two points are farther apart along the surface. */
export const MAX_DISTANCE_KM = 20_016;

const RAD = Math.PI / 180;

/** Haversine distance in metres between two points given in degrees. */
export function distanceM(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** West, south, east, north in degrees; west > east means the box crosses the antimeridian. */
export interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** A box that crosses the antimeridian as the two boxes on either side of it (R*Tree boxes cannot wrap). */
export function splitAntimeridian(box: Box): Box[] {
  if (box.west <= box.east) return [box];
  return [
    { west: box.west, south: box.south, east: 180, north: box.north },
    { west: -180, south: box.south, east: box.east, north: box.north },
  ];
}

/**
 * The boxes enclosing every point within `radiusM` of (lat, lon). Near a pole, or for a radius wider than the
 * meridians allow, the box spans every longitude; across the antimeridian it is split in two.
 */
export function boxesAround(lat: number, lon: number, radiusM: number): Box[] {
  const dLat = radiusM / EARTH_RADIUS_M / RAD;
  const south = Math.max(-90, lat - dLat);
  const north = Math.min(90, lat + dLat);
  if (south === -90 || north === 90) return [{ west: -180, south, east: 180, north }];
  // The widest longitude span of the circle (at the latitude where it touches its meridians).
  const ratio = Math.sin(radiusM / EARTH_RADIUS_M) / Math.cos(lat * RAD);
  if (ratio >= 1) return [{ west: -180, south, east: 180, north }];
  const dLon = Math.asin(ratio) / RAD;
  let west = lon - dLon;
  let east = lon + dLon;
  if (west < -180) west += 360;
  if (east > 180) east -= 360;
  return splitAntimeridian({ west, south, east, north });
}

export function inBox(lat: number, lon: number, box: Box): boolean {
  if (lat < box.south || lat > box.north) return false;
  return box.west <= box.east ? lon >= box.west && lon <= box.east : lon >= box.west || lon <= box.east;
}
