/**
 * The first index at or after `from` whose value is at least `value`, in an ascending list: steps doubling from
 * `from`, then a binary search, so intersecting a short list with a long one reads a few entries of the long one.
 */
export function seek(list: ArrayLike<number>, from: number, value: number): number {
  let lo = from;
  let hi = from;
  let step = 1;
  while (hi < list.length && list[hi]! < value) {
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  if (hi > list.length) hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Past this ratio of lengths, stepping through the longer list costs more than seeking in it. */
const SEEK_RATIO = 8;

/**
 * Intersects the first `n` of `docs` (ascending) with `list` (ascending), in place: keeps the docs found in `list`,
 * writes where each was found into `found`, and moves the entries of `carry` (arrays aligned with `docs`) along.
 * Returns how many are kept.
 */
export function intersect(docs: Int32Array, n: number, list: Uint16Array, found: Int32Array, carry: Int32Array[]): number {
  const len = list.length;
  const seeking = len > SEEK_RATIO * n;
  let a = 0;
  let m = 0;
  for (let c = 0; c < n; c++) {
    const d = docs[c]!;
    if (seeking) a = seek(list, a, d);
    else while (a < len && list[a]! < d) a++;
    if (a === len) break;
    if (list[a] !== d) continue;
    docs[m] = d;
    found[m] = a;
    if (m !== c) for (let k = 0; k < carry.length; k++) carry[k]![m] = carry[k]![c]!;
    m++;
  }
  return m;
}
