import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../platform/storage/index.js';

type Db = Kysely<unknown>;

/** Users, API keys, tenants and the development IdP's signing key. Same columns on SQLite and PostgreSQL. */
export const identityMigrations: MigrationFactory = () => ({
  'identity-001-users': {
    async up(db: Db) {
      await db.schema
        .createTable('identity_users')
        .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('issuer', 'varchar(500)', (c) => c.notNull())
        .addColumn('subject', 'varchar(500)', (c) => c.notNull())
        .addColumn('email', 'varchar(500)')
        .addColumn('name', 'varchar(500)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('identity_users_issuer_subject', ['issuer', 'subject'])
        .execute();
    },
  },
  'identity-002-api-keys': {
    async up(db: Db) {
      await db.schema
        .createTable('identity_api_keys')
        .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('user_id', 'varchar(40)', (c) => c.notNull().references('identity_users.id'))
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('key_hash', 'char(64)', (c) => c.notNull().unique())
        .addColumn('display_prefix', 'varchar(40)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_used_at', 'bigint')
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema.createIndex('identity_api_keys_user').on('identity_api_keys').columns(['user_id', 'created_at']).execute();
    },
  },
  'identity-003-tenants': {
    async up(db: Db) {
      await db.schema
        .createTable('identity_tenants')
        .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('key_hash', 'char(64)', (c) => c.notNull().unique())
        .addColumn('display_prefix', 'varchar(40)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('rotated_at', 'bigint')
        .addColumn('revoked_at', 'bigint')
        .execute();
    },
  },
  'identity-004-dev-idp-keys': {
    async up(db: Db) {
      await db.schema
        .createTable('identity_dev_idp_keys')
        .addColumn('kid', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('private_jwk', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
  'identity-005-key-usage': {
    async up(db: Db) {
      await db.schema
        .createTable('identity_key_usage')
        .addColumn('key_id', 'varchar(40)', (c) => c.notNull())
        .addColumn('day', 'integer', (c) => c.notNull())
        .addColumn('requests', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('limited', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('identity_key_usage_pk', ['key_id', 'day'])
        .execute();
    },
  },
});
