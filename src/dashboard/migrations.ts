import { type Kysely, sql } from 'kysely';
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
  // Every create-key form a session used, not only the last: with two tabs, the answer of the first form reloaded
  // after the second was sent created a second key. The primary key makes a form's row unique, and it is written
  // in the transaction of the key it creates. `create_form` stays, unused: migrations here only add (an instance
  // of the previous release may still be running against this database during a deploy).
  'dashboard-003-create-forms': {
    async up(db: Db) {
      await db.schema
        .createTable('dashboard_create_form')
        .addColumn('session_hash', 'char(64)', (c) => c.notNull().references('dashboard_session.id_hash').onDelete('cascade'))
        .addColumn('form_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('used_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('dashboard_create_form_pk', ['session_hash', 'form_id'])
        .execute();
      // The form each live session already used stays used.
      await sql`insert into dashboard_create_form (session_hash, form_id, used_at)
        select id_hash, create_form, last_seen_at from dashboard_session where create_form is not null`.execute(db);
    },
  },
});
