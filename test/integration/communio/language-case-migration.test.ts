import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Kysely } from 'kysely';
import { communioMigrations } from '../../../src/engines/communio/data/migrations.js';
import type { CommunioTables } from '../../../src/engines/communio/data/tables.js';
import { loadConfig } from '../../../src/platform/config/load-config.js';
import { type MigrationFactory, migrate, openStorage } from '../../../src/platform/storage/index.js';
import { PG_URL, freshPgSchema, needPostgres } from '../../helpers/services.js';

// Language tags are stored in their canonical case (communio/domain/language-tag.ts); migration communio-004
// rewrites the rows written before in another case, so that the feed's `language=pt-BR` finds them.
for (const database of ['sqlite', 'postgres'] as const) {
  test(`communio-004 over a database at communio-003 rewrites stored language tags in their canonical case (${database})`, async (t) => {
    if (database === 'postgres' && !(await needPostgres(t))) return;
    const dir = mkdtempSync(join(tmpdir(), 'lumen-communio-004-'));
    const pg = database === 'postgres' ? await freshPgSchema('lang') : undefined;
    const env: Record<string, string> = pg ? { DATABASE_URL: PG_URL, DATABASE_SCHEMA: pg.schema } : { DATABASE_URL: join(dir, 'lumen.sqlite') };
    const storage = await openStorage(loadConfig(env).storage);
    try {
      const upTo003: MigrationFactory = (dialect) => {
        const { 'communio-004-language-case': _later, ...earlier } = communioMigrations(dialect);
        return earlier;
      };
      await migrate(storage, [upTo003]);
      const db = storage.db as unknown as Kysely<CommunioTables>;
      const row = (id: string, language: string | null) => ({
        id, tenant_id: 'ten_1', text: 'x', category: null, language, country: null, status: 'open', intercession_count: 0, created_at: 1, updated_at: 1, closed_at: null,
      });
      await db.insertInto('communio_intentions').values([row('a', 'pt-br'), row('b', 'PT-BR'), row('c', 'en'), row('d', 'zh-hant-tw'), row('e', null), row('f', 'pt-BR')]).execute();
      const results = await migrate(storage, [communioMigrations]);
      assert.deepEqual(results.map((r) => [r.migrationName, r.status]), [['communio-004-language-case', 'Success']]);
      const after = await db.selectFrom('communio_intentions').select(['id', 'language']).orderBy('id').execute();
      assert.deepEqual(after.map((r) => r.language), ['pt-BR', 'pt-BR', 'en', 'zh-Hant-TW', null, 'pt-BR']);
    } finally {
      await storage.close();
      await pg?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
