import type { PhraseDocs } from './phrase-docs.js';
import { K1 } from './postings.js';
import { intersect, seek } from './seek.js';

/** The docs a search's filters leave: a range of doc indexes (a rowid range), and where set, only the marked ones. */
export interface DocFilter {
  from: number;
  /** Exclusive. */
  to: number;
  mask: Uint8Array | null;
}

/** The docs holding every phrase within the filter, ascending, and their bm25 scores (negative, as FTS5's). */
export interface Scored {
  docs: Int32Array;
  scores: Float64Array;
  n: number;
}

/**
 * bm25's part for one phrase in one doc (fts5_aux.c): `idf * f * (k1 + 1) / (f + k1 * (1 - b + b * D / avgdl))`,
 * the last term being `norm[doc]`. Scores are summed phrase by phrase in the query's order from 0, as FTS5 sums
 * them, so they agree with FTS5's to the bit but for the idf's logarithm. The loops below take typed arrays only,
 * so each keeps one shape for the optimizing compiler.
 */
export function part(w: number, f: number, norm: number): number {
  return w * ((f * (K1 + 1)) / (f + norm));
}

/** One phrase (a one-word or one-phrase query). */
export function scoreOne(d0: Uint16Array, f0: Uint16Array, w0: number, norm: Float64Array, filter: DocFilter): Scored {
  const from = seek(d0, 0, filter.from);
  const to = seek(d0, from, filter.to);
  const docs = new Int32Array(to - from);
  const scores = new Float64Array(to - from);
  const mask = filter.mask;
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = d0[i]!;
    if (mask !== null && mask[d] === 0) continue;
    docs[n] = d;
    scores[n++] = -1 * part(w0, f0[i]!, norm[d]!);
  }
  return { docs, scores, n };
}

/** Per doc, 1 + where the first list holds it, while two lists of similar length are intersected; else 0. */
const slots = new Int32Array(0x10000);

/**
 * Two phrases. Lists of similar length (`and the`: 28,000 and 27,000 verses) are intersected through `slots`, with
 * no branch that depends on how the lists interleave; a short list seeks in a long one.
 */
export function scoreTwo(d0: Uint16Array, f0: Uint16Array, w0: number, d1: Uint16Array, f1: Uint16Array, w1: number, norm: Float64Array, filter: DocFilter): Scored {
  const from0 = seek(d0, 0, filter.from);
  const to0 = seek(d0, from0, filter.to);
  const from1 = seek(d1, 0, filter.from);
  const to1 = seek(d1, from1, filter.to);
  const cap = Math.min(to0 - from0, to1 - from1);
  const docs = new Int32Array(cap);
  const scores = new Float64Array(cap);
  const mask = filter.mask;
  let n = 0;
  if (to0 - from0 > 8 * (to1 - from1) || to1 - from1 > 8 * (to0 - from0)) {
    for (let i = from0, j = from1; i < to0 && j < to1; ) {
      const x = d0[i]!;
      const y = d1[j]!;
      if (x < y) i = seek(d0, i, y);
      else if (y < x) j = seek(d1, j, x);
      else {
        if (mask === null || mask[x] !== 0) {
          docs[n] = x;
          scores[n++] = -1 * (part(w0, f0[i]!, norm[x]!) + part(w1, f1[j]!, norm[x]!));
        }
        i++;
        j++;
      }
    }
    return { docs, scores, n };
  }
  for (let i = from0; i < to0; i++) slots[d0[i]!] = i + 1;
  for (let j = from1; j < to1; j++) {
    const y = d1[j]!;
    const i = slots[y]! - 1;
    if (i < 0 || (mask !== null && mask[y] === 0)) continue;
    docs[n] = y;
    scores[n++] = -1 * (part(w0, f0[i]!, norm[y]!) + part(w1, f1[j]!, norm[y]!));
  }
  for (let i = from0; i < to0; i++) slots[d0[i]!] = 0;
  return { docs, scores, n };
}

/** Any number of phrases: the smallest list intersected with each of the others, then scored phrase by phrase. */
export function scoreMany(phrases: PhraseDocs[], weights: number[], norm: Float64Array, filter: DocFilter): Scored {
  const order = phrases.map((_, i) => i).sort((a, b) => phrases[a]!.docs.length - phrases[b]!.docs.length);
  const lead = phrases[order[0]!]!.docs;
  const docs = new Int32Array(lead.length);
  const at = phrases.map(() => new Int32Array(lead.length));
  const first = at[order[0]!]!;
  let n = 0;
  for (let i = seek(lead, 0, filter.from); i < lead.length && lead[i]! < filter.to; i++) {
    if (filter.mask !== null && filter.mask[lead[i]!] === 0) continue;
    docs[n] = lead[i]!;
    first[n++] = i;
  }
  for (let j = 1; j < order.length; j++) n = intersect(docs, n, phrases[order[j]!]!.docs, at[order[j]!]!, order.slice(0, j).map((k) => at[k]!));
  const scores = new Float64Array(n);
  for (let i = 0; i < phrases.length; i++) {
    const f = phrases[i]!.freqs;
    const ai = at[i]!;
    for (let c = 0; c < n; c++) scores[c] = scores[c]! + part(weights[i]!, f[ai[c]!]!, norm[docs[c]!]!);
  }
  for (let c = 0; c < n; c++) scores[c] = -1 * scores[c]!;
  return { docs, scores, n };
}
