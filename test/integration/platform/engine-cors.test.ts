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
  // Outside /v1 nothing changes: the portal is called by the dashboard, from its own origin.
  assert.equal((await preflight('/portal/keys', 'GET', 'authorization')).status, 404);
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
