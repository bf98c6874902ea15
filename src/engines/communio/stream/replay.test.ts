import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Kysely } from 'kysely';
import { communioMigrations } from '../data/migrations.js';
import type { CommunioTables } from '../data/tables.js';
import { loadConfig } from '../../../platform/config/load-config.js';
import { openStorage } from '../../../platform/storage/index.js';
import { replaySince } from './replay.js';

test('replay pages through every stream event, and stops as soon as the client is gone', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'communio-replay-'));
  const storage = await openStorage(loadConfig({ NODE_ENV: 'test', DATABASE_URL: join(dir, 'db.sqlite') }).storage);
  t.after(async () => {
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const migrations = communioMigrations('sqlite');
  for (const name of ['communio-001-intentions', 'communio-002-events-webhooks']) await migrations[name]!.up(storage.db as Kysely<unknown>);
  const db = storage.db.withTables<CommunioTables>();
  const rows = Array.from({ length: 35 }, (_, i) => ({
    id: `evt_${i}`,
    type: 'intercession.created',
    tenant_id: 'tnt_a',
    intention_id: 'int_a',
    data: '{}',
    public_data: i === 3 ? null : JSON.stringify({ n: i }),
    created_at: i,
  }));
  await db.insertInto('communio_events').values(rows).execute();

  const all: number[] = [];
  const sent = await replaySince(db, 0, (m) => all.push(m.seq), () => true, 10);
  assert.equal(all.length, 34, 'every public event after seq 0, across four pages');
  assert.deepEqual([...sent], all);
  assert.ok(!all.includes(4), 'the event without public data is skipped');

  let open = true;
  const got: number[] = [];
  await replaySince(db, 0, (m) => {
    got.push(m.seq);
    if (got.length === 5) open = false;
  }, () => open, 10);
  assert.equal(got.length, 5, 'nothing more is sent, and no further page is read, once the client closed');
});
