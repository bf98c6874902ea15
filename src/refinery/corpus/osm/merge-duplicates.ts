import { foldText } from '../../../platform/text/fold-text.js';
import type { LonLat } from './representative-point.js';

/** A place as scanned: its point, and the outline of a way or relation (its rings; none for a node). */
export interface Outlined {
  osmType: 'node' | 'way' | 'relation';
  osmId: number;
  tags: Record<string, string>;
  denomination: string;
  point: LonLat;
  rings: LonLat[][];
  /** For a relation: its outer member ways. */
  memberWays: number[];
}

const CELL = 0.01; // degrees: buildings are bucketed by the cells their box touches

function inRing(p: LonLat, ring: readonly LonLat[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const closed = (r: readonly LonLat[]) => r.length >= 4 && r[0]![0] === r.at(-1)![0] && r[0]![1] === r.at(-1)![1];

/** Every name of a place, folded. */
function namesOf(tags: Readonly<Record<string, string>>): string[] {
  return Object.entries(tags)
    .filter(([k]) => k === 'name' || /^name:[a-z]{2,3}$/.test(k) || k === 'official_name' || k === 'alt_name')
    .map(([, v]) => foldText(v))
    .filter(Boolean);
}

/**
 * Whether two mappings of one place name it alike: either has no name, or a name of one is a name of the other, or
 * contains it as whole words (`Saint Lawrence` and `Collegiate Parish Church of Saint Lawrence`). Different names
 * (a chapel inside a monastery's walls) are two places.
 */
function sameNames(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const na = namesOf(a);
  const nb = namesOf(b);
  if (na.length === 0 || nb.length === 0) return true;
  return na.some((x) => nb.some((y) => ` ${x} `.includes(` ${y} `) || ` ${y} `.includes(` ${x} `)));
}

/**
 * One place mapped twice, as OSM asks not to ("one feature, one element") but extracts often hold: a node inside the
 * outline of a building mapped as a place of worship, or a way that is the outer ring of a relation mapped as one,
 * when they name it alike. The outline is kept (its point is on the building); the tags it lacks come from the
 * other, which is dropped. Returns the ids dropped, each with the id kept.
 */
export function mergeDuplicates<T extends Outlined>(places: T[]): { kept: T[]; merged: Array<{ dropped: string; into: string }> } {
  const merged: Array<{ dropped: string; into: string }> = [];
  const gone = new Set<T>();
  const absorb = (into: T, dropped: T) => {
    into.tags = { ...dropped.tags, ...into.tags };
    if (into.denomination === 'unknown') into.denomination = dropped.denomination;
    gone.add(dropped);
    merged.push({ dropped: `${dropped.osmType}/${dropped.osmId}`, into: `${into.osmType}/${into.osmId}` });
  };
  // A way that is the outer ring of a relation mapped as the same place.
  const ways = new Map(places.filter((p) => p.osmType === 'way').map((p) => [p.osmId, p]));
  for (const r of places) {
    if (r.osmType !== 'relation') continue;
    for (const w of r.memberWays) {
      const way = ways.get(w);
      if (way && !gone.has(way) && sameNames(r.tags, way.tags)) absorb(r, way);
    }
  }
  // A node inside a building's outline.
  const grid = new Map<string, T[]>();
  for (const p of places) {
    if (p.osmType === 'node' || gone.has(p)) continue;
    const rings = p.rings.filter(closed);
    if (rings.length === 0) continue;
    const xs = rings.flat().map((c) => c[0]);
    const ys = rings.flat().map((c) => c[1]);
    for (let x = Math.floor(Math.min(...xs) / CELL); x <= Math.floor(Math.max(...xs) / CELL); x += 1) {
      for (let y = Math.floor(Math.min(...ys) / CELL); y <= Math.floor(Math.max(...ys) / CELL); y += 1) {
        const key = `${x}|${y}`;
        grid.set(key, [...(grid.get(key) ?? []), p]);
      }
    }
  }
  for (const n of places) {
    if (n.osmType !== 'node') continue;
    const at = n.point;
    const around = grid.get(`${Math.floor(at[0] / CELL)}|${Math.floor(at[1] / CELL)}`) ?? [];
    const outline = around.find((b) => !gone.has(b) && b.rings.some((r) => closed(r) && inRing(at, r)) && sameNames(b.tags, n.tags));
    if (outline) absorb(outline, n);
  }
  return { kept: places.filter((p) => !gone.has(p)), merged };
}
