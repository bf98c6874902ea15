import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createApiKey, createTenantKey, portalToken } from '../../helpers/identity.js';
import { type TestServer, startServer } from '../../helpers/server.js';

// RFC 9110 §12.5.5: an answer that depends on a request header names it in Vary. Every answer of a route that
// reads a credential (X-API-Key on the engines, Authorization on the portal) depends on it — the body, the
// X-RateLimit-* headers, a 200 or a 401/429 — and is sent `Cache-Control: private, max-age=…`: a browser (or any
// private cache keyed by URL) must not hand one key's answer to a request made with another. The response cache,
// which answers before routing, sends exactly what the route sends.
let server: TestServer;
let key: string;

before(async () => {
  server = await startServer({ env: { RATE_LIMIT_READ_MAX: '6', RATE_LIMIT_READ_WINDOW_S: '900' } });
  key = await createApiKey(server, 'vary-user');
});
after(async () => server.close());

/** The Vary field names of an answer, as sent (one header line, each name once). */
function varyOf(res: Response): string[] {
  return (res.headers.get('vary') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

/** Headers that differ per request by design. */
function stable(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of res.headers) if (!['x-request-id', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after', 'date'].includes(name)) out[name] = value;
  return out;
}

test('every answer of a keyed engine route names X-API-Key in Vary, the response cache\'s included (platform:vary:credential)', async () => {
  const headers = { 'x-api-key': key };
  const routed = await server.fetch('/v1/ordo/days/2024-12-09', { headers });
  assert.equal(routed.status, 200);
  assert.match(routed.headers.get('cache-control') ?? '', /^private, max-age=\d+$/);
  assert.deepEqual(varyOf(routed), ['X-API-Key']);
  // days/{date} is shared: the repeat is answered before routing, with the same headers.
  const cached = await server.fetch('/v1/ordo/days/2024-12-09', { headers });
  assert.equal(cached.status, 200);
  assert.deepEqual(stable(cached), stable(routed));
  const notModified = await server.fetch('/v1/ordo/days/2024-12-09', { headers: { ...headers, 'if-none-match': routed.headers.get('etag')! } });
  assert.equal(notModified.status, 304);
  assert.deepEqual(varyOf(notModified), ['X-API-Key'], 'a 304 names what the 200 would (RFC 9110 §15.4.5)');
  // Refusals of the same routes vary by the key too: another key would have been answered 200.
  const refusals: Array<[string, Response]> = [
    ['401 on a URL the response cache holds', await server.fetch('/v1/ordo/days/2024-12-09')],
    ['401 on another URL', await server.fetch('/v1/ordo/days/2024-12-30', { headers: { 'x-api-key': 'lum_live_000000000000000000000000000000' } })],
    ['400 unknown parameter', await server.fetch('/v1/ordo/days/2024-12-09?qq=1', { headers })],
    ['404 in an engine', await server.fetch('/v1/ordo/nosuch', { headers })],
    ['405', await server.fetch('/v1/ordo/days/2024-12-09', { method: 'DELETE', headers })],
  ];
  for (const [what, res] of refusals) {
    assert.ok(res.status >= 400, what);
    assert.deepEqual(varyOf(res), ['X-API-Key'], what);
  }
  // Spend the budget: the 429 of the response cache and of the route name the key, as the 200s did.
  let fromCache: Response | undefined;
  for (let i = 0; i < 6 && !fromCache; i++) {
    const res = await server.fetch('/v1/ordo/days/2024-12-09', { headers });
    if (res.status === 429) fromCache = res;
  }
  assert.ok(fromCache, 'the budget ran out');
  const fromRoute = await server.fetch('/v1/ordo/days/2024-12-10', { headers });
  assert.equal(fromRoute.status, 429);
  assert.deepEqual(varyOf(fromCache), ['X-API-Key']);
  assert.deepEqual(stable(fromCache), stable(fromRoute));
  // A tenant key's engine reads the same header.
  const tenant = await createTenantKey(server, 'vary parish');
  const communio = await server.fetch('/v1/communio/intentions', { headers: { 'x-api-key': tenant.key } });
  assert.equal(communio.status, 200);
  assert.deepEqual(varyOf(communio), ['X-API-Key']);
});

test('the portal\'s answers name Authorization in Vary; public operations name no credential (platform:vary:credential)', async () => {
  const token = await portalToken(server, 'vary-user');
  const keys = await server.fetch('/portal/keys', { headers: { authorization: `Bearer ${token}` } });
  assert.equal(keys.status, 200);
  assert.deepEqual(varyOf(keys), ['Authorization']);
  const refused = await server.fetch('/portal/keys');
  assert.equal(refused.status, 401);
  assert.deepEqual(varyOf(refused), ['Authorization']);
  // /healthz is public (and shared): the same for everyone, from the route and from the cache.
  const first = await server.fetch('/healthz');
  const second = await server.fetch('/healthz', { headers: { 'x-api-key': key } });
  assert.equal(first.headers.get('vary'), null);
  assert.deepEqual(stable(second), stable(first));
});
