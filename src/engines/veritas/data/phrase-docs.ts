import { type TermPostings, positionStarts } from './postings.js';
import { intersect, seek } from './seek.js';

/**
 * The records holding one phrase of a query (a word, or words in a row), and how often each holds it as bm25 counts:
 * each instance weighted by its column (column-weights.ts).
 */
export interface PhraseDocs {
  docs: Uint16Array;
  freqs: Uint16Array;
}

/** Per position, the last (doc, word) stamp that reached it; positions are 16-bit (search-postings.ts). */
const marks = new Int32Array(0x10000);
let stamp = 0;

/**
 * Two words in a row: the docs of both, and in each how many starts of the first word have the second `step`
 * positions on (a merge of the two ascending position lists), each weighted by its column (`weights`, one per column,
 * so `step` of them). Typed arrays only, so the loop stays one shape.
 */
function pairDocs(d0: Uint16Array, s0: Int32Array, p0: Uint16Array, d1: Uint16Array, s1: Int32Array, p1: Uint16Array, weights: Uint16Array): PhraseDocs {
  const step = weights.length;
  const cap = Math.min(d0.length, d1.length);
  const docs = new Uint16Array(cap);
  const freqs = new Uint16Array(cap);
  const seeking = d0.length > 8 * d1.length || d1.length > 8 * d0.length;
  let m = 0;
  let i = 0;
  let j = 0;
  while (i < d0.length && j < d1.length) {
    const x = d0[i]!;
    const y = d1[j]!;
    if (x < y) i = seeking ? seek(d0, i, y) : i + 1;
    else if (y < x) j = seeking ? seek(d1, j, x) : j + 1;
    else {
      let a = s0[i]!;
      const a1 = s0[i + 1]!;
      let b = s1[j]!;
      const b1 = s1[j + 1]!;
      let n = 0;
      while (a < a1 && b < b1) {
        const want = p0[a]! + step;
        const v = p1[b]!;
        if (v < want) b++;
        else if (v > want) a++;
        else {
          n += weights[p0[a]! % step]!;
          a++;
          b++;
        }
      }
      if (n > 0) {
        docs[m] = x;
        freqs[m++] = n;
      }
      i++;
      j++;
    }
  }
  return { docs: docs.subarray(0, m), freqs: freqs.subarray(0, m) };
}

/**
 * How many runs of the words start in doc `c` of `at`, each weighted by its column: each word marks the starts every
 * word before it reached.
 */
function countRuns(words: TermPostings[], at: Int32Array[], c: number, weights: Uint16Array): number {
  const ncol = weights.length;
  if (stamp > 0x7fff0000) {
    marks.fill(0);
    stamp = 0;
  }
  const base = stamp;
  stamp += words.length;
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    const starts = w.starts!;
    const i = at[k]![c]!;
    const shift = k * ncol;
    for (let j = starts[i]!; j < starts[i + 1]!; j++) {
      const p = w.positions[j]! - shift;
      if (k === 0) marks[p] = base + 1;
      else if (p >= 0 && marks[p] === base + k) marks[p] = base + k + 1;
    }
  }
  const w = words[0]!;
  const i = at[0]![c]!;
  let n = 0;
  for (let j = w.starts![i]!; j < w.starts![i + 1]!; j++) if (marks[w.positions[j]!] === base + words.length) n += weights[w.positions[j]! % ncol]!;
  return n;
}

/**
 * Three words or more: the docs holding every word (and every precomputed pair of them, `seeds`, much shorter lists
 * when the words are frequent), then the runs counted in each.
 */
function runDocs(words: TermPostings[], weights: Uint16Array, seeds: Uint16Array[]): PhraseDocs {
  const lists = [...seeds, ...words.map((w) => w.docs)];
  const order = lists.map((_, i) => i).sort((a, b) => lists[a]!.length - lists[b]!.length);
  const docs = Int32Array.from(lists[order[0]!]!);
  const all = lists.map(() => new Int32Array(docs.length));
  all[order[0]!]!.set(docs.map((_, i) => i));
  let n = docs.length;
  for (let j = 1; j < order.length; j++) n = intersect(docs, n, lists[order[j]!]!, all[order[j]!]!, order.slice(0, j).map((k) => all[k]!));
  const at = all.slice(seeds.length);
  const outDocs = new Uint16Array(n);
  const outFreqs = new Uint16Array(n);
  let m = 0;
  for (let c = 0; c < n; c++) {
    const f = countRuns(words, at, c, weights);
    if (f > 0) {
      outDocs[m] = docs[c]!;
      outFreqs[m++] = f;
    }
  }
  return { docs: outDocs.subarray(0, m), freqs: outFreqs.subarray(0, m) };
}

/**
 * The phrase's records over the whole table (bm25's idf counts them all): a single word's postings as they are; for
 * several words, the records holding every word, kept where the words stand in a row (the same column's next
 * token is `ncol` positions on), with FTS5's count of the phrase's instances, each weighted by its column
 * (`weights`, one per column). `seeds`: the docs of precomputed pairs of the phrase's adjacent words, which every
 * doc holding the phrase is among.
 */
export function phraseDocs(words: TermPostings[], weights: Uint16Array, seeds: Uint16Array[] = []): PhraseDocs {
  if (words.length === 1) return { docs: words[0]!.docs, freqs: words[0]!.weighted };
  for (const w of words) positionStarts(w);
  if (words.length > 2) return runDocs(words, weights, seeds);
  const [a, b] = words as [TermPostings, TermPostings];
  return pairDocs(a.docs, a.starts!, a.positions, b.docs, b.starts!, b.positions, weights);
}
