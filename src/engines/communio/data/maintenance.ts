import type { CommunioDb } from './db.js';
import { IDEMPOTENCY_TTL_MS } from './submit-intention.js';

/** Settled webhook messages and their log are kept this long for the delivery log API. */
export const DELIVERY_LOG_RETENTION_MS = 30 * 24 * 3600 * 1000;

/** Forgets what has expired: idempotency keys (24 h), stream events (retention), settled messages (30 days). */
export async function sweepExpired(db: CommunioDb, now: number, eventRetentionMs: number): Promise<void> {
  await db.deleteFrom('communio_idempotency').where('created_at', '<', now - IDEMPOTENCY_TTL_MS).execute();
  // An event still referenced by an undelivered message stays: redelivery and the log need nothing from it, but
  // keeping the two tables' lifetimes independent is simpler to reason about.
  await sweepEvents(db, now - eventRetentionMs);
  const cutoff = now - DELIVERY_LOG_RETENTION_MS;
  await db
    .deleteFrom('communio_attempts')
    .where('delivery_id', 'in', (eb) =>
      eb.selectFrom('communio_deliveries').select('id').where('status', 'in', ['delivered', 'failed']).where('next_attempt_at', '<', cutoff),
    )
    .execute();
  await db.deleteFrom('communio_deliveries').where('status', 'in', ['delivered', 'failed']).where('next_attempt_at', '<', cutoff).execute();
}

/**
 * Deletes the events older than `cutoff` and raises the stream's horizon to the highest id deleted, in one
 * transaction: a client resuming from an id below the horizon is told its history is gone (stream/history-gap.ts).
 * The horizon only rises (`< ?`), so two instances sweeping at once leave the higher one.
 */
export async function sweepEvents(db: CommunioDb, cutoff: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const gone = await trx
      .selectFrom('communio_events')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .where('created_at', '<', cutoff)
      .executeTakeFirst();
    if (gone?.seq == null) return;
    const through = Number(gone.seq);
    await trx.deleteFrom('communio_events').where('created_at', '<', cutoff).where('seq', '<=', through).execute();
    await trx
      .updateTable('communio_stream_horizon')
      .set({ swept_through: through })
      .where('name', '=', 'events')
      .where('swept_through', '<', through)
      .execute();
  });
}
