import type { CommunioEvent } from '../domain/events.js';
import { webhookPayload } from '../domain/events.js';
import { newId } from '../domain/ids.js';
import type { CommunioDb } from './db.js';

/** An event as committed: its stream sequence number and feed-safe form. */
export interface StoredEvent {
  seq: number;
  id: string;
  type: string;
  created: number;
  public: Record<string, unknown> | null;
}

/**
 * Writes an event and its outbox rows — one webhook message per enabled endpoint of the owning tenant that
 * subscribes to the type — inside the caller's transaction, so that there is never a change without its event
 * nor an event without its change (transactional outbox). The dispatcher delivers the rows later.
 */
export async function recordEvent(
  trx: CommunioDb,
  event: Omit<CommunioEvent, 'id' | 'created'>,
  now: number,
): Promise<StoredEvent> {
  const id = newId('evt');
  const inserted = await trx
    .insertInto('communio_events')
    .values({
      id,
      type: event.type,
      tenant_id: event.tenantId,
      intention_id: event.intentionId,
      data: JSON.stringify(event.data),
      public_data: event.public ? JSON.stringify(event.public) : null,
      created_at: now,
    })
    .returning('seq')
    .executeTakeFirstOrThrow();
  const endpoints = await trx
    .selectFrom('communio_endpoints')
    .select(['id', 'events'])
    .where('tenant_id', '=', event.tenantId)
    .where('enabled', '=', 1)
    .execute();
  const payload = webhookPayload({ id, type: event.type, created: now, data: event.data });
  const rows = endpoints
    .filter((e) => (JSON.parse(e.events) as string[]).includes(event.type))
    .map((e) => ({
      id: newId('msg'),
      endpoint_id: e.id,
      tenant_id: event.tenantId,
      event_id: id,
      event_type: event.type,
      payload,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    }));
  if (rows.length > 0) await trx.insertInto('communio_deliveries').values(rows).execute();
  return { seq: Number(inserted.seq), id, type: event.type, created: now, public: event.public };
}
