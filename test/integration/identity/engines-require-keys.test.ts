import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createApiKey, createTenantKey } from '../../helpers/identity.js';
import { type TestServer, startServer } from '../../helpers/server.js';

// Seed, Authentication 1-2 and contract: every path of a read engine needs a valid API key, communio a tenant
// key; the wrong kind, a missing or a malformed key is a 401 problem. Checked on the real module list, over every
// operation the OpenAPI document lists, so an engine added later is covered too.
let server: TestServer;
let paths: Array<{ method: string; path: string }>;
let apiKey: string;
let tenantKey: string;

before(async () => {
  server = await startServer();
  const doc = (await (await server.fetch('/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
  paths = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, 'x') })),
  );
  apiKey = await createApiKey(server, 'alice');
  tenantKey = (await createTenantKey(server, 'Parish App')).key;
});
after(async () => server.close());

const READ = /^\/v1\/(veritas|devotio|ordo|tempus|corpus)(\/|$)/;
const WRITE = /^\/v1\/communio(\/|$)/;

async function call(method: string, path: string, key?: string) {
  const withBody = method !== 'GET' && method !== 'DELETE';
  const headers: Record<string, string> = withBody ? { 'content-type': 'application/json' } : {};
  if (key !== undefined) headers['x-api-key'] = key;
  const res = await server.fetch(path, { method, headers, ...(withBody ? { body: '{}' } : {}) });
  return { status: res.status, code: ((await res.json().catch(() => ({}))) as { code?: string }).code };
}

test('identity:engines:read-need-api-key — every read-engine operation refuses no key, a tenant key and a malformed key', async () => {
  const read = paths.filter((p) => READ.test(p.path));
  assert.ok(read.length > 0, 'at least one read engine is registered');
  for (const { method, path } of read) {
    for (const key of [undefined, tenantKey, 'lum_live_typo']) {
      const res = await call(method, path, key);
      assert.equal(res.status, 401, `${method} ${path} with ${key === undefined ? 'no key' : key.slice(0, 8)}`);
      assert.equal(res.code, 'unauthorized');
    }
  }
});

test('identity:engines:communio-needs-tenant-key — every communio operation refuses no key and an API key', async (t) => {
  const write = paths.filter((p) => WRITE.test(p.path));
  if (write.length === 0) return t.skip('communio is not registered in this build');
  for (const { method, path } of write) {
    for (const key of [undefined, apiKey]) {
      const res = await call(method, path, key);
      assert.equal(res.status, 401, `${method} ${path} with ${key === undefined ? 'no key' : 'an API key'}`);
    }
  }
});

test('platform:unknown-path:authenticate-then-404 — an unknown path under an engine prefix authenticates, charges, then answers 404', async () => {
  for (const path of ['/v1/devotio/nosuch', '/v1/ordo/no/such/thing', '/v1/tempus/nosuch']) {
    const anonymous = await server.fetch(path);
    assert.equal(anonymous.status, 401, `${path} without a key`);
    // RFC 9110 §11.6.1: a 401 carries a challenge naming how to authenticate.
    assert.equal(anonymous.headers.get('www-authenticate'), 'ApiKey realm="lumen", header="X-API-Key"');
    // A refused credential charges no key's budget; the 401 reports its address's budget of refused requests.
    assert.equal(anonymous.headers.get('x-ratelimit-limit'), '1000', 'the 401 carries the refused-request budget (its default)');
    const first = await server.fetch(path, { headers: { 'x-api-key': apiKey } });
    assert.equal(first.status, 404, path);
    assert.equal(((await first.json()) as { code: string }).code, 'not_found');
    const remaining = Number(first.headers.get('x-ratelimit-remaining'));
    assert.ok(Number(first.headers.get('x-ratelimit-limit')) > 0, 'X-RateLimit-Limit on the 404');
    assert.ok(Number(first.headers.get('x-ratelimit-reset')) > Date.now() / 1000, 'X-RateLimit-Reset on the 404');
    const second = await server.fetch(path, { method: 'POST', headers: { 'x-api-key': apiKey } });
    assert.equal(second.status, 404);
    assert.equal(Number(second.headers.get('x-ratelimit-remaining')), remaining - 1, 'the 404 was charged');
  }
  const communio = await server.fetch('/v1/communio/nosuch', { headers: { 'x-api-key': apiKey } });
  assert.equal(communio.status, 401, 'communio wants a tenant key even for an unknown path');
  const tenant = await server.fetch('/v1/communio/nosuch', { headers: { 'x-api-key': tenantKey } });
  assert.equal(tenant.status, 404);
});

test('platform:engine-405:authenticate-first — another method on an engine path, or a body refused before the handler, authenticates and charges first', async () => {
  // Seed, Authentication 1 and Limits rule 1: a key on every request, X-RateLimit-* on every response.
  for (const [method, path] of [['POST', '/v1/devotio/saints'], ['DELETE', '/v1/devotio/saints/thomas-aquinas'], ['PUT', '/v1/ordo/today']] as const) {
    const anonymous = await server.fetch(path, { method });
    assert.equal(anonymous.status, 401, `${method} ${path} without a key`);
    const res = await server.fetch(path, { method, headers: { 'x-api-key': apiKey } });
    assert.equal(res.status, 405, `${method} ${path}`);
    assert.equal(((await res.json()) as { code: string }).code, 'method_not_allowed');
    assert.equal(res.headers.get('allow'), 'GET, HEAD, OPTIONS', 'the 405 lists what the OPTIONS of the path lists');
    assert.ok(Number(res.headers.get('x-ratelimit-limit')) > 0, `X-RateLimit-Limit on ${method} ${path}`);
  }
  const resolve = '/v1/veritas/resolve';
  const bad = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{bad' };
  assert.equal((await server.fetch(resolve, bad)).status, 401, 'no key: 401 before the body is read');
  const withKey = await server.fetch(resolve, { ...bad, headers: { ...bad.headers, 'x-api-key': apiKey } });
  assert.equal(withKey.status, 400);
  assert.ok(Number(withKey.headers.get('x-ratelimit-limit')) > 0, 'X-RateLimit-Limit on the refused body');
  const media = await server.fetch(resolve, { method: 'POST', headers: { 'content-type': 'application/xml', 'x-api-key': apiKey }, body: 'x' });
  assert.equal(media.status, 415);
  assert.ok(Number(media.headers.get('x-ratelimit-remaining')) >= 0, 'X-RateLimit-Remaining on the 415');
  // Communio: a bad body without a tenant key is a 401, not a 400.
  const intention = await server.fetch('/v1/communio/intentions', bad);
  assert.equal(intention.status, 401);
});
