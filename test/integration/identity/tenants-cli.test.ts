import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runLumen } from '../../helpers/cli.js';
import { eventually } from '../../helpers/eventually.js';
import { identityWithProbes, portalToken, readWith } from '../../helpers/identity.js';
import { type TestServer, startServer } from '../../helpers/server.js';
import { REDIS_URL, needRedis } from '../../helpers/services.js';

// Contract: tenants are created, listed, rotated and revoked only by the operator with `lumen tenants`; the key
// is printed once. With Redis, a rotate or revoke from the command line reaches the running server at once.
const lumen = runLumen;

const write = (server: TestServer, key: string) => readWith(server, key, '/v1/writeprobe/whoami');

/** Milliseconds until the running server refuses `key`; -1 when it still accepts it after a second. */
async function until401(server: TestServer, key: string): Promise<number> {
  const started = Date.now();
  const refused = await eventually(async () => (await write(server, key)).status, (status) => status === 401, 1000, 'the key refused', 20).catch(() => null);
  return refused === null ? -1 : Date.now() - started;
}

test('identity:tenants:cli — tenants create → list → rotate → revoke, round trip against a running server', async (t) => {
  if (!(await needRedis(t))) return;
  const server = await startServer({ modules: identityWithProbes(), env: { REDIS_URL } });
  const env = { NODE_ENV: 'test', DATABASE_URL: server.env.DATABASE_URL!, REDIS_URL, LOG_LEVEL: 'silent' };
  try {
    const created = await lumen(['tenants', 'create', '--name', 'Parish App', '--json'], env);
    assert.equal(created.status, 0, created.stderr);
    const tenant = JSON.parse(created.stdout) as { id: string; name: string; key: string };
    assert.deepEqual(Object.keys(tenant).sort(), ['id', 'key', 'name']);
    assert.match(tenant.id, /^tnt_/);
    assert.match(tenant.key, /^lum_tnt_[0-9A-Za-z]{30}$/);
    assert.equal(tenant.name, 'Parish App');
    assert.equal((await write(server, tenant.key)).status, 200);

    const listed = await lumen(['tenants', 'list', '--json'], env);
    const list = (JSON.parse(listed.stdout) as { tenants: Array<Record<string, unknown>> }).tenants;
    assert.equal(list.length, 1);
    assert.equal(list[0]!.id, tenant.id);
    assert.ok(!listed.stdout.includes(tenant.key), 'list never prints a key');
    const human = await lumen(['tenants', 'list'], env);
    assert.match(human.stdout, /active\s+lum_tnt_\w{4}…\s+Parish App/);

    const rotated = await lumen(['tenants', 'rotate', tenant.id, '--json'], env);
    assert.equal(rotated.status, 0, rotated.stderr);
    const fresh = JSON.parse(rotated.stdout) as { id: string; key: string };
    assert.equal(fresh.id, tenant.id);
    assert.notEqual(fresh.key, tenant.key);
    assert.ok((await until401(server, tenant.key)) >= 0, 'the old key stops working within a second');
    assert.equal((await write(server, fresh.key)).status, 200);

    const revoked = await lumen(['tenants', 'revoke', tenant.id], env);
    assert.equal(revoked.status, 0, revoked.stderr);
    assert.ok((await until401(server, fresh.key)) >= 0, 'the revoked key stops working within a second');

    const missing = await lumen(['tenants', 'revoke', 'tnt_doesnotexist'], env);
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /no tenant tnt_doesnotexist/);
  } finally {
    await server.close();
  }
});

test('`lumen dev token --sub` prints a portal JWT the server accepts', async () => {
  const server = await startServer({ modules: identityWithProbes() });
  try {
    await portalToken(server, 'warm-up'); // the server created the development IdP key
    const env = { NODE_ENV: 'test', DATABASE_URL: server.env.DATABASE_URL!, PUBLIC_URL: server.url, LOG_LEVEL: 'silent' };
    const out = await lumen(['dev', 'token', '--sub', 'alice'], env);
    assert.equal(out.status, 0, out.stderr);
    const token = out.stdout.trim();
    const me = await server.fetch('/portal/me', { headers: { authorization: `Bearer ${token}` } });
    assert.equal(me.status, 200);
    assert.equal(((await me.json()) as { subject: string }).subject, 'alice');
    const prod = await lumen(['dev', 'token', '--sub', 'alice'], { ...env, OIDC_ISSUER: 'https://idp.example', OIDC_AUDIENCE: 'x' });
    assert.equal(prod.status, 1);
    assert.match(prod.stderr, /development IdP is off/);
  } finally {
    await server.close();
  }
});
