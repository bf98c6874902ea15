import { problem } from '../../../platform/errors/index.js';
import type { Dialect } from '../../../platform/storage/index.js';
import { type CursorKey, decodeCursor, listScope, page } from '../domain/cursor.js';
import { newId } from '../../../platform/ids.js';
import { type CommunioDb, iso, isoOrNull } from './db.js';
import type { AttemptRow, DeliveryRow } from './tables.js';
import { keyedWrite } from './keyed-write.js';

export interface DeliveryView {
  id: string;
  event_id: string;
  event_type: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt: string | null;
  last_status_code: number | null;
  last_error: string | null;
  created: string;
  delivered: string | null;
}

export function toDeliveryView(row: DeliveryRow): DeliveryView {
  const pending = row.status === 'pending';
  return {
    id: row.id,
    event_id: row.event_id,
    event_type: row.event_type,
    status: row.status as DeliveryView['status'],
    attempts: Number(row.attempts),
    next_attempt: pending ? iso(Number(row.next_attempt_at)) : null,
    last_status_code: row.last_status_code === null ? null : Number(row.last_status_code),
    last_error: row.last_error,
    created: iso(Number(row.created_at)),
    delivered: isoOrNull(row.delivered_at === null ? null : Number(row.delivered_at)),
  };
}

export function toAttemptView(row: AttemptRow) {
  return {
    attempt: Number(row.attempt),
    started: iso(Number(row.started_at)),
    duration_ms: Number(row.duration_ms),
    status_code: row.status_code === null ? null : Number(row.status_code),
    error: row.error,
    ok: row.ok === 1,
  };
}

/** A claimed message with what is needed to send it. */
export interface ClaimedDelivery extends DeliveryRow {
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: number | null;
}

/**
 * Claims up to `limit` due messages for this instance with a lease. On PostgreSQL the candidate rows are locked
 * with FOR UPDATE SKIP LOCKED, so concurrent dispatchers never claim the same row; on SQLite the single writer
 * makes the UPDATE atomic. A crashed claimant's rows become due again when its lease runs out.
 */
export async function claimDue(
  db: CommunioDb,
  dialect: Dialect,
  instance: string,
  now: number,
  leaseMs: number,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const claimed = await db
    .updateTable('communio_deliveries')
    .set({ claimed_by: instance, claim_expires_at: now + leaseMs })
    .where('id', 'in', (eb) => {
      let sub = eb
        .selectFrom('communio_deliveries as d')
        .select('d.id')
        .where('d.status', '=', 'pending')
        .where('d.next_attempt_at', '<=', now)
        .where((w) => w.or([w('d.claim_expires_at', 'is', null), w('d.claim_expires_at', '<', now)]))
        .where('d.endpoint_id', 'in', (e2) => e2.selectFrom('communio_endpoints').select('id').where('enabled', '=', 1))
        .orderBy('d.next_attempt_at')
        .limit(limit);
      if (dialect === 'postgres') sub = sub.forUpdate().skipLocked();
      return sub;
    })
    .returningAll()
    .execute();
  if (claimed.length === 0) return [];
  const endpoints = await db
    .selectFrom('communio_endpoints')
    .select(['id', 'url', 'secret', 'previous_secret', 'previous_secret_until'])
    .where('id', 'in', [...new Set(claimed.map((c) => c.endpoint_id))])
    .execute();
  const byId = new Map(endpoints.map((e) => [e.id, e]));
  return claimed.flatMap((c) => {
    const e = byId.get(c.endpoint_id);
    return e ? [{ ...c, url: e.url, secret: e.secret, previous_secret: e.previous_secret, previous_secret_until: e.previous_secret_until }] : [];
  });
}

/** Records an attempt and settles the message, if this instance still holds its claim. */
export async function settleAttempt(
  db: CommunioDb,
  d: ClaimedDelivery,
  instance: string,
  outcome: { ok: boolean; statusCode: number | null; error: string | null; startedAt: number; durationMs: number },
  next: { failed: boolean; retryAt: number },
): Promise<void> {
  const attempt = Number(d.attempts) + 1;
  const now = outcome.startedAt + outcome.durationMs;
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('communio_deliveries')
      .set({
        attempts: attempt,
        status: outcome.ok ? 'delivered' : next.failed ? 'failed' : 'pending',
        next_attempt_at: outcome.ok || next.failed ? now : next.retryAt,
        delivered_at: outcome.ok ? now : null,
        last_status_code: outcome.statusCode,
        last_error: outcome.error?.slice(0, 500) ?? null,
        claimed_by: null,
        claim_expires_at: null,
      })
      .where('id', '=', d.id)
      .where('claimed_by', '=', instance)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return;
    await trx
      .insertInto('communio_attempts')
      .values({
        id: newId('att'),
        delivery_id: d.id,
        endpoint_id: d.endpoint_id,
        attempt,
        started_at: outcome.startedAt,
        duration_ms: outcome.durationMs,
        status_code: outcome.statusCode,
        error: outcome.error?.slice(0, 500) ?? null,
        ok: outcome.ok ? 1 : 0,
      })
      .execute();
  });
}

/** Gives claims back (shutdown) so that the next start delivers them without waiting for the lease. */
export async function releaseClaims(db: CommunioDb, instance: string): Promise<void> {
  await db.updateTable('communio_deliveries').set({ claimed_by: null, claim_expires_at: null }).where('claimed_by', '=', instance).execute();
}

export async function listDeliveries(
  db: CommunioDb,
  tenantId: string,
  endpointId: string,
  q: { limit: number; cursor?: string | undefined; status?: string | undefined },
) {
  const scope = listScope('deliveries', tenantId, { endpoint: endpointId }, q);
  const after = decodeCursor(q.cursor, scope);
  let query = db.selectFrom('communio_deliveries').selectAll().where('endpoint_id', '=', endpointId);
  if (q.status) query = query.where('status', '=', q.status);
  if (after) {
    query = query.where((eb) =>
      eb.or([eb('created_at', '<', after.t), eb.and([eb('created_at', '=', after.t), eb('id', '<', after.id)])]),
    );
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.limit + 1).execute();
  const result = page(rows, q.limit, (r): CursorKey => ({ t: Number(r.created_at), id: r.id }), scope);
  return { items: result.items.map(toDeliveryView), next_cursor: result.next_cursor };
}

export async function getDelivery(db: CommunioDb, endpointId: string, id: string) {
  const row = await db
    .selectFrom('communio_deliveries')
    .selectAll()
    .where('id', '=', id)
    .where('endpoint_id', '=', endpointId)
    .executeTakeFirst();
  if (!row) throw problem('not_found', `No delivery ${id} for this endpoint.`);
  const attempts = await db.selectFrom('communio_attempts').selectAll().where('delivery_id', '=', id).orderBy('started_at').orderBy('attempt').execute();
  return { ...toDeliveryView(row), log: attempts.map(toAttemptView) };
}

/**
 * Manual redelivery: the same message (same webhook-id, so receivers can de-duplicate) is due again now, with
 * a fresh retry schedule. A message currently being attempted is left alone (409). With an Idempotency-Key a retry
 * answers the first 202 (its log as it was then) and schedules nothing again.
 */
export async function redeliver(db: CommunioDb, tenantId: string, endpointId: string, id: string, idempotencyKey?: string, now = Date.now()) {
  return keyedWrite<Awaited<ReturnType<typeof getDelivery>>>(db, tenantId, idempotencyKey, ['webhook.redeliver', endpointId, id], async (trx, remember) => {
    const row = await trx.selectFrom('communio_deliveries').selectAll().where('id', '=', id).where('endpoint_id', '=', endpointId).executeTakeFirst();
    if (!row) throw problem('not_found', `No delivery ${id} for this endpoint.`);
    const result = await trx
      .updateTable('communio_deliveries')
      .set({ status: 'pending', next_attempt_at: now, attempts: 0, delivered_at: null })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('claimed_by', 'is', null), eb('claim_expires_at', '<', now)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw problem('conflict', `Delivery ${id} is being attempted right now; try again shortly.`);
    const answer = await getDelivery(trx, endpointId, id);
    await remember(answer);
    return { answer, events: [] };
  }, now);
}
