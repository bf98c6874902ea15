import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createApiKey, createTenantKey } from '../../helpers/identity.js';
import { type TestServer, startServer } from '../../helpers/server.js';

// CORS on the engines under /v1 (src/platform/operations/engine-cors.ts): preflights answered 204 without a key,
// and every answer, refusals and response-cache hits included, readable by a script of another origin. The
// browser's side of it is test/e2e/engine-cors-browser.test.ts.
const ORIGIN = 'http://app.example';
let server: TestServer;
let key: string;

before(async () => {
  server = await startServer({ env: { RATE_LIMIT_READ_MAX: '10', RATE_LIMIT_READ_WINDOW_S: '900' } });
  key = await createApiKey(server, 'cors-user');
});
after(async () => server.close());

const preflight = (path: string, method: string, headers: string) =>
  server.fetch(path, { method: 'OPTIONS', headers: { origin: ORIGIN, 'access-control-request-method': method, 'access-control-request-headers': headers } });

const list = (value: string | null) => (value ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);

function assertReadable(res: Response, what: string, exposed: string[] = ['x-ratelimit-remaining', 'retry-after', 'etag']): void {
  assert.equal(res.headers.get('access-control-allow-origin'), '*', what);
  assert.equal(res.headers.get('access-control-allow-credentials'), null, `${what}: never with credentials`);
  // `*` is the same for every origin (no origin is echoed), so no answer, preflights included, varies by Origin.
  assert.ok(!list(res.headers.get('vary')).includes('origin'), `${what}: no Vary: Origin (${res.headers.get('vary')})`);
  for (const name of exposed) assert.ok(list(res.headers.get('access-control-expose-headers')).includes(name), `${what} exposes ${name}`);
}

test('preflights under /v1 answer 204 without a key, allowing the headers the engines read (platform:cors:engines)', async () => {
  const before = await server.fetch('/v1/ordo/days/2024-12-08', { headers: { 'x-api-key': key } });
  const remaining = Number(before.headers.get('x-ratelimit-remaining'));
  const wanted = 'x-api-key, authorization, content-type, if-none-match, idempotency-key, last-event-id';
  for (const [path, method] of [
    ['/v1/ordo/days/2024-12-09', 'GET'],
    ['/v1/tempus/years/2026.ics', 'GET'],
    ['/v1/ordo', 'GET'],
    ['/v1/devotio/saints', 'GET'],
    ['/v1/veritas/resolve', 'POST'],
    ['/v1/communio/intentions', 'POST'],
    ['/v1/corpus/nosuch', 'GET'],
  ] as const) {
    const res = await preflight(path, method, wanted);
    assert.equal(res.status, 204, `${method} ${path}`);
    assertReadable(res, `preflight of ${path}`);
    assert.ok(list(res.headers.get('access-control-allow-methods')).includes(method.toLowerCase()), `${path} allows ${method}`);
    const allowed = list(res.headers.get('access-control-allow-headers'));
    for (const header of list(wanted)) assert.ok(allowed.includes(header), `${path} allows ${header}`);
    assert.ok(Number(res.headers.get('access-control-max-age')) > 0);
  }
  // A preflight is neither authenticated nor charged.
  const afterwards = await server.fetch('/v1/ordo/days/2024-12-08', { headers: { 'x-api-key': key } });
  assert.equal(Number(afterwards.headers.get('x-ratelimit-remaining')), remaining - 1);
  // Outside /v1 no origin is allowed: the portal is called by the dashboard, from its own origin. Its OPTIONS
  // answers which methods it takes (platform:options-allow), with no CORS header, so a browser's preflight fails.
  const portal = await preflight('/portal/keys', 'GET', 'authorization');
  assert.equal(portal.status, 204);
  assert.equal(portal.headers.get('allow'), 'GET, HEAD, POST, OPTIONS');
  for (const name of ['access-control-allow-origin', 'access-control-allow-methods', 'access-control-allow-headers']) {
    assert.equal(portal.headers.get(name), null, `the portal's OPTIONS sends no ${name}`);
  }
});

test('every answer under /v1 carries the CORS headers: 200, a cached 200, 304, 400, 401, 404, 405 and 429 (platform:cors:engines)', async () => {
  const headers = { origin: ORIGIN, 'x-api-key': key };
  const first = await server.fetch('/v1/ordo/days/2024-12-09', { headers });
  assert.equal(first.status, 200);
  assertReadable(first, '200');
  // days/{date} is a shared operation: the repeat is answered by the response cache, before routing.
  const cached = await server.fetch('/v1/ordo/days/2024-12-09', { headers });
  assert.equal(cached.status, 200);
  assertReadable(cached, 'cached 200');
  const etag = first.headers.get('etag')!;
  const notModified = await server.fetch('/v1/ordo/days/2024-12-09', { headers: { ...headers, 'if-none-match': etag } });
  assert.equal(notModified.status, 304);
  assertReadable(notModified, '304');
  const unknown = await server.fetch('/v1/ordo/days/2024-12-09?qq=1', { headers });
  assert.equal(unknown.status, 400);
  assertReadable(unknown, '400');
  const noKey = await server.fetch('/v1/ordo/days/2024-12-09', { headers: { origin: ORIGIN } });
  assert.equal(noKey.status, 401);
  assertReadable(noKey, '401', ['www-authenticate']);
  const nowhere = await server.fetch('/v1/ordo/nosuch', { headers });
  assert.equal(nowhere.status, 404);
  assertReadable(nowhere, '404');
  const wrongMethod = await server.fetch('/v1/ordo/days/2024-12-09', { method: 'DELETE', headers });
  assert.equal(wrongMethod.status, 405);
  assertReadable(wrongMethod, '405', ['allow']);
  // A tenant key on communio: same policy, and a refused body (400 before the handler) carries it too.
  const tenant = await createTenantKey(server, 'cors parish');
  const badBody = await server.fetch('/v1/communio/intentions', {
    method: 'POST',
    headers: { origin: ORIGIN, 'x-api-key': tenant.key, 'content-type': 'application/json' },
    body: '{"text":',
  });
  assert.equal(badBody.status, 400);
  assertReadable(badBody, 'communio 400', ['location', 'x-ratelimit-remaining']);
  // Spend the budget: the 429, from the route and from the response cache, says so readably.
  let limited: Response | undefined;
  for (let i = 0; i < 10 && !limited; i++) {
    const res = await server.fetch('/v1/ordo/days/2024-12-09', { headers });
    if (res.status === 429) limited = res;
  }
  assert.ok(limited, 'the budget ran out');
  assertReadable(limited, 'cached 429');
  assert.ok(Number(limited.headers.get('retry-after')) > 0);
  const routed = await server.fetch('/v1/ordo/days/2024-12-10', { headers });
  assert.equal(routed.status, 429);
  assertReadable(routed, '429');
  assert.equal(((await routed.json()) as { code: string }).code, 'rate_limited');
});

test('answers given outside an operation under /v1 are readable too, with X-RateLimit-* only where a key was charged (platform:cors:unrouted)', async () => {
  const other = await createApiKey(server, 'cors-unrouted');
  const headers = { origin: ORIGIN, 'x-api-key': other };
  const remaining = async () => Number((await server.fetch('/v1/ordo/days/2024-12-20', { headers })).headers.get('x-ratelimit-remaining'));
  const before = await remaining();
  // A path that names no engine: 404 for every method, whatever the body, before any key is read (no engine, no
  // bucket): readable, without X-RateLimit-*, and nothing charged.
  const refusals: Array<[string, Response]> = [
    ['GET /v1/nosuch', await server.fetch('/v1/nosuch', { headers })],
    ['GET /v1', await server.fetch('/v1', { headers })],
    ['GET /v1/?x=1', await server.fetch('/v1/?x=1', { headers })],
    ['POST /v1/nosuch, malformed JSON', await server.fetch('/v1/nosuch', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{"a":' })],
    ['PUT /v1/nosuch, text/plain', await server.fetch('/v1/nosuch', { method: 'PUT', headers: { ...headers, 'content-type': 'text/plain' }, body: 'x' })],
  ];
  for (const [what, res] of refusals) {
    assert.equal(res.status, 404, what);
    assertReadable(res, what, ['x-request-id']);
    assert.equal(res.headers.get('x-ratelimit-remaining'), null, `${what}: no key was read, so no budget is shown`);
    const body = (await res.json()) as { code: string; request_id: string };
    assert.equal(body.code, 'not_found', what);
    assert.equal(body.request_id, res.headers.get('x-request-id'), what);
  }
  // A path that cannot be decoded is refused before routing (400), readably; so are its preflights, answered 204
  // like any /v1 path's so that a browser goes on to send the request.
  for (const path of ['/v1/ordo/days/%FF', '/v1/%C3%28', '/v1/devotio/saints/%E0%A4%A']) {
    const bad = await server.fetch(path, { headers });
    assert.equal(bad.status, 400, path);
    assertReadable(bad, `400 for ${path}`, ['x-request-id']);
    assert.equal(((await bad.json()) as { code: string }).code, 'bad_request');
    const pre = await preflight(path, 'GET', 'x-api-key');
    assert.equal(pre.status, 204, `preflight of ${path}`);
    assertReadable(pre, `preflight of ${path}`);
    assert.ok(list(pre.headers.get('access-control-allow-headers')).includes('x-api-key'));
  }
  // Preflights of paths that name no engine are answered too.
  for (const path of ['/v1/nosuch', '/v1']) {
    const pre = await preflight(path, 'POST', 'x-api-key, content-type');
    assert.equal(pre.status, 204, `preflight of ${path}`);
    assertReadable(pre, `preflight of ${path}`);
  }
  assert.equal(await remaining(), before - 1, 'none of the above was charged');
  // A body refused on its way to an operation (415, 413) is readable and carries the budget of the key it charged.
  const tenant = await createTenantKey(server, 'cors unrouted parish');
  const post = (type: string, body: string) =>
    server.fetch('/v1/communio/intentions', { method: 'POST', headers: { origin: ORIGIN, 'x-api-key': tenant.key, 'content-type': type }, body });
  const unsupported = await post('text/plain', 'pray for us');
  assert.equal(unsupported.status, 415);
  assertReadable(unsupported, '415', ['x-ratelimit-remaining']);
  assert.ok(Number(unsupported.headers.get('x-ratelimit-remaining')) >= 0);
  const tooLarge = await post('application/json', JSON.stringify({ text: 'x'.repeat(128 * 1024) }));
  assert.equal(tooLarge.status, 413);
  assertReadable(tooLarge, '413', ['x-ratelimit-remaining']);
  assert.equal(Number(tooLarge.headers.get('x-ratelimit-remaining')), Number(unsupported.headers.get('x-ratelimit-remaining')) - 1);
  // Outside /v1 nothing changes: the portal and the platform's own paths are not called across origins.
  const elsewhere = await server.fetch('/nosuch', { headers: { origin: ORIGIN } });
  assert.equal(elsewhere.status, 404);
  assert.equal(elsewhere.headers.get('access-control-allow-origin'), null);
  assert.equal((await server.fetch('/portal/%FF', { headers: { origin: ORIGIN } })).headers.get('access-control-allow-origin'), null);
});
