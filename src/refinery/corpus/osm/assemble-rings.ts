/**
 * Joins the member ways of a multipolygon into rings by their shared end nodes (OSM splits long outer rings
 * across several ways). Works on node ids; a way that cannot be joined is returned as an open line of its own.
 */
export function assembleRings(ways: ReadonlyArray<readonly number[]>): number[][] {
  const pending = ways.filter((w) => w.length > 1).map((w) => [...w]);
  const rings: number[][] = [];
  while (pending.length > 0) {
    const ring = pending.shift()!;
    let grown = true;
    while (ring[0] !== ring[ring.length - 1] && grown) {
      grown = false;
      for (let i = 0; i < pending.length; i += 1) {
        const w = pending[i]!;
        const end = ring[ring.length - 1];
        if (w[0] === end) ring.push(...w.slice(1));
        else if (w[w.length - 1] === end) ring.push(...w.slice(0, -1).reverse());
        else continue;
        pending.splice(i, 1);
        grown = true;
        break;
      }
    }
    rings.push(ring);
  }
  return rings;
}
