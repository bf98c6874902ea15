import { type Kysely, sql } from 'kysely';
import type { MigrationFactory } from '../../../platform/storage/index.js';

/** Communio's schema. Same columns on SQLite and PostgreSQL except the event sequence's type. */
export const communioMigrations: MigrationFactory = (dialect) => ({
  'communio-001-intentions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('communio_intentions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('category', 'text')
        .addColumn('language', 'text')
        .addColumn('country', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('intercession_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('closed_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('communio_intentions_tenant')
        .on('communio_intentions')
        .columns(['tenant_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('communio_intentions_feed')
        .on('communio_intentions')
        .columns(['status', 'created_at', 'id'])
        .execute();
      await db.schema
        .createTable('communio_persons')
        .addColumn('intention_id', 'text', (c) => c.notNull())
        .addColumn('person_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('communio_persons_pk', ['intention_id', 'person_hash'])
        .execute();
      await db.schema
        .createTable('communio_idempotency')
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('idem_key', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('response', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('communio_idempotency_pk', ['tenant_id', 'idem_key'])
        .execute();
      await db.schema.createIndex('communio_idempotency_created').on('communio_idempotency').column('created_at').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['communio_idempotency', 'communio_persons', 'communio_intentions']) await db.schema.dropTable(t).execute();
    },
  },
  'communio-002-events-webhooks': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('communio_events')
        .addColumn('seq', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('id', 'text', (c) => c.notNull().unique())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('intention_id', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('public_data', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('communio_events_created').on('communio_events').column('created_at').execute();
      await db.schema
        .createTable('communio_endpoints')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('events', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('previous_secret', 'text')
        .addColumn('previous_secret_until', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('communio_endpoints_tenant').on('communio_endpoints').columns(['tenant_id', 'created_at']).execute();
      await db.schema
        .createTable('communio_deliveries')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('endpoint_id', 'text', (c) => c.notNull())
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
        .addColumn('claimed_by', 'text')
        .addColumn('claim_expires_at', 'bigint')
        .addColumn('last_status_code', 'integer')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('delivered_at', 'bigint')
        .addUniqueConstraint('communio_deliveries_event_endpoint', ['event_id', 'endpoint_id'])
        .execute();
      await db.schema.createIndex('communio_deliveries_due').on('communio_deliveries').columns(['status', 'next_attempt_at']).execute();
      await db.schema
        .createIndex('communio_deliveries_endpoint')
        .on('communio_deliveries')
        .columns(['endpoint_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createTable('communio_attempts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('delivery_id', 'text', (c) => c.notNull())
        .addColumn('endpoint_id', 'text', (c) => c.notNull())
        .addColumn('attempt', 'integer', (c) => c.notNull())
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .addColumn('duration_ms', 'integer', (c) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('error', 'text')
        .addColumn('ok', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('communio_attempts_delivery').on('communio_attempts').columns(['delivery_id', 'attempt']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['communio_attempts', 'communio_deliveries', 'communio_endpoints', 'communio_events']) {
        await db.schema.dropTable(t).execute();
      }
    },
  },
  // Moderation withdraws an intention's events from the stream's replay log (data/withdraw-events.ts).
  'communio-003-events-intention': {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('communio_events_intention').on('communio_events').column('intention_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('communio_events_intention').execute();
    },
  },
  // Language tags are stored in their canonical case (domain/language-tag.ts) since the feed's filter compares
  // them exactly: rows written before in another case (`pt-br`) are rewritten, so `language=pt-BR` finds them.
  // The rule as it stood when the migration was written (domain/language-tag.ts), kept here: a migration must not
  // change when the code it once read does.
  'communio-004-language-case': {
    async up(db: Kysely<unknown>) {
      const rows = await (db as Kysely<{ communio_intentions: { language: string | null } }>)
        .selectFrom('communio_intentions')
        .select('language')
        .distinct()
        .where('language', 'is not', null)
        .execute();
      for (const { language } of rows) {
        const canonical = canonicalCase(language!);
        if (canonical === language) continue;
        await (db as Kysely<{ communio_intentions: { language: string | null } }>)
          .updateTable('communio_intentions')
          .set({ language: canonical })
          .where('language', '=', language)
          .execute();
      }
    },
    async down() {
      // The former case of each tag is not kept; the canonical one reads the same.
    },
  },
  // The stream's history horizon: the highest event id the retention sweep has deleted, so a client resuming from
  // an older id is told that events it missed are gone (stream/history-gap.ts). Its first value is what the
  // event table already lost: the id before its oldest event, or, when the table is empty, the highest id ever
  // issued (every one of them swept).
  'communio-005-stream-horizon': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('communio_stream_horizon')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('swept_through', 'bigint', (c) => c.notNull())
        .execute();
      const oldest = await sql<{ seq: number | string | null }>`select min(seq) as seq from communio_events`.execute(db);
      let horizon = oldest.rows[0]?.seq == null ? null : Number(oldest.rows[0].seq) - 1;
      if (horizon === null) {
        horizon = dialect === 'postgres' ? await pgSequenceIssued(db) : await sqliteSequenceIssued(db);
      }
      await sql`insert into communio_stream_horizon (name, swept_through) values ('events', ${horizon})`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('communio_stream_horizon').execute();
    },
  },
});

/**
 * The highest event id PostgreSQL has issued. The sequence is the one the `seq` column owns, as PostgreSQL names it
 * (`pg_get_serial_sequence` resolves the table through the search path, so a deployment's DATABASE_SCHEMA, and
 * returns the name schema-qualified and quoted), not a name guessed from the table's.
 */
async function pgSequenceIssued(db: Kysely<unknown>): Promise<number> {
  const owned = await sql<{ name: string | null }>`select pg_get_serial_sequence('communio_events', 'seq') as name`.execute(db);
  const name = owned.rows[0]?.name;
  if (!name) return 0;
  const issued = await sql<{ seq: number | string }>`select case when is_called then last_value else 0 end as seq from ${sql.raw(name)}`.execute(db);
  return Number(issued.rows[0]?.seq ?? 0);
}

/** The highest event id SQLite has issued (AUTOINCREMENT keeps it in sqlite_sequence; no row before the first). */
async function sqliteSequenceIssued(db: Kysely<unknown>): Promise<number> {
  const issued = await sql<{ seq: number | string }>`select seq from sqlite_sequence where name = 'communio_events'`.execute(db);
  return Number(issued.rows[0]?.seq ?? 0);
}

/** RFC 5646 §2.1.1 case: language lower, script title case, region upper (communio-004). */
function canonicalCase(tag: string): string {
  return tag
    .split('-')
    .map((part, i) => {
      const lower = part.toLowerCase();
      if (i === 0) return lower;
      if (/^[a-z]{4}$/.test(lower)) return lower[0]!.toUpperCase() + lower.slice(1);
      if (/^([a-z]{2}|\d{3})$/.test(lower)) return lower.toUpperCase();
      return lower;
    })
    .join('-');
}
