import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import pg from 'pg';
import { SqliteDatabase as SQLite } from '../../../src/platform/storage/sqlite-driver.js';
import { startServer } from '../../helpers/server.js';
import { PG_URL, freshPgSchema } from '../../helpers/services.js';
import { DATABASES, communioServer, eventually, receiver, spawnLumen, subscribe, tenant } from './support.js';

async function countEvents(database: string, env: Record<string, string>): Promise<number> {
  if (database === 'sqlite') {
    const db = new SQLite(env.DATABASE_URL!, { readonly: true });
    try {
      return (db.prepare('select count(*) as n from communio_events').get() as { n: number }).n;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    const r = await client.query(`select count(*)::int as n from "${env.DATABASE_SCHEMA}".communio_events`);
    return r.rows[0].n as number;
  } finally {
    await client.end();
  }
}

for (const database of DATABASES) {
  test(`[${database}] SIGKILL between changes and their delivery loses nothing and invents nothing`, async (t) => {
    // Set up the tenant and its endpoint with an in-process server, then hand the same database to children.
    const probe = await communioServer(t, database);
    if (!probe) return;
    await probe.close();
    let holding = true;
    const r = await receiver(() => (holding ? 'hang' : 200));
    const pgSchema = database === 'postgres' ? await freshPgSchema() : undefined;
    const dir = mkdtempSync(join(tmpdir(), 'lumen-crash-'));
    const setup = await startServer({ database, dir, ...(pgSchema ? { pgSchema: pgSchema.schema } : {}) });
    const owner = await tenant(setup, 'Owner');
    const endpoint = await subscribe(owner, r);
    await setup.close();
    const env: Record<string, string> = {
      ...setup.env,
      COMMUNIO_DISPATCH_INTERVAL_MS: '50',
      COMMUNIO_DISPATCH_BATCH: '2',
      COMMUNIO_WEBHOOK_TIMEOUT_MS: '1500',
      COMMUNIO_WEBHOOK_RETRY_BASE_MS: '100',
    };
    t.after(async () => {
      await r.close();
      await pgSchema?.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    const first = await spawnLumen(env);
    t.after(() => void first.child.kill('SIGKILL'));
    const created: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${first.url}/v1/communio/intentions`, {
        method: 'POST',
        headers: { 'x-api-key': owner.key, 'content-type': 'application/json' },
        body: JSON.stringify({ text: `Crash-safe intention ${i}` }),
      });
      assert.equal(res.status, 201);
      created.push(((await res.json()) as { id: string }).id);
    }
    await r.until(() => r.hits >= 2);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    assert.equal(r.received.length, 0, 'nothing was acknowledged before the crash');

    holding = false;
    const second = await spawnLumen(env);
    t.after(() => void second.child.kill('SIGKILL'));
    await r.until(() => new Set(r.received.map((m) => m.id)).size >= 5, 20_000);
    // Nothing pending on the restarted instance: every send is settled, so a duplicate would have arrived by now.
    await eventually(
      async () =>
        (await (await fetch(`${second.url}/v1/communio/webhooks/${endpoint.id}/deliveries?status=pending`, { headers: { 'x-api-key': owner.key } })).json()) as { items: unknown[] },
      (page) => page.items.length === 0,
      10_000,
      'no pending delivery',
    );
    const byIntention = new Set(r.received.map((m) => m.json.data.intention.id as string));
    assert.deepEqual([...byIntention].sort(), [...created].sort(), 'every change delivered, nothing else');
    assert.equal(new Set(r.received.map((m) => m.id)).size, 5, 'one webhook message per change');
    assert.ok(r.received.every((m) => m.verified && m.json.type === 'intention.created'));
    assert.equal(await countEvents(database, env), 5, 'no event invented');
  });
}
