/**
 * Two-word phrases of frequent words, precomputed (docs/veritas.md "Search"): a phrase is checked by merging where
 * its words stand in every record holding both, and for two frequent words (`"of the"` in the Summa: 300,000
 * positions) that is milliseconds. So for every two words each found at least PAIR_MIN times in a table, the table
 * keeps the records where the second follows the first and how often, each instance weighted by its column as bm25
 * counts it (column-weights.ts), in `search_pairs`; two such words never found
 * in a row have no row, and the phrase matches nothing. Rarer pairs cost the merge little.
 */
export const PAIR_MIN = 2000;

/** One term's postings as read from fts5vocab: docs ascending, how often, and each doc's positions. */
export interface TermBuffer {
  docs: number[];
  freqs: number[];
  positions: number[][];
}

/** `data` as stored: Uint16 LE, the docs ascending, then how often the pair stands in each (weighted). */
function pack(docs: number[], freqs: number[]): Buffer {
  const out = new Uint16Array(2 * docs.length);
  out.set(docs, 0);
  out.set(freqs, docs.length);
  return Buffer.from(out.buffer);
}

/**
 * Every pair of frequent terms standing in a row (the same column's next token is `ncol` positions on), with its
 * docs and counts, each instance counting its column's weight (`weights`, one per column); `lens`: each doc's length
 * in tokens, which bounds its positions.
 */
export function frequentPairs(lens: Int32Array, weights: readonly number[], frequent: Array<[string, TermBuffer]>): Array<[string, string, number, Buffer]> {
  const ncol = weights.length;
  const base = new Int32Array(lens.length + 1);
  for (let d = 0; d < lens.length; d++) base[d + 1] = base[d]! + (lens[d]! + 1) * ncol;
  const at = new Int32Array(base[lens.length]!).fill(-1);
  frequent.forEach(([, t], id) => t.docs.forEach((doc, i) => t.positions[i]!.forEach((p) => (at[base[doc]! + p] = id))));
  const pairs = new Map<number, { docs: number[]; freqs: number[] }>();
  for (let doc = 0; doc < lens.length; doc++) {
    for (let p = base[doc]!; p + ncol < base[doc + 1]!; p++) {
      const a = at[p]!;
      const b = at[p + ncol]!;
      if (a < 0 || b < 0) continue;
      const key = a * frequent.length + b;
      let e = pairs.get(key);
      if (!e) pairs.set(key, (e = { docs: [], freqs: [] }));
      const last = e.docs.length - 1;
      const w = weights[(p - base[doc]!) % ncol]!;
      if (e.docs[last] === doc) e.freqs[last]! += w;
      else e.docs.push(doc), e.freqs.push(w);
    }
  }
  return [...pairs].map(([key, e]) => [frequent[Math.floor(key / frequent.length)]![0], frequent[key % frequent.length]![0], e.docs.length, pack(e.docs, e.freqs)]);
}
