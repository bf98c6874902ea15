import type { CommunioEvent } from '../domain/events.js';
import { newId } from '../../../platform/ids.js';
import type { Dialect } from '../../../platform/storage/index.js';
import type { CommunioDb } from './db.js';
import type { ClaimedDelivery } from './deliveries.js';
import { type OutboxClaim, deliveryColumns, outboxRows } from './outbox-rows.js';

export type { OutboxClaim } from './outbox-rows.js';
import { sql } from 'kysely';

/** pg_advisory_xact_lock key for event ordering: an arbitrary constant ("LUMEN-CO" as ASCII), unique in Lumen. */
const EVENT_ORDER_LOCK = sql.raw('5500387479962600271');

/** An event as committed: its stream sequence number and feed-safe form. */
export interface StoredEvent {
  seq: number;
  id: string;
  type: string;
  created: number;
  public: Record<string, unknown> | null;
  /** Webhook messages written already claimed by this instance's dispatcher, to send as soon as this commits. */
  handOff?: ClaimedDelivery[];
  /** Webhook messages written unclaimed: a dispatcher must be woken to claim them (none: nobody is woken). */
  unclaimed?: number;
}

/**
 * Writes an event and its outbox rows — one webhook message per enabled endpoint of the owning tenant that
 * subscribes to the type — inside the caller's transaction, so that there is never a change without its event
 * nor an event without its change (transactional outbox). The dispatcher delivers the rows later.
 *
 * Stream order: a client resumes with Last-Event-ID = the highest `seq` it saw, so no event may commit with a
 * lower `seq` after one with a higher `seq` is visible. PostgreSQL takes a bigserial value at insert, not at
 * commit, so two concurrent transactions could commit out of order; a transaction-scoped advisory lock taken
 * before the insert and held to commit/rollback makes event-writing transactions take turns, so `seq` order is
 * commit order. SQLite has one writer at a time already. Callers record their event as the last write that could
 * wait on another transaction's row lock, so the holder of this lock never waits on a row (no deadlock).
 */
export async function recordEvent(
  trx: CommunioDb,
  dialect: Dialect,
  event: Omit<CommunioEvent, 'id' | 'created'>,
  now: number,
  claim?: OutboxClaim,
): Promise<StoredEvent> {
  // Read first: a read waits on no lock, and it need not be under the event-order lock, which every event-writing
  // transaction takes in turn until its COMMIT (an endpoint changed meanwhile is as concurrent either way).
  const endpoints = await trx
    .selectFrom('communio_endpoints')
    .select(['id', 'events', 'url', 'secret', 'previous_secret', 'previous_secret_until'])
    .where('tenant_id', '=', event.tenantId)
    .where('enabled', '=', 1)
    .execute();
  const id = newId('evt');
  const values = {
    id,
    type: event.type,
    tenant_id: event.tenantId,
    intention_id: event.intentionId,
    data: JSON.stringify(event.data),
    public_data: event.public ? JSON.stringify(event.public) : null,
    created_at: now,
  };
  const inserted =
    dialect === 'postgres'
      ? // The lock and the insert in one statement (one round trip less while the lock is held): the CTE's row,
        // which takes the lock, is produced before the inserted row and its `seq` default are.
        (
          await sql<{ seq: string | number }>`with l as (select pg_advisory_xact_lock(${EVENT_ORDER_LOCK}))
            insert into communio_events (id, type, tenant_id, intention_id, data, public_data, created_at)
            select ${values.id}, ${values.type}, ${values.tenant_id}, ${values.intention_id}, ${values.data}, ${values.public_data}, ${values.created_at}::bigint from l
            returning seq`.execute(trx)
        ).rows[0]!
      : await trx.insertInto('communio_events').values(values).returning('seq').executeTakeFirstOrThrow();
  const rows = outboxRows(endpoints, { id, type: event.type, tenantId: event.tenantId, data: event.data }, now, claim);
  if (rows.length > 0) await trx.insertInto('communio_deliveries').values(rows.map(deliveryColumns)).execute();
  const stored: StoredEvent = { seq: Number(inserted.seq), id, type: event.type, created: now, public: event.public };
  if (claim && rows.length > 0) stored.handOff = rows;
  else if (rows.length > 0) stored.unclaimed = rows.length;
  return stored;
}
