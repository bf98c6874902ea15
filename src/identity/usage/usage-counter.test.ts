import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import pino from 'pino';
import { loadConfig } from '../../platform/config/load-config.js';
import { openStorage } from '../../platform/storage/index.js';
import { migrate } from '../../platform/storage/migrate.js';
import { identityMigrations } from '../migrations.js';
import type { IdentityTables } from '../tables.js';
import { DAY_MS, UsageCounter } from './usage-counter.js';

test('usage counter: a tally per UTC day, midnight splits it, a flush adds to rows already written', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'lumen-usage-'));
  const storage = await openStorage(loadConfig({ DATABASE_URL: join(dir, 'usage.sqlite') }).storage);
  try {
    await migrate(storage, [identityMigrations]);
    const db = storage.db.withTables<IdentityTables>();
    const counter = new UsageCounter(db, pino({ level: 'silent' }), 60_000);
    const day = 20_000;
    const beforeMidnight = (day + 1) * DAY_MS - 1;
    counter.count('key_a', true, beforeMidnight);
    counter.count('key_a', false, beforeMidnight);
    counter.count('key_a', true, beforeMidnight + 1);
    counter.count('key_b', true, beforeMidnight + 1);
    assert.deepEqual(
      counter.unwritten('key_a').map((t) => [t.day, t.requests, t.limited]),
      [
        [day, 1, 1],
        [day + 1, 1, 0],
      ],
    );
    assert.equal(await counter.flush(), 3);
    assert.deepEqual(counter.unwritten('key_a'), []);
    counter.count('key_a', true, beforeMidnight + 2);
    await counter.close();
    const rows = await db.selectFrom('identity_key_usage').selectAll().orderBy('key_id').orderBy('day').execute();
    assert.deepEqual(
      rows.map((r) => [r.key_id, Number(r.day), Number(r.requests), Number(r.limited)]),
      [
        ['key_a', day, 1, 1],
        ['key_a', day + 1, 2, 0],
        ['key_b', day + 1, 1, 0],
      ],
    );
  } finally {
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
