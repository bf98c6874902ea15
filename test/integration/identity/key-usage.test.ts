import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { test } from 'node:test';
import { createApiKey, identityOf, identityWithProbes, portalToken, readWith } from '../../helpers/identity.js';
import { type TestServer, startServer } from '../../helpers/server.js';
import { REDIS_URL, needPostgres, needRedis } from '../../helpers/services.js';

interface Usage {
  key_id: string;
  days: Array<{ date: string; requests: number; limited: number }>;
  totals: { requests: number; limited: number };
  window: { limit: number; window_s: number; remaining: number; reset_at: string | null };
  recorded_every_s: number;
}

async function portal(server: TestServer, sub: string, path: string, init: RequestInit = {}) {
  const headers = { authorization: `Bearer ${await portalToken(server, sub)}`, 'content-type': 'application/json', ...(init.headers as Record<string, string>) };
  return server.fetch(path, { ...init, headers });
}

async function keyIdOf(server: TestServer, sub: string): Promise<string> {
  const res = await portal(server, sub, '/portal/keys');
  return ((await res.json()) as { items: Array<{ id: string }> }).items[0]!.id;
}

async function usageOf(server: TestServer, sub: string, id: string): Promise<Usage> {
  const res = await portal(server, sub, `/portal/keys/${id}/usage`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('cache-control'), 'no-store');
  return (await res.json()) as Usage;
}

/** Issue 17: requests per day, 429s apart, the current window; the same before and after counts are written. */
async function usageScenario(server: TestServer): Promise<void> {
  const key = await createApiKey(server, 'ursula', 'usage probe');
  const id = await keyIdOf(server, 'ursula');
  const fresh = await usageOf(server, 'ursula', id);
  assert.equal(fresh.days.length, 30);
  assert.equal(fresh.days.at(-1)!.date, new Date().toISOString().slice(0, 10));
  assert.deepEqual(fresh.totals, { requests: 0, limited: 0 });
  assert.deepEqual(fresh.window, { limit: 3, window_s: 600, remaining: 3, reset_at: null });

  for (let i = 0; i < 5; i++) await readWith(server, key);
  const before = await usageOf(server, 'ursula', id);
  assert.deepEqual(before.totals, { requests: 3, limited: 2 }, 'admitted and refused requests are counted apart');
  assert.deepEqual(before.days.at(-1), { date: before.days.at(-1)!.date, requests: 3, limited: 2 });
  assert.equal(before.window.remaining, 0);
  const reset = Date.parse(before.window.reset_at!);
  assert.ok(reset > Date.now() && reset <= Date.now() + 601_000, 'reset within the window');

  // Written to storage: the figures stay the same (nothing counted twice), and counting goes on.
  assert.ok((await identityOf(server).flushUsage()) >= 1);
  assert.deepEqual((await usageOf(server, 'ursula', id)).totals, { requests: 3, limited: 2 });
  await readWith(server, key);
  await identityOf(server).flushUsage();
  await readWith(server, key);
  assert.deepEqual((await usageOf(server, 'ursula', id)).totals, { requests: 3, limited: 4 });
  // The peek charged nothing: the key's window is still the one it spent.
  assert.equal((await readWith(server, key)).status, 429);
}

const env = { RATE_LIMIT_READ_MAX: '3', RATE_LIMIT_READ_WINDOW_S: '600' };

test('identity:usage:sqlite — GET /portal/keys/{id}/usage counts requests and 429s per day without a write per request', async () => {
  const server = await startServer({ modules: identityWithProbes(), env });
  try {
    await usageScenario(server);
  } finally {
    await server.close();
  }
});

test('identity:usage:postgres — the same figures on PostgreSQL (upsert adds to a day already written)', async (t) => {
  if (!(await needPostgres(t))) return;
  const server = await startServer({ modules: identityWithProbes(), env, database: 'postgres' });
  try {
    await usageScenario(server);
  } finally {
    await server.close();
  }
});

test('identity:usage:redis-window — with REDIS_URL the window comes from the shared store without charging it', async (t) => {
  if (!(await needRedis(t))) return;
  const server = await startServer({ modules: identityWithProbes(), env: { ...env, REDIS_URL } });
  try {
    await usageScenario(server);
  } finally {
    await server.close();
  }
});

test('identity:usage:shutdown — counts pending at shutdown are written, so a restart keeps them', async (t) => {
  const first = await startServer({ modules: identityWithProbes(), env });
  const key = await createApiKey(first, 'sam');
  const id = await keyIdOf(first, 'sam');
  await readWith(first, key);
  await readWith(first, key);
  const dir = first.dir;
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  await first.lumen.close();
  // Same address: the development IdP's issuer (and so the user) is the same.
  const second = await startServer({ modules: identityWithProbes(), env: { ...env, PORT: first.env.PORT!, PUBLIC_URL: first.env.PUBLIC_URL! }, dir });
  try {
    assert.deepEqual((await usageOf(second, 'sam', id)).totals, { requests: 2, limited: 0 });
  } finally {
    await second.close();
  }
});

test('identity:portal:rename — PATCH /portal/keys/{id} renames; bad names are 400 naming the field', async () => {
  const server = await startServer({ modules: identityWithProbes() });
  try {
    await createApiKey(server, 'rita', 'old name');
    const id = await keyIdOf(server, 'rita');
    const ok = await portal(server, 'rita', `/portal/keys/${id}`, { method: 'PATCH', body: JSON.stringify({ name: '  new name ' }) });
    assert.equal(ok.status, 200);
    const record = (await ok.json()) as { id: string; name: string; revoked: boolean };
    assert.equal(record.name, 'new name');
    assert.equal(record.id, id);
    const empty = await portal(server, 'rita', `/portal/keys/${id}`, { method: 'PATCH', body: JSON.stringify({ name: '' }) });
    assert.equal(empty.status, 400);
    assert.match(await empty.text(), /body\.name/);
    const unknown = await portal(server, 'rita', '/portal/keys/key_aaaaaaaaaaaaaaaaaaaaaaaa', { method: 'PATCH', body: JSON.stringify({ name: 'x' }) });
    assert.equal(unknown.status, 404);
    assert.equal((await server.fetch(`/portal/keys/${id}/usage`)).status, 401);
  } finally {
    await server.close();
  }
});
