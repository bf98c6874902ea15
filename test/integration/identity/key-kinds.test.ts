import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { generateKey } from '../../../src/identity/index.js';
import { createApiKey, createTenantKey, identityOf, identityWithProbes, readWith } from '../../helpers/identity.js';
import { type TestServer, startServer } from '../../helpers/server.js';

// Contract: API keys and tenant keys share X-API-Key; a tenant key never works on a read engine and an API key
// never works on communio (401). Malformed keys are refused by their checksum without a storage query.
let server: TestServer;
let apiKey: string;
let tenant: { id: string; key: string };
before(async () => {
  server = await startServer({ modules: identityWithProbes() });
  apiKey = await createApiKey(server, 'alice');
  tenant = await createTenantKey(server, 'Parish App');
});
after(async () => server.close());

const write = (key?: string) => readWith(server, key, '/v1/writeprobe/whoami');

test('each key works on its own side', async () => {
  const read = await readWith(server, apiKey);
  assert.equal(read.status, 200);
  assert.equal(read.body.kind, 'apiKey');
  const w = await write(tenant.key);
  assert.equal(w.status, 200);
  assert.deepEqual(w.body, { kind: 'tenantKey', id: tenant.id });
});

test('identity:key:wrong-kind — wrong kind on either side is a 401 problem and charges no budget', async () => {
  const before = await readWith(server, apiKey);
  const onRead = await readWith(server, tenant.key);
  assert.equal(onRead.status, 401);
  assert.equal(onRead.body.code, 'unauthorized');
  assert.match(String(onRead.body.detail), /takes an API key; a tenant key was sent/);
  assert.equal(onRead.limit, 1000, 'the 401 reports its address budget of refusals, not the key budget');
  const onWrite = await write(apiKey);
  assert.equal(onWrite.status, 401);
  assert.match(String(onWrite.body.detail), /takes a tenant key; an API key was sent/);
  const afterwards = await readWith(server, apiKey);
  assert.equal(afterwards.remaining, before.remaining! - 1, "the other key's budget was not touched");
});

test('identity:key:malformed-no-lookup — missing, malformed and mistyped keys are refused without touching storage', async () => {
  const identity = identityOf(server);
  const lookups = identity.keyLookups();
  const flipped = `${apiKey.slice(0, 12)}${apiKey[12] === 'a' ? 'b' : 'a'}${apiKey.slice(13)}`;
  const cases = [undefined, '', 'hello', 'lum_live_', apiKey.slice(0, -1), `${apiKey}x`, flipped, apiKey.replace('lum_live_', 'lum_test_'), 'lum_live_!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!'];
  for (const key of cases) {
    const res = await readWith(server, key);
    assert.equal(res.status, 401, `key ${JSON.stringify(key)}`);
    assert.equal(res.body.code, 'unauthorized');
  }
  assert.equal(identity.keyLookups(), lookups, 'no storage look-up for a malformed key');
});

test('identity:key:cached — an unknown well-formed key costs one look-up, then is answered from the cache', async () => {
  const identity = identityOf(server);
  const stranger = generateKey('apiKey');
  const lookups = identity.keyLookups();
  assert.equal((await readWith(server, stranger)).status, 401);
  assert.equal((await readWith(server, stranger)).status, 401);
  assert.equal(identity.keyLookups(), lookups + 1);
  const known = identity.keyLookups();
  for (let i = 0; i < 5; i++) assert.equal((await readWith(server, apiKey)).status, 200);
  assert.equal(identity.keyLookups(), known, 'a known key costs no query per request');
});

test('tenant rotate and revoke through the module registry take effect at once on this instance', async () => {
  const t = await createTenantKey(server, 'Rotating');
  assert.equal((await write(t.key)).status, 200);
  const rotated = await identityOf(server).tenants.rotate(t.id);
  assert.ok(rotated);
  assert.equal((await write(t.key)).status, 401);
  assert.equal((await write(rotated.key)).status, 200);
  assert.equal(await identityOf(server).tenants.revoke(t.id), true);
  assert.equal((await write(rotated.key)).status, 401);
  assert.equal(await identityOf(server).tenants.rotate(t.id), null, 'a revoked tenant cannot be rotated back to life');
  const listed = (await identityOf(server).tenants.list()).find((x) => x.id === t.id);
  assert.ok(listed?.revoked_at);
});
