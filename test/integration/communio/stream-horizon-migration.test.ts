import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { type Kysely, sql } from 'kysely';
import { communioMigrations } from '../../../src/engines/communio/data/migrations.js';
import type { CommunioTables } from '../../../src/engines/communio/data/tables.js';
import { loadConfig } from '../../../src/platform/config/load-config.js';
import { type MigrationFactory, migrate, openStorage } from '../../../src/platform/storage/index.js';
import { PG_URL, freshPgSchema, needPostgres } from '../../helpers/services.js';

// Migration communio-005 records the stream's first horizon from what a database at communio-004 already lost.
// Review finding: on PostgreSQL it read a sequence by a name guessed from the table's; it now asks PostgreSQL which
// sequence the column owns (renamed below, so that a guess would fail).
const upTo004: MigrationFactory = (dialect) => {
  const { 'communio-005-stream-horizon': _later, ...earlier } = communioMigrations(dialect);
  return earlier;
};

const event = (n: number) => ({
  id: `evt_${n}`, type: 'intention.created', tenant_id: 'ten_1', intention_id: 'int_1', data: '{}', public_data: '{}', created_at: n,
});

async function horizonAfterMigrating(database: 'sqlite' | 'postgres', at004: (db: Kysely<CommunioTables>) => Promise<void>): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'lumen-communio-005-'));
  const pg = database === 'postgres' ? await freshPgSchema('horizon') : undefined;
  const env: Record<string, string> = pg ? { DATABASE_URL: PG_URL, DATABASE_SCHEMA: pg.schema } : { DATABASE_URL: join(dir, 'lumen.sqlite') };
  const storage = await openStorage(loadConfig(env).storage);
  try {
    await migrate(storage, [upTo004]);
    const db = storage.db as unknown as Kysely<CommunioTables>;
    if (pg) await sql`alter sequence communio_events_seq_seq rename to communio_event_ids`.execute(db);
    await at004(db);
    const results = await migrate(storage, [communioMigrations]);
    assert.deepEqual(results.map((r) => [r.migrationName, r.status]), [['communio-005-stream-horizon', 'Success']]);
    const row = await sql<{ swept_through: number | string }>`select swept_through from communio_stream_horizon where name = 'events'`.execute(db);
    return Number(row.rows[0]!.swept_through);
  } finally {
    await storage.close();
    await pg?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const database of ['sqlite', 'postgres'] as const) {
  test(`communio-005 over a database at communio-004 starts the stream horizon at what was already lost (${database})`, async (t) => {
    if (database === 'postgres' && !(await needPostgres(t))) return;
    // Events 1–5 issued, 1–2 swept: the horizon is the id before the oldest one kept.
    const retained = await horizonAfterMigrating(database, async (db) => {
      await db.insertInto('communio_events').values([1, 2, 3, 4, 5].map(event)).execute();
      await db.deleteFrom('communio_events').where('created_at', '<=', 2).execute();
    });
    assert.equal(retained, 2);
    // Events 1–4 issued, every one swept: the horizon is the highest id ever issued, not 0.
    const emptied = await horizonAfterMigrating(database, async (db) => {
      await db.insertInto('communio_events').values([1, 2, 3, 4].map(event)).execute();
      await db.deleteFrom('communio_events').execute();
    });
    assert.equal(emptied, 4);
    // No event ever issued: nothing was lost.
    assert.equal(await horizonAfterMigrating(database, async () => {}), 0);
  });
}
