import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../platform/storage/index.js';

type Db = Kysely<unknown>;

export const dashboardMigrations: MigrationFactory = () => ({
  'dashboard-001-sessions': {
    async up(db: Db) {
      await db.schema
        .createTable('dashboard_session')
        .addColumn('id_hash', 'char(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'varchar(40)', (c) => c.notNull())
        .addColumn('label', 'varchar(500)', (c) => c.notNull())
        .addColumn('csrf', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('dashboard_session_expires').on('dashboard_session').column('expires_at').execute();
    },
  },
  // The create-key form is single use: the id of the last one sent, so a reload of the answer creates no second key.
  'dashboard-002-create-form': {
    async up(db: Db) {
      await db.schema.alterTable('dashboard_session').addColumn('create_form', 'varchar(64)').execute();
    },
  },
});
