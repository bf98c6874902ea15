/**
 * The first `k` of a search's candidates, nearest first (ties by rowid, so pages never overlap), without sorting
 * them all: a bounded max-heap keeps the `k` best seen so far. `ids` and `distances` run in parallel.
 * Returns indices into them.
 */
export function nearestFirst(ids: readonly number[], distances: readonly number[], k: number): number[] {
  const before = (i: number, j: number) => distances[i]! < distances[j]! || (distances[i] === distances[j] && ids[i]! < ids[j]!);
  const heap: number[] = [];
  const swap = (a: number, b: number) => ([heap[a], heap[b]] = [heap[b]!, heap[a]!]);
  for (let i = 0; i < ids.length; i += 1) {
    if (heap.length < k) {
      heap.push(i);
      for (let c = heap.length - 1, p = (c - 1) >> 1; c > 0 && before(heap[p]!, heap[c]!); c = p, p = (c - 1) >> 1) swap(c, p);
    } else if (k > 0 && before(i, heap[0]!)) {
      heap[0] = i;
      for (let p = 0; ; ) {
        const l = 2 * p + 1;
        const worst = l + 1 < k && before(heap[l]!, heap[l + 1]!) ? l + 1 : l;
        if (l >= k || !before(heap[p]!, heap[worst]!)) break;
        swap(p, worst);
        p = worst;
      }
    }
  }
  return heap.sort((a, b) => (before(a, b) ? -1 : 1));
}
