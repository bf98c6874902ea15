import { Migrator, type Migration, type MigrationProvider, type MigrationResult, sql } from 'kysely';
import type { Storage } from './database.js';

/**
 * Migrations are contributed by modules (identity, oauth, communio …) as named Kysely migrations. Names start
 * with the module so that they never collide: `identity-001-users`. Modules are independent, so a later module's
 * migration may sort before an earlier-applied one: unordered migrations are allowed.
 */
export type MigrationSet = Record<string, Migration>;

/** Migrations receive the dialect, for the rare statement that differs between SQLite and PostgreSQL. */
export type MigrationFactory = (dialect: Storage['dialect']) => MigrationSet;

class StaticProvider implements MigrationProvider {
  constructor(private readonly migrations: MigrationSet) {}
  async getMigrations(): Promise<MigrationSet> {
    return this.migrations;
  }
}

export async function migrate(storage: Storage, factories: MigrationFactory[]): Promise<MigrationResult[]> {
  const all: MigrationSet = {};
  for (const factory of factories) {
    for (const [name, migration] of Object.entries(factory(storage.dialect))) {
      if (all[name]) throw new Error(`migration ${name} defined twice`);
      all[name] = migration;
    }
  }
  // Kysely looks for its migration tables in every schema unless told which: name ours, or a schema with no
  // tables yet would see another schema's lumen_migration_lock and never create its own.
  const schema =
    storage.dialect === 'postgres'
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(storage.db)).rows[0]?.s
      : undefined;
  const migrator = new Migrator({
    db: storage.db,
    ...(schema ? { migrationTableSchema: schema } : {}),
    provider: new StaticProvider(all),
    allowUnorderedMigrations: true,
    migrationTableName: 'lumen_migration',
    migrationLockTableName: 'lumen_migration_lock',
  });
  let attempt = 1;
  let { error, results } = await migrator.migrateToLatest();
  // Before migrating, Kysely's PostgreSQL introspector lists the tables of every schema in the database and calls
  // has_schema_privilege() on each schema's name; a schema dropped by someone else between the two (other
  // deployments or test runs sharing the database) fails that query with invalid_schema_name (3F000). Nothing has
  // been migrated at that point, and migrating is idempotent, so try again.
  while (error && storage.dialect === 'postgres' && (error as { code?: string }).code === '3F000' && attempt < 5) {
    await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    attempt += 1;
    ({ error, results } = await migrator.migrateToLatest());
  }
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${(error as Error).message ?? String(error)}`, {
      cause: error,
    });
  }
  return results ?? [];
}
