import assert from 'node:assert/strict';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { test } from 'node:test';
import type { PlatformServices } from '../services.js';
import type { Engine, Operation } from './define.js';
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
