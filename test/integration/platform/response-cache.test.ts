import assert from 'node:assert/strict';
import { request } from 'node:http';
import { describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { createIdentityModule } from '../../../src/identity/index.js';
import type { Module, Platform } from '../../../src/platform/module.js';
import { type Engine, defineOperation, raw } from '../../../src/platform/operations/define.js';
import { createApiKey, portalToken } from '../../helpers/identity.js';
import { type TestServer, startServer } from '../../helpers/server.js';

// The response cache answers repeated GETs of `shared` operations before routing. These tests hold it to the
// promise it makes: the answer is the route's own, byte for byte, and everything that depends on the caller
// (authentication, the rate limit and its headers, 429, If-None-Match, metrics) still happens on every request.

interface Probe {
  calls: number;
  generation: number;
}

/** GET /{name}/{id}: answers `{ id }`, counting its calls; sets `x-probe` when given a tag. */
function countingItem(probe: Probe, name: string, summary: string, cache: { etag: boolean; maxAgeS?: number; shared?: boolean }, tag?: string) {
  return defineOperation({
    id: `cacheprobe.items.${name}`,
    summary,
    method: 'GET',
    path: `/${name}/{id}`,
    params: z.object({ id: z.string() }),
    output: z.object({ id: z.string() }),
    cache,
    handler: ({ params }, ctx) => {
      probe.calls += 1;
      if (tag) ctx.setHeader('x-probe', tag);
      return Object.freeze({ id: params.id });
    },
  });
}

function cachedEngine(probe: Probe): Engine {
  return {
    name: 'cacheprobe',
    title: 'cache probe',
    description: 'a shared operation that counts its calls',
    prefixes: ['/v1/cacheprobe'],
    access: 'apiKey',
    rateLimit: 'read',
    mcp: false,
    cacheGeneration: () => probe.generation,
    operations: [
      defineOperation({
        id: 'cacheprobe.items.get',
        summary: 'An item, the same for every caller',
        method: 'GET',
        path: '/items/{id}',
        params: z.object({ id: z.string() }),
        query: z.object({ lang: z.string().optional() }),
        output: z.object({ id: z.string(), lang: z.string(), generation: z.number() }),
        cache: { etag: true, maxAgeS: 600, shared: true },
        handler: ({ params, query }) => {
          probe.calls += 1;
          return Object.freeze({ id: params.id, lang: query.lang ?? 'en', generation: probe.generation });
        },
      }),
      defineOperation({
        id: 'cacheprobe.big.get',
        summary: 'A large answer (n lines), the same for every caller',
        method: 'GET',
        path: '/big/{n}',
        params: z.object({ n: z.coerce.number().int().min(1).max(10_000) }),
        output: z.object({ lines: z.array(z.string()) }),
        cache: { etag: true, maxAgeS: 600, shared: true },
        handler: ({ params }) => {
          probe.calls += 1;
          return Object.freeze({ lines: Array.from({ length: params.n }, (_, i) => `line ${i} of a long answer, the same for everyone`) });
        },
      }),
      defineOperation({
        id: 'cacheprobe.pages.get',
        summary: 'A large answer chosen by Accept (JSON or plain text), the same for every caller',
        method: 'GET',
        path: '/pages/{n}',
        params: z.object({ n: z.coerce.number().int().min(1).max(10_000) }),
        output: z.object({ lines: z.array(z.string()) }),
        alternates: [{ contentType: 'text/plain', description: 'the lines, one a line' }],
        cache: { etag: true, maxAgeS: 600, shared: true, vary: 'accept' },
        handler: ({ params }, ctx) => {
          probe.calls += 1;
          const lines = Array.from({ length: params.n }, (_, i) => `line ${i} of a long page, the same for everyone`);
          return ctx.headers.accept === 'text/plain' ? raw('text/plain; charset=utf-8', lines.join('\n')) : Object.freeze({ lines });
        },
      }),
      defineOperation({
        id: 'cacheprobe.negotiated.get',
        summary: 'An item whose handler says itself that it varies by Accept (and names the key again)',
        method: 'GET',
        path: '/negotiated/{id}',
        params: z.object({ id: z.string() }),
        output: z.object({ id: z.string() }),
        handler: ({ params }, ctx) => {
          ctx.setHeader('Vary', 'accept, x-api-key');
          return { id: params.id };
        },
      }),
      countingItem(probe, 'tagged', 'A shared item whose handler also sets a header of its own', { etag: true, shared: true }, 'tagged'),
      countingItem(probe, 'fresh', 'The same item, not shared (computed on every call)', { etag: true, maxAgeS: 600 }),
    ],
  };
}

async function withServer(env: Record<string, string>, run: (s: TestServer, probe: Probe) => Promise<void>): Promise<void> {
  const probe: Probe = { calls: 0, generation: 1 };
  const modules = async (platform: Platform): Promise<Module[]> => [
    createIdentityModule(platform),
    { name: 'cacheprobe', engines: [cachedEngine(probe)] },
  ];
  const server = await startServer({ modules, env });
  try {
    await run(server, probe);
  } finally {
    await server.close();
  }
}

/** Response headers without the ones that differ per request by design. */
function stableHeaders(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of res.headers) {
    if (!['x-request-id', 'x-ratelimit-remaining', 'date', 'retry-after', 'x-ratelimit-reset'].includes(name)) out[name] = value;
  }
  return out;
}

const get = (server: TestServer, path: string, key: string, headers: Record<string, string> = {}) =>
  server.fetch(path, { headers: { 'x-api-key': key, ...headers } });

describe('response cache (platform:response-cache)', () => {
  test('a repeated URL is answered from the cache with the route\'s exact headers and body, and still charged', async () => {
    await withServer({ RATE_LIMIT_READ_MAX: '10', RATE_LIMIT_READ_WINDOW_S: '60' }, async (server, probe) => {
      const key = await createApiKey(server, 'alice');
      const first = await get(server, '/v1/cacheprobe/items/a?lang=la', key);
      const firstBody = await first.text();
      assert.equal(first.status, 200);
      assert.equal(probe.calls, 1);
      const second = await get(server, '/v1/cacheprobe/items/a?lang=la', key);
      assert.equal(second.status, 200);
      assert.equal(await second.text(), firstBody, 'the same bytes');
      assert.equal(probe.calls, 1, 'the handler did not run again');
      assert.deepEqual(stableHeaders(second), stableHeaders(first));
      // The answer, its X-RateLimit-* headers and 200-or-401 depend on the key: a cache must not hand it to another.
      assert.equal(first.headers.get('vary'), 'X-API-Key');
      assert.notEqual(second.headers.get('x-request-id'), first.headers.get('x-request-id'), 'each answer has its own request id');
      assert.equal(first.headers.get('x-ratelimit-remaining'), '9');
      assert.equal(second.headers.get('x-ratelimit-remaining'), '8', 'a cached answer is charged like any other');
      // Another query string is another URL: the handler runs for it.
      assert.deepEqual(await (await get(server, '/v1/cacheprobe/items/a?lang=en', key)).json(), { id: 'a', lang: 'en', generation: 1 });
      assert.equal(probe.calls, 2);
      // An operation that is not shared is computed every time.
      await get(server, '/v1/cacheprobe/fresh/a', key);
      await get(server, '/v1/cacheprobe/fresh/a', key);
      assert.equal(probe.calls, 4);
    });
  });

  test('the rate limit holds on cached URLs: the 429 is the route\'s own problem, with Retry-After', async () => {
    await withServer({ RATE_LIMIT_READ_MAX: '2', RATE_LIMIT_READ_WINDOW_S: '60' }, async (server) => {
      const cachedKey = await createApiKey(server, 'alice');
      await get(server, '/v1/cacheprobe/items/b', cachedKey);
      await get(server, '/v1/cacheprobe/items/b', cachedKey);
      const fromCache = await get(server, '/v1/cacheprobe/items/b', cachedKey);
      const routeKey = await createApiKey(server, 'bob');
      await get(server, '/v1/cacheprobe/fresh/b', routeKey);
      await get(server, '/v1/cacheprobe/fresh/b', routeKey);
      const fromRoute = await get(server, '/v1/cacheprobe/fresh/b', routeKey);
      for (const res of [fromCache, fromRoute]) {
        assert.equal(res.status, 429);
        assert.equal(res.headers.get('content-type'), 'application/problem+json; charset=utf-8');
        assert.equal(res.headers.get('x-ratelimit-remaining'), '0');
        const retry = Number(res.headers.get('retry-after'));
        assert.ok(retry >= 59 && retry <= 60, `Retry-After ${retry}`);
      }
      assert.deepEqual(Object.keys(stableHeaders(fromCache)).sort(), Object.keys(stableHeaders(fromRoute)).sort());
      assert.equal(fromCache.headers.get('vary'), 'X-API-Key');
      assert.equal(fromRoute.headers.get('vary'), 'X-API-Key');
      const cachedBody = (await fromCache.json()) as Record<string, unknown>;
      const routeBody = (await fromRoute.json()) as Record<string, unknown>;
      assert.deepEqual(Object.keys(cachedBody).sort(), Object.keys(routeBody).sort());
      assert.equal(cachedBody.code, 'rate_limited');
      assert.equal(cachedBody.instance, '/v1/cacheprobe/items/b');
      assert.equal(cachedBody.request_id, fromCache.headers.get('x-request-id'));
    });
  });

  test('credentials are checked on every request: no key, an unknown key and a revoked key get 401 on a cached URL', async () => {
    await withServer({}, async (server, probe) => {
      const key = await createApiKey(server, 'alice');
      await get(server, '/v1/cacheprobe/items/c', key);
      await get(server, '/v1/cacheprobe/items/c', key);
      assert.equal(probe.calls, 1);
      assert.equal((await server.fetch('/v1/cacheprobe/items/c')).status, 401);
      assert.equal((await get(server, '/v1/cacheprobe/items/c', 'lum_live_000000000000000000000000000000')).status, 401);
      const token = await portalToken(server, 'alice');
      const listed = (await (await server.fetch('/portal/keys', { headers: { authorization: `Bearer ${token}` } })).json()) as {
        items?: Array<{ id: string }>;
        keys?: Array<{ id: string }>;
      };
      const id = (listed.items ?? listed.keys ?? [])[0]!.id;
      const revoked = await server.fetch(`/portal/keys/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
      assert.equal(revoked.status, 204);
      const after = await get(server, '/v1/cacheprobe/items/c', key);
      assert.equal(after.status, 401);
      assert.match(String(((await after.json()) as { detail: string }).detail), /revoked/);
    });
  });

  test('If-None-Match gets 304 from the cache; a new cache generation drops the entry', async () => {
    await withServer({}, async (server, probe) => {
      const key = await createApiKey(server, 'alice');
      const first = await get(server, '/v1/cacheprobe/items/d', key);
      const etag = first.headers.get('etag')!;
      const notModified = await get(server, '/v1/cacheprobe/items/d', key, { 'if-none-match': etag });
      assert.equal(notModified.status, 304);
      assert.equal(notModified.headers.get('etag'), etag);
      assert.equal(notModified.headers.get('cache-control'), 'private, max-age=600');
      assert.equal(notModified.headers.get('vary'), 'X-API-Key');
      assert.equal(probe.calls, 1);
      probe.generation = 2;
      const renewed = await get(server, '/v1/cacheprobe/items/d', key, { 'if-none-match': etag });
      assert.equal(renewed.status, 200, 'the new data has a new ETag');
      assert.equal(((await renewed.json()) as { generation: number }).generation, 2);
      assert.equal(probe.calls, 2);
    });
  });

  test('cached answers are counted in the metrics under their route', async () => {
    await withServer({}, async (server) => {
      const key = await createApiKey(server, 'alice');
      for (let i = 0; i < 3; i++) await get(server, '/v1/cacheprobe/items/e', key);
      const metrics = await (await server.fetch('/metrics')).text();
      assert.match(metrics, /lumen_http_request_duration_seconds_count\{method="GET",route="\/v1\/cacheprobe\/items\/:id",status="200"\} 3/);
    });
  });

  test('an answer with a header set by the handler is never cached (the cache could not repeat it)', async () => {
    await withServer({}, async (server, probe) => {
      const key = await createApiKey(server, 'alice');
      for (let i = 0; i < 2; i++) {
        const res = await get(server, '/v1/cacheprobe/tagged/a', key);
        assert.equal(res.headers.get('x-probe'), 'tagged');
      }
      assert.equal(probe.calls, 2);
    });
  });

  test('Vary names the key, Accept and Accept-Encoding where each applies, each once, from the route and the cache alike (platform:vary:credential)', async () => {
    await withServer({ RATE_LIMIT_READ_MAX: '1000' }, async (server, probe) => {
      const key = await createApiKey(server, 'alice');
      for (const accept of ['application/json', 'text/plain']) {
        const first = await get(server, '/v1/cacheprobe/pages/200', key, { accept });
        assert.equal(first.status, 200);
        assert.equal(first.headers.get('vary'), 'X-API-Key, Accept, Accept-Encoding', accept);
        const body = await first.text();
        const calls = probe.calls;
        const again = await get(server, '/v1/cacheprobe/pages/200', key, { accept, 'accept-encoding': 'identity' });
        assert.equal(probe.calls, calls, `${accept}: answered by the cache`);
        assert.equal(await again.text(), body);
        assert.deepEqual(stableHeaders(again), stableHeaders(first), accept);
      }
      // A handler's own Vary joins the route's, without naming anything twice.
      const negotiated = await get(server, '/v1/cacheprobe/negotiated/a', key);
      assert.equal(negotiated.status, 200);
      assert.equal(negotiated.headers.get('vary'), 'X-API-Key, accept');
    });
  });

  test('the cache is bounded: the oldest entry goes first, unless it was asked since (second chance)', async () => {
    await withServer({ RESPONSE_CACHE_ENTRIES: '2' }, async (server, probe) => {
      const key = await createApiKey(server, 'alice');
      const ask = async (id: string) => assert.equal((await get(server, `/v1/cacheprobe/items/${id}`, key)).status, 200);
      await ask('a');
      await ask('b');
      await ask('a'); // a hit: a is marked as asked
      assert.equal(probe.calls, 2);
      await ask('c'); // over the bound: a (oldest, but asked) gets a second chance, b goes
      assert.equal(probe.calls, 3);
      await ask('a');
      assert.equal(probe.calls, 3, 'a was kept');
      await ask('b');
      assert.equal(probe.calls, 4, 'b was evicted');
    });
  });

  test('RESPONSE_CACHE_ENTRIES=0 turns the cache off: every request runs the route', async () => {
    await withServer({ RESPONSE_CACHE_ENTRIES: '0' }, async (server, probe) => {
      const key = await createApiKey(server, 'alice');
      for (let i = 0; i < 3; i++) assert.equal((await get(server, '/v1/cacheprobe/items/f', key)).status, 200);
      assert.equal(probe.calls, 3);
    });
  });

  test('a large cached answer goes out compressed (br, gzip) to clients that accept it, the same bytes once decoded (platform:content-coding)', async () => {
    await withServer({ RATE_LIMIT_READ_MAX: '1000' }, async (server, probe) => {
      const key = await createApiKey(server, 'alice');
      // node:http, not fetch: fetch asks for and decodes compression on its own.
      const raw = (path: string, acceptEncoding?: string) =>
        new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
          const headers: Record<string, string> = { 'x-api-key': key, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
          request(`${server.url}${path}`, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
          })
            .on('error', reject)
            .end();
        });
      const first = await raw('/v1/cacheprobe/big/400', 'gzip, deflate, br');
      assert.equal(first.status, 200);
      assert.equal(first.headers['content-encoding'], undefined, 'the route itself answers the identity');
      assert.equal(first.headers.vary, 'X-API-Key, Accept-Encoding', 'and says the answer varies by Accept-Encoding (and by key)');
      const identity = first.body.toString();
      let br = first;
      for (let i = 0; i < 100 && br.headers['content-encoding'] === undefined; i += 1) {
        await new Promise((r) => setTimeout(r, 10));
        br = await raw('/v1/cacheprobe/big/400', 'gzip, deflate, br');
      }
      assert.equal(br.headers['content-encoding'], 'br');
      assert.equal(br.headers.vary, 'X-API-Key, Accept-Encoding');
      assert.equal(br.headers.etag, first.headers.etag, 'one weak validator for every encoding of the same JSON');
      assert.equal(Number(br.headers['content-length']), br.body.length);
      assert.ok(br.body.length * 4 < first.body.length, `${br.body.length} bytes against ${first.body.length}`);
      assert.equal(brotliDecompressSync(br.body).toString(), identity);
      let gz = await raw('/v1/cacheprobe/big/400', 'gzip');
      for (let i = 0; i < 100 && gz.headers['content-encoding'] === undefined; i += 1) {
        await new Promise((r) => setTimeout(r, 10));
        gz = await raw('/v1/cacheprobe/big/400', 'gzip');
      }
      assert.equal(gz.headers['content-encoding'], 'gzip');
      assert.equal(gunzipSync(gz.body).toString(), identity);
      const plain = await raw('/v1/cacheprobe/big/400');
      assert.equal(plain.headers['content-encoding'], undefined, 'no Accept-Encoding: the identity');
      assert.equal(plain.body.toString(), identity);
      assert.equal(probe.calls, 1, 'every later answer came from the cache');
      // A small answer never varies by Accept-Encoding (only by the key).
      const small = await raw('/v1/cacheprobe/items/s', 'br');
      assert.equal(small.headers.vary, 'X-API-Key');
    });
  });
});
