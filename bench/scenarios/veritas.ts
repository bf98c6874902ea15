import { join } from 'node:path';
import { apiKey } from '../lib.js';
import type { VeritasDataset } from '../../src/engines/veritas/data/veritas-dataset.js';
import type { BenchTarget, HttpRequestSpec, Probe, Scenario } from '../scenario.js';

/**
 * Veritas: passages of random 1-10 verse references in both translations, and search with random one-word,
 * two-word and phrase queries taken from the text itself, over HTTP with an API key and the rate limit (set high);
 * in process, the p99 of a search; the import's time and size, and the server's memory.
 */
const ENV = { RATE_LIMIT_READ_MAX: '100000000', RESPONSE_CACHE_ENTRIES: '0' };
const CACHED_ENV = { RATE_LIMIT_READ_MAX: '100000000', RESPONSE_CACHE_ENTRIES: '5000' };

// A fixed seed, so that every run asks the same requests.
function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

interface Book {
  osis: string;
  verse_counts: number[];
}

async function books(target: BenchTarget, key: string): Promise<Book[]> {
  const res = await fetch(`${target.url}/v1/veritas/bible/drb/books?limit=100`, { headers: { 'x-api-key': key } });
  if (res.status !== 200) throw new Error(`books answered ${res.status}`);
  return ((await res.json()) as { items: Book[] }).items;
}

/** Random 1-10 verse references (a fixed seed, so every run asks the same ones). */
function randomRefs(all: Book[], count: number): string[] {
  const rand = rng(13);
  const out: string[] = [];
  while (out.length < count) {
    const b = all[Math.floor(rand() * all.length)]!;
    const ch = 1 + Math.floor(rand() * b.verse_counts.length);
    const n = b.verse_counts[ch - 1]!;
    const from = 1 + Math.floor(rand() * n);
    const to = Math.min(n, from + Math.floor(rand() * 10));
    out.push(to > from ? `${b.osis} ${ch}:${from}-${to}` : `${b.osis} ${ch}:${from}`);
  }
  return out;
}

async function passageRequests(target: BenchTarget): Promise<HttpRequestSpec[]> {
  const key = await apiKey(target, 'bench-veritas-passage');
  return randomRefs(await books(target, key), 1000).map((ref) => ({
    path: `/v1/veritas/bible/passage?ref=${encodeURIComponent(ref)}&translation=drb,vulgate`,
    headers: { 'x-api-key': key },
  }));
}

/**
 * The same requests revalidated: each passage fetched once, then asked with its ETag in If-None-Match, which the
 * route answers 304 before reading the passage (platform/operations/keyed-not-modified.ts).
 */
async function revalidationRequests(target: BenchTarget): Promise<HttpRequestSpec[]> {
  const requests = await passageRequests(target);
  for (const request of requests) {
    const res = await fetch(`${target.url}${request.path}`, { headers: request.headers });
    await res.arrayBuffer();
    request.headers = { ...request.headers, 'if-none-match': res.headers.get('etag') ?? '' };
  }
  return requests;
}

/** Words of random Douay-Rheims chapters: single words, adjacent pairs, or quoted adjacent pairs. */
export async function corpusQueries(url: string, key: string, kind: 'one' | 'two' | 'phrase', count: number, seed = 7): Promise<string[]> {
  const rand = rng(seed);
  const res = await fetch(`${url}/v1/veritas/bible/drb/books?limit=100`, { headers: { 'x-api-key': key } });
  const all = ((await res.json()) as { items: Book[] }).items;
  const words: string[][] = [];
  for (let i = 0; i < 12; i++) {
    const b = all[Math.floor(rand() * all.length)]!;
    const ch = 1 + Math.floor(rand() * b.verse_counts.length);
    const body = (await (await fetch(`${url}/v1/veritas/bible/drb/${b.osis}/${ch}`, { headers: { 'x-api-key': key } })).json()) as { verses: Array<{ text: string }> };
    for (const v of body.verses) words.push(v.text.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 3));
  }
  const out: string[] = [];
  while (out.length < count) {
    const verse = words[Math.floor(rand() * words.length)]!;
    if (verse.length < 2) continue;
    const i = Math.floor(rand() * (verse.length - 1));
    out.push(kind === 'one' ? verse[i]! : kind === 'two' ? `${verse[i]} ${verse[i + 1]}` : `"${verse[i]} ${verse[i + 1]}"`);
  }
  return out;
}

async function searchRequests(target: BenchTarget, kind: 'one' | 'two' | 'phrase'): Promise<HttpRequestSpec[]> {
  const key = await apiKey(target, `bench-veritas-search-${kind}`);
  const queries = await corpusQueries(target.url, key, kind, 300);
  return queries.map((q) => ({ path: `/v1/veritas/search?q=${encodeURIComponent(q)}&limit=20`, headers: { 'x-api-key': key } }));
}

export const scenarios: Scenario[] = [
  { name: 'veritas: GET bible/passage, random 1-10 verse refs, drb+vulgate', env: ENV, target: 0.5, prepare: passageRequests },
  // No goal of its own: the same requests answered from the response cache (every URL repeats after the first
  // 1,000), that is the platform's path (key, limit, headers, write) with no passage computed. A passage computed per
  // request cannot be cheaper than this, so its ratio bounds the goal above on this machine.
  { name: 'veritas: GET bible/passage, the same refs from the response cache (the floor of the goal above)', env: CACHED_ENV, prepare: passageRequests },
  { name: 'veritas: GET bible/passage revalidated (If-None-Match: its ETag, 304 before the handler)', env: ENV, expectStatus: 304, prepare: revalidationRequests },
  { name: 'veritas: GET search, random one-word queries, 20 hits with snippets', env: ENV, target: 0.1, prepare: (t) => searchRequests(t, 'one') },
  { name: 'veritas: GET search, random two-word queries', env: ENV, target: 0.05, prepare: (t) => searchRequests(t, 'two') },
  { name: 'veritas: GET search, random phrase queries', env: ENV, target: 0.05, prepare: (t) => searchRequests(t, 'phrase') },
];

/** The server's Veritas dataset opened in this process for an in-process probe, closed after it. */
async function withDataset<T>(target: BenchTarget, probe: (dataset: VeritasDataset) => Promise<T>): Promise<T> {
  const { VeritasDataset } = await import('../../src/engines/veritas/data/veritas-dataset.js');
  const dataset = new VeritasDataset(target.env.LUMEN_DATA_DIR ?? join(target.dir, 'data'));
  try {
    return await probe(dataset);
  } finally {
    dataset.close();
  }
}

export const probes: Probe[] = [
  {
    name: 'veritas: search in process (p50/p99 per query, wall and CPU time; one-word, two-word, phrase)',
    env: ENV,
    async run(target) {
      const { searchInProcess } = await import('../veritas-search-probe.js');
      const key = await apiKey(target, 'bench-veritas-probe');
      return withDataset(target, async (dataset) => {
        const out: Record<string, number> = {};
        for (const [kind, seed] of [['one', 21], ['two', 22], ['phrase', 23]] as const) {
          const t = searchInProcess(dataset, await corpusQueries(target.url, key, kind, 400, seed));
          Object.assign(out, { [`${kind}_p50_ms`]: t.p50, [`${kind}_p99_ms`]: t.p99, [`${kind}_cpu_p50_ms`]: t.cpu_p50, [`${kind}_cpu_p99_ms`]: t.cpu_p99 });
        }
        return out;
      });
    },
  },
  {
    name: 'veritas: import (lumen data import --only veritas --force), dataset size, server memory',
    env: ENV,
    async run(target) {
      const started = performance.now();
      const out = JSON.parse(await target.cli(['data', 'import', '--only', 'veritas', '--force', '--json'])) as { datasets: Array<{ ms: number; bytes: number }> };
      const d = out.datasets[0]!;
      const metrics = await (await fetch(`${target.url}/metrics`)).text();
      const rss = Number(/^lumen_process_resident_memory_bytes (\d+)/m.exec(metrics)?.[1] ?? 0);
      return { import_ms: d.ms, command_wall_ms: Math.round(performance.now() - started), dataset_mb: Math.round(d.bytes / 1e5) / 10, server_rss_mb: Math.round(rss / 1e5) / 10 };
    },
  },
  {
    // The passage goal's ceiling on this machine: the same answers replayed by a bare node:http server that does
    // nothing but look the URL up (bench/replay-ceiling.ts). A ratio below the goal here means no server can meet
    // the goal with this load generator on this machine.
    name: 'veritas: passage ceiling (the same 1,000 answers replayed by bare node:http)',
    env: ENV,
    async run(target) {
      const { replayCeiling } = await import('../replay-ceiling.js');
      return replayCeiling(target, await passageRequests(target));
    },
  },
  {
    name: 'veritas: passage in process (µs per call, cumulative steps, the HTTP scenario\'s 1,000 references)',
    env: ENV,
    async run(target) {
      const { passageInProcess } = await import('../veritas-passage-probe.js');
      const key = await apiKey(target, 'bench-veritas-passage-probe');
      const refs = randomRefs(await books(target, key), 1000);
      return withDataset(target, async (dataset) => passageInProcess(dataset, refs));
    },
  },
];
