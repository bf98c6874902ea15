import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { SqliteDatabase as SQLite } from '../../../src/platform/storage/sqlite-driver.js';
import { startServer } from '../../helpers/server.js';
import { DATABASES, communioServer, receiver, sleep, spawnLumen, subscribe, tenant } from './support.js';

const HIGH = { RATE_LIMIT_COMMUNIO_MAX: '100000' };

for (const database of DATABASES) {
  test(`[${database}] concurrent submissions: each 201 stored once, keys replayed, each webhook sent at once`, async (t) => {
    const server = await communioServer(t, database, { ...HIGH, COMMUNIO_DISPATCH_INTERVAL_MS: '600000' });
    if (!server) return;
    const r = await receiver();
    t.after(async () => {
      await server.close();
      await r.close();
    });
    const owner = await tenant(server, 'Owner');
    await subscribe(owner, r);
    // 60 submissions at once, in pairs sharing an Idempotency-Key: the group commit runs them in one batch, where
    // the second of each pair must see the first one's key.
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        owner.call('POST', '/intentions', { text: `Together ${i >> 1}` }, { 'idempotency-key': `pair-${i >> 1}` }),
      ),
    );
    assert.deepEqual([...new Set(answers.map((a) => a.status))], [201]);
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as Array<{ id: string; text: string }>;
    const replayed = answers.filter((a) => a.headers.get('idempotent-replayed') === 'true').length;
    assert.equal(replayed, 30, 'one of each pair is a replay');
    for (let i = 0; i < 60; i += 2) assert.equal(bodies[i]!.id, bodies[i + 1]!.id, `pair ${i >> 1} names one intention`);
    const ids = new Set(bodies.map((b) => b.id));
    assert.equal(ids.size, 30);
    // The dispatcher's poll is 10 minutes away: every webhook here was handed off by the submission's commit.
    await r.until(() => r.received.length >= 30, 20_000);
    await sleep(200);
    assert.equal(r.received.length, 30, 'one message per intention');
    assert.deepEqual(new Set(r.received.map((m) => m.json.data.intention.id as string)), ids);
    assert.ok(r.received.every((m) => m.verified));
  });
}

test('[sqlite] SIGKILL during a flood of submissions: every 201 is in the database, and its webhook is delivered after restart', async (t) => {
  let holding = true;
  const r = await receiver(() => (holding ? 'hang' : 200));
  const dir = mkdtempSync(join(tmpdir(), 'lumen-durable-'));
  const setup = await startServer({ database: 'sqlite', dir });
  const owner = await tenant(setup, 'Owner');
  await subscribe(owner, r);
  await setup.close();
  const env: Record<string, string> = { ...setup.env, ...HIGH, COMMUNIO_DISPATCH_INTERVAL_MS: '50', COMMUNIO_WEBHOOK_TIMEOUT_MS: '1000' };
  t.after(async () => {
    await r.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const first = await spawnLumen(env);
  t.after(() => void first.child.kill('SIGKILL'));
  const acknowledged: string[] = [];
  let sent = 0;
  const flood = Array.from({ length: 16 }, async () => {
    for (;;) {
      sent++;
      const res = await fetch(`${first.url}/v1/communio/intentions`, {
        method: 'POST',
        headers: { 'x-api-key': owner.key, 'content-type': 'application/json' },
        body: JSON.stringify({ text: `Flood ${sent}` }),
      }).catch(() => null);
      if (!res) return;
      if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
    }
  });
  while (acknowledged.length < 100) await sleep(5);
  first.child.kill('SIGKILL');
  await Promise.all(flood);
  // A child killed by a signal keeps exitCode null and sets signalCode: test both, or a child that is already gone
  // (its 'exit' event emitted during the flood) is waited for forever.
  const gone = () => first.child.exitCode !== null || first.child.signalCode !== null;
  await new Promise((resolve) => (gone() ? resolve(null) : first.child.once('exit', resolve)));
  assert.ok(sent > acknowledged.length, 'the crash interrupted submissions in flight');

  const db = new SQLite(env.DATABASE_URL!, { readonly: true });
  try {
    const stored = new Set((db.prepare('select id from communio_intentions').all() as Array<{ id: string }>).map((row) => row.id));
    for (const id of acknowledged) assert.ok(stored.has(id), `acknowledged ${id} was lost`);
  } finally {
    db.close();
  }

  holding = false;
  const second = await spawnLumen(env);
  t.after(() => void second.child.kill('SIGKILL'));
  const delivered = () => new Set(r.received.map((m) => m.json.data.intention.id as string));
  await r.until(() => acknowledged.every((id) => delivered().has(id)), 30_000);
});
