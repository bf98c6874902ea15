import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { type Kysely, sql } from 'kysely';
import { loadConfig } from '../../../src/platform/config/load-config.js';
import { type MigrationFactory, migrate, openStorage } from '../../../src/platform/storage/index.js';
import { PG_URL, freshPgSchema, needPostgres } from '../../helpers/services.js';

interface NoteTable {
  id: string;
  body: string;
  created_at: number;
  pinned: number;
}

const notes: MigrationFactory = () => ({
  'probe-001-notes': {
    up: async (db: Kysely<unknown>) => {
      await db.schema
        .createTable('probe_note')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
});
const notesIndex: MigrationFactory = () => ({
  'other-001-index': {
    up: async (db: Kysely<unknown>) => {
      await db.schema.createIndex('probe_note_created').on('probe_note').column('created_at').execute();
    },
  },
});

async function exercise(databaseUrl: string, schema?: string) {
  const env: Record<string, string> = { DATABASE_URL: databaseUrl };
  if (schema) env.DATABASE_SCHEMA = schema;
  const config = loadConfig(env);
  const storage = await openStorage(config.storage);
  try {
    const first = await migrate(storage, [notes]);
    assert.deepEqual(first.map((r) => [r.migrationName, r.status]), [['probe-001-notes', 'Success']]);
    // A later module's migration that sorts before an applied one still runs (modules are independent).
    const second = await migrate(storage, [notes, notesIndex]);
    assert.deepEqual(second.map((r) => r.migrationName), ['other-001-index']);
    assert.deepEqual(await migrate(storage, [notes, notesIndex]), [], 'idempotent');

    const db = storage.db.withTables<{ probe_note: NoteTable }>();
    const now = Date.now();
    await db.insertInto('probe_note').values({ id: 'n1', body: 'ave', created_at: now, pinned: 1 }).execute();
    const row = await db.selectFrom('probe_note').selectAll().where('id', '=', 'n1').executeTakeFirstOrThrow();
    assert.deepEqual(row, { id: 'n1', body: 'ave', created_at: now, pinned: 1 }, 'bigint comes back as a number');
    const { count } = await db
      .selectFrom('probe_note')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    assert.equal(Number(count), 1);
    assert.equal(await storage.ping(), true);
    await assert.rejects(db.transaction().execute(async (trx) => {
      await trx.insertInto('probe_note').values({ id: 'n2', body: 'x', created_at: now, pinned: 0 }).execute();
      throw new Error('roll back');
    }));
    const after = await sql<{ n: number }>`select count(*) as n from probe_note`.execute(db);
    assert.equal(Number(after.rows[0]?.n), 1, 'the failed transaction left nothing');
  } finally {
    await storage.close();
  }
}

describe('storage and migrations from empty (platform:storage)', () => {
  test('SQLite (WAL file under a new folder)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lumen-storage-'));
    try {
      await exercise(join(dir, 'nested', 'lumen.sqlite'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('PostgreSQL (a fresh schema)', async (t) => {
    if (!(await needPostgres(t))) return;
    const fresh = await freshPgSchema('storage');
    try {
      await exercise(PG_URL, fresh.schema);
    } finally {
      await fresh.drop();
    }
  });
});
