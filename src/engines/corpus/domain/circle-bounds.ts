import { type Box, EARTH_RADIUS_M } from './geo.js';

/**
 * A test of a circle's points that needs only arithmetic, so that SQLite can apply it to the grid's points: with
 * dLat and dLon a point's differences from the centre in degrees and q = dLat² + k·dLon²,
 *
 *   q ≤ qInside   → surely within the circle
 *   q > qOutside  → surely outside it
 *
 * and only the points between the two need distanceM (geo.ts). Haversine says d ≤ r ⟺ a ≤ sin²(ρ/2), with ρ = r/R
 * and a = sin²(Δφ/2) + cos φ0·cos φ·sin²(Δλ/2). As t²(1 - t²/3) ≤ sin²t ≤ t², and cos φ lies between the cosines of
 * the box's latitudes farthest from and nearest to the equator, `a` is bounded below and above by quadratic forms
 * in dLat and dLon. A relative margin of 1e-7 on each bound (half a millimetre in 10 km) is far wider than the
 * rounding of either computation, so no point is ever put on one side by this test and on the other by distanceM.
 * Around a city the band left between the two is metres wide; it widens toward the poles, where the cosine changes
 * most across the box.
 */
export interface CircleBounds {
  k: number;
  qInside: number;
  qOutside: number;
}

const RAD = Math.PI / 180;
const MARGIN = 1e-7;

/**
 * The centre's longitude as seen from a box: shifted by 360° for the half of a circle split at the antimeridian
 * that lies on the other side of it, so that `lon - centre` is the longitude difference within that box.
 */
export function centreFor(lon: number, box: Box): number {
  if (lon > box.east + 180) return lon - 360;
  if (lon < box.west - 180) return lon + 360;
  return lon;
}

/** The bounds for the circle of `radiusM` around (lat, lon) enclosed by `boxes` (boxesAround); null when they reach a pole. */
export function circleBounds(lat: number, lon: number, radiusM: number, boxes: Box[]): CircleBounds | null {
  const { south, north } = boxes[0]!;
  if (south <= -90 || north >= 90 || boxes.some((b) => b.east - b.west >= 360)) return null;
  const cosNearEquator = south <= 0 && north >= 0 ? 1 : Math.cos(Math.min(Math.abs(south), Math.abs(north)) * RAD);
  const cosNearPole = Math.cos(Math.max(Math.abs(south), Math.abs(north)) * RAD);
  // 4·sin²(ρ/2) in squared degrees: a ≤ sin²(ρ/2) ⟺ 4a/RAD² ≤ a4.
  const a4 = (4 * Math.sin(radiusM / EARTH_RADIUS_M / 2) ** 2) / (RAD * RAD);
  // The largest half-difference from the centre over the boxes, in radians: the t of the lower bound.
  const dLon = Math.max(...boxes.map((b) => Math.max(Math.abs(b.west - centreFor(lon, b)), Math.abs(b.east - centreFor(lon, b)))));
  const t = (Math.max(lat - south, north - lat, dLon) * RAD) / 2;
  // q bounds 4a/RAD² from below with the pole-side cosine; scaled by the ratio of the cosines it bounds it from above.
  return {
    k: Math.cos(lat * RAD) * cosNearPole,
    qInside: ((a4 * cosNearPole) / cosNearEquator) * (1 - MARGIN),
    qOutside: (a4 / (1 - (t * t) / 3)) * (1 + MARGIN),
  };
}
