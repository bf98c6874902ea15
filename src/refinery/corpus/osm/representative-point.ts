/**
 * A point that stands for a way or a relation: on the surface of the largest closed ring (so a concave or
 * L-shaped church still gets a point inside its walls), or the middle of an open way. Coordinates are [lon, lat].
 *
 * Point on surface: take the horizontal line through the ring's centre of area, find where it crosses the ring,
 * and return the middle of the widest inside stretch (the same idea as GEOS PointOnSurface).
 */
export type LonLat = [number, number];

function ringArea(ring: readonly LonLat[]): number {
  let a = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) a += ring[j]![0] * ring[i]![1] - ring[i]![0] * ring[j]![1];
  return a / 2;
}

function isClosed(ring: readonly LonLat[]): boolean {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return ring.length >= 4 && first !== undefined && last !== undefined && first[0] === last[0] && first[1] === last[1];
}

function centreOfArea(ring: readonly LonLat[], area: number): LonLat {
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const f = ring[j]![0] * ring[i]![1] - ring[i]![0] * ring[j]![1];
    cx += (ring[j]![0] + ring[i]![0]) * f;
    cy += (ring[j]![1] + ring[i]![1]) * f;
  }
  return [cx / (6 * area), cy / (6 * area)];
}

function pointOnSurface(ring: readonly LonLat[]): LonLat {
  const area = ringArea(ring);
  if (area === 0) return mean(ring);
  const y = centreOfArea(ring, area)[1];
  const xs: number[] = [];
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x1, y1] = ring[j]!;
    const [x2, y2] = ring[i]!;
    // Half-open rule: an edge counts when y lies in [min, max), so a vertex on the line is counted once.
    if ((y1 <= y && y < y2) || (y2 <= y && y < y1)) xs.push(x1 + ((y - y1) * (x2 - x1)) / (y2 - y1));
  }
  xs.sort((a, b) => a - b);
  let best: LonLat | null = null;
  let width = -1;
  for (let k = 0; k + 1 < xs.length; k += 2) {
    const w = xs[k + 1]! - xs[k]!;
    if (w > width) {
      width = w;
      best = [(xs[k]! + xs[k + 1]!) / 2, y];
    }
  }
  return best ?? mean(ring);
}

function mean(points: readonly LonLat[]): LonLat {
  let x = 0;
  let y = 0;
  for (const p of points) {
    x += p[0];
    y += p[1];
  }
  return [x / points.length, y / points.length];
}

/** The representative point of a way (one ring) or a multipolygon (several rings); null without coordinates. */
export function representativePoint(rings: ReadonlyArray<readonly LonLat[]>): LonLat | null {
  const usable = rings.filter((r) => r.length > 0);
  if (usable.length === 0) return null;
  const closed = usable.filter(isClosed);
  if (closed.length > 0) {
    let largest = closed[0]!;
    for (const r of closed) if (Math.abs(ringArea(r)) > Math.abs(ringArea(largest))) largest = r;
    return pointOnSurface(largest);
  }
  // Open ways (a multipolygon whose outer ring is split across ways, or a linear feature): their middle.
  return mean(usable.flat());
}
