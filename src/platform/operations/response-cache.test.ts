import assert from 'node:assert/strict';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { PlatformServices } from '../services.js';
import type { Engine, Operation } from './define.js';
import { MAX_COMPRESSING } from '../http/content-encoding.js';
import { type CachedRoute, ResponseCache } from './response-cache.js';

const route = (vary?: 'accept'): CachedRoute =>
  ({ engine: {} as Engine, op: { cache: { shared: true, vary } } as unknown as Operation, gated: false, series: { observe() {} } }) as unknown as CachedRoute;

/** Asks the cache for a URL; returns the body it sent, or null when it left the request to the router. */
function ask(cache: ResponseCache, url: string, accept?: string): { body: string; headers: (string | number)[] } | null {
  let sent: { body: string; headers: (string | number)[] } | null = null;
  let headers: (string | number)[] = [];
  const res = { writeHead: (_s: number, h: (string | number)[]) => void (headers = h), end: (b?: string | Buffer) => void (sent = { body: String(b ?? ''), headers }) };
  const req = { method: 'GET', url, headers: accept ? { accept } : {} };
  const answered = cache.answer(req as unknown as IncomingMessage, res as unknown as ServerResponse, performance.now(), () => {});
  return answered ? sent : null;
}

test('response cache: bounded by bytes as well as entries, oldest first', () => {
  const cache = new ResponseCache({ services: () => ({}) as PlatformServices, publicUrl: 'http://x', maxBytes: 100 });
  for (const n of [1, 2, 3]) cache.store({ url: `/p${n}`, headers: {} }, route(), { payload: 'x'.repeat(40) }, undefined);
  assert.equal(ask(cache, '/p1'), null, 'the oldest went to stay under 100 bytes');
  assert.equal(ask(cache, '/p2')?.body.length, 40);
  assert.equal(ask(cache, '/p3')?.body.length, 40);
  // A large answer is kept as bytes and sent whole.
  const big = new ResponseCache({ services: () => ({}) as PlatformServices, publicUrl: 'http://x' });
  big.store({ url: '/big', headers: {} }, route(), { payload: 'é'.repeat(5000) }, undefined);
  assert.equal(ask(big, '/big')?.body, 'é'.repeat(5000));
});

test('response cache: an answer that varies by Accept is kept per Accept, with its type and Vary', () => {
  const cache = new ResponseCache({ services: () => ({}) as PlatformServices, publicUrl: 'http://x' });
  cache.store({ url: '/s', headers: { accept: 'application/geo+json' } }, route('accept'), { payload: '{"type":"FeatureCollection"}', contentType: 'application/geo+json' }, undefined);
  assert.equal(ask(cache, '/s', 'application/json'), null, 'another Accept is not this answer');
  assert.equal(ask(cache, '/s'), null);
  const hit = ask(cache, '/s', 'application/geo+json')!;
  assert.equal(hit.body, '{"type":"FeatureCollection"}');
  const h = hit.headers.map(String);
  assert.equal(h[h.indexOf('content-type') + 1], 'application/geo+json');
  assert.equal(h[h.indexOf('vary') + 1], 'Accept');
});

/** Asks until the cache's background compression has finished (it answers the identity meanwhile). */
async function askCompressed(cache: ResponseCache, url: string, acceptEncoding: string) {
  for (let i = 0; i < 200; i += 1) {
    const hit = askWith(cache, url, { 'accept-encoding': acceptEncoding })!;
    if (hit.headers.includes('content-encoding')) return hit;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('never compressed');
}

interface Sent {
  body: Buffer;
  headers: (string | number)[];
}

function askWith(cache: ResponseCache, url: string, headers: Record<string, string>): Sent | null {
  const out: { sent: Sent | null; head: (string | number)[] } = { sent: null, head: [] };
  const res = { writeHead: (_s: number, h: (string | number)[]) => void (out.head = h), end: (b?: string | Buffer) => void (out.sent = { body: Buffer.from(b ?? ''), headers: out.head }) };
  const answered = cache.answer({ method: 'GET', url, headers } as unknown as IncomingMessage, res as unknown as ServerResponse, performance.now(), () => {});
  return answered ? out.sent : null;
}

const header = (h: (string | number)[], name: string) => (h.includes(name) ? String(h[h.indexOf(name) + 1]) : undefined);

test('response cache: a large answer goes out compressed to clients that accept it, made once off the event loop', async () => {
  const cache = new ResponseCache({ services: () => ({}) as PlatformServices, publicUrl: 'http://x' });
  const payload = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Church of St John ${i}`, licence: 'ODbL-1.0' })) });
  cache.store({ url: '/big', headers: {} }, route(), { payload }, undefined);
  // The first request that accepts Brotli still gets the identity (the copy is being made), with its Vary.
  const first = askWith(cache, '/big', { 'accept-encoding': 'gzip, deflate, br' })!;
  assert.equal(header(first.headers, 'content-encoding'), undefined);
  assert.equal(first.body.toString(), payload);
  assert.equal(header(first.headers, 'vary'), 'Accept-Encoding');
  const br = await askCompressed(cache, '/big', 'gzip, deflate, br');
  assert.equal(header(br.headers, 'content-encoding'), 'br');
  assert.equal(Number(header(br.headers, 'content-length')), br.body.length);
  assert.ok(br.body.length < payload.length / 4, `compressed to ${br.body.length} of ${payload.length} bytes`);
  assert.equal(brotliDecompressSync(br.body).toString(), payload);
  // Brotli refused: gzip; nothing acceptable but the identity: the identity.
  const gz = await askCompressed(cache, '/big', 'br;q=0, gzip');
  assert.equal(header(gz.headers, 'content-encoding'), 'gzip');
  assert.equal(gunzipSync(gz.body).toString(), payload);
  for (const refused of ['identity', 'deflate', 'gzip;q=0, br;q=0']) {
    const plain = askWith(cache, '/big', { 'accept-encoding': refused })!;
    assert.equal(header(plain.headers, 'content-encoding'), undefined, refused);
    assert.equal(plain.body.toString(), payload);
  }
  assert.equal(header(askWith(cache, '/big', {})!.headers, 'content-encoding'), undefined);
});

test('response cache: a small answer is never compressed and does not vary by Accept-Encoding', async () => {
  const cache = new ResponseCache({ services: () => ({}) as PlatformServices, publicUrl: 'http://x' });
  cache.store({ url: '/small', headers: {} }, route(), { payload: '{"a":"' + 'x'.repeat(100) + '"}' }, undefined);
  askWith(cache, '/small', { 'accept-encoding': 'br' });
  await new Promise((r) => setTimeout(r, 50));
  const hit = askWith(cache, '/small', { 'accept-encoding': 'br' })!;
  assert.equal(header(hit.headers, 'content-encoding'), undefined);
  assert.equal(header(hit.headers, 'vary'), undefined);
});

test('response cache: at most MAX_COMPRESSING compressions run at once; an answer not started is tried again later', async () => {
  const cache = new ResponseCache({ services: () => ({}) as PlatformServices, publicUrl: 'http://x' });
  const urls = Array.from({ length: MAX_COMPRESSING + 3 }, (_, i) => `/big${i}`);
  const payload = (i: number) => JSON.stringify({ n: i, lines: Array.from({ length: 300 }, (_, k) => `line ${k} of answer ${i}`) });
  urls.forEach((url, i) => cache.store({ url, headers: {} }, route(), { payload: payload(i) }, undefined));
  // One request each, all in the same turn: only the first MAX_COMPRESSING start a compression.
  for (const url of urls) assert.equal(header(askWith(cache, url, { 'accept-encoding': 'gzip' })!.headers, 'content-encoding'), undefined);
  await new Promise((r) => setTimeout(r, 100));
  const encoded = urls.map((url) => header(askWith(cache, url, { 'accept-encoding': 'gzip' })!.headers, 'content-encoding'));
  assert.deepEqual(encoded, [...Array(MAX_COMPRESSING).fill('gzip'), ...Array(3).fill(undefined)]);
  // The others were asked again just now, and start then.
  for (const [i, url] of urls.entries()) {
    const hit = await askCompressed(cache, url, 'gzip');
    assert.equal(gunzipSync(hit.body).toString(), payload(i));
  }
});
