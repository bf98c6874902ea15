import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createApiKey, createTenantKey, identityWithProbes, portalToken, readWith } from '../../helpers/identity.js';
import { type TestServer, startServer } from '../../helpers/server.js';

// The seed's two budgets are separate: read per API key, communio per tenant; the portal has its own per user.
let server: TestServer;
before(async () => {
  server = await startServer({
    modules: identityWithProbes(),
    env: { RATE_LIMIT_READ_MAX: '3', RATE_LIMIT_COMMUNIO_MAX: '2', RATE_LIMIT_COMMUNIO_WINDOW_S: '3600', RATE_LIMIT_PORTAL_MAX: '4' },
  });
});
after(async () => server.close());

test('ratelimit:communio — communio is limited per tenant with its own limit and headers', async () => {
  const a = await createTenantKey(server, 'A');
  const b = await createTenantKey(server, 'B');
  const path = '/v1/writeprobe/whoami';
  const first = await readWith(server, a.key, path);
  assert.equal(first.limit, 2);
  assert.equal(first.remaining, 1);
  await readWith(server, a.key, path);
  const denied = await readWith(server, a.key, path);
  assert.equal(denied.status, 429);
  assert.ok(denied.retryAfter! > 3500 && denied.retryAfter! <= 3600);
  assert.equal((await readWith(server, b.key, path)).status, 200, 'another tenant is untouched');
});

test('the read budget is not the communio budget', async () => {
  const key = await createApiKey(server, 'reader');
  const r = await readWith(server, key);
  assert.equal(r.limit, 3);
  assert.equal(r.remaining, 2);
});

test('ratelimit:portal — the portal is limited per signed-in user (429 with Retry-After)', async () => {
  const token = await portalToken(server, 'busy');
  const statuses: number[] = [];
  let last: Response | undefined;
  for (let i = 0; i < 5; i++) {
    last = await server.fetch('/portal/me', { headers: { authorization: `Bearer ${token}` } });
    statuses.push(last.status);
  }
  assert.deepEqual(statuses, [200, 200, 200, 200, 429]);
  assert.equal(last!.headers.get('x-ratelimit-limit'), '4');
  assert.ok(Number(last!.headers.get('retry-after')) >= 1);
  const other = await server.fetch('/portal/me', { headers: { authorization: `Bearer ${await portalToken(server, 'calm')}` } });
  assert.equal(other.status, 200);
});
