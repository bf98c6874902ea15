import { createHash } from 'node:crypto';
import { problem } from '../../../platform/errors/index.js';
import { intercessionCreated, intentionClosed } from '../domain/events.js';
import type { IntentionView } from '../domain/schemas.js';
import type { Dialect } from '../../../platform/storage/index.js';
import type { CommunioDb } from './db.js';
import { findIntention, toView } from './intentions.js';
import { earlierResponse, idempotentWrite } from './submit-intention.js';
import { type KeyedAnswer, keyedWrite } from './keyed-write.js';
import { type StoredEvent, recordEvent } from './record-event.js';
import type { IntentionRow } from './tables.js';

/** A person_ref is the tenant's own opaque id: stored only as SHA-256 over (tenant, ref), never in clear. */
const personHash = (tenantId: string, ref: string): string =>
  createHash('sha256').update(`${tenantId}\u0000${ref}`).digest('hex');

/**
 * 404 for what the caller may not see (another tenant's held or removed intention), 409 when not open. The owner
 * sees its removed intention (GET answers it, status `removed`), so to the owner it is not open, not missing.
 */
function refuse(row: IntentionRow | undefined, tenantId: string, id: string): never {
  const visible = row && (row.tenant_id === tenantId || row.status === 'answered' || row.status === 'withdrawn');
  if (!row || !visible) throw problem('not_found', `No intention ${id}.`);
  throw problem('intention_closed', `Intention ${id} is ${row.status}; only open intentions accept this.`);
}

export interface IntercessionOutcome {
  intention_id: string;
  intercession_count: number;
  counted: boolean;
  /** True when an Idempotency-Key matched an earlier intercession: nothing was recorded. */
  replayed: boolean;
  events: StoredEvent[];
}

type IntercessionAnswer = Pick<IntercessionOutcome, 'intention_id' | 'intercession_count' | 'counted'>;

/**
 * What an Idempotency-Key is compared with: the intention and the person_ref. The array has three members where a
 * submission's has four, so a key first used for a submission never matches an intercession (and is refused).
 */
const hashIntercession = (id: string, personRef: string | undefined): string =>
  createHash('sha256').update(JSON.stringify(['intercession', id, personRef ?? null])).digest('hex');

async function earlierAnswer(db: CommunioDb, tenantId: string, key: string, requestHash: string, now: number) {
  const reused =
    'This Idempotency-Key was already used with a different request (another intention, person_ref or operation); ' +
    'use a new key for a new intercession.';
  const answer = await earlierResponse<IntercessionAnswer>(db, tenantId, key, requestHash, now, reused);
  return answer && { ...answer, replayed: true, events: [] };
}

/**
 * Records one intercession. The count is incremented by a single `UPDATE … SET n = n + 1` inside the
 * transaction, so concurrent requests never lose an increment on either database; a repeated person_ref is
 * refused by the (intention, person) primary key and leaves the count as it is. An Idempotency-Key is written in
 * the same transaction: a retry answers the first response and records nothing (concurrent retries: the key's
 * primary key lets one transaction win, the others roll back and answer with its response).
 */
export async function intercede(
  db: CommunioDb,
  dialect: Dialect,
  tenantId: string,
  id: string,
  personRef: string | undefined,
  idempotencyKey?: string,
  now = Date.now(),
): Promise<IntercessionOutcome> {
  const requestHash = idempotencyKey === undefined ? '' : hashIntercession(id, personRef);
  const scope = { tenantId, key: idempotencyKey, requestHash, now, replay: (db: CommunioDb) => earlierAnswer(db, tenantId, idempotencyKey!, requestHash, now) };
  return idempotentWrite(db, scope, async (trx, remember): Promise<IntercessionOutcome> => {
    let counted = true;
    if (personRef !== undefined) {
      const inserted = await trx
        .insertInto('communio_persons')
        .values({ intention_id: id, person_hash: personHash(tenantId, personRef), created_at: now })
        .onConflict((oc) => oc.columns(['intention_id', 'person_hash']).doNothing())
        .executeTakeFirst();
      counted = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    }
    if (counted) {
      const updated = await trx
        .updateTable('communio_intentions')
        .set((eb) => ({ intercession_count: eb('intercession_count', '+', 1), updated_at: now }))
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) refuse(await findIntention(trx, id), tenantId, id);
    }
    const row = await findIntention(trx, id);
    if (!row || row.status !== 'open') refuse(row, tenantId, id);
    const answer: IntercessionAnswer = { intention_id: id, intercession_count: Number(row.intercession_count), counted };
    await remember(answer);
    const events = counted
      ? [await recordEvent(trx, dialect, { tenantId: row.tenant_id, ...intercessionCreated(id, answer.intercession_count) }, now)]
      : [];
    return { ...answer, replayed: false, events };
  });
}

/**
 * A tenant closes its own open intention as answered or withdrawn. With an Idempotency-Key a retry (same intention
 * and status) answers the first 200 instead of 409 `intention_closed`, and announces nothing again.
 */
export async function closeIntention(
  db: CommunioDb,
  dialect: Dialect,
  tenantId: string,
  id: string,
  status: 'answered' | 'withdrawn',
  idempotencyKey?: string,
  now = Date.now(),
): Promise<KeyedAnswer<IntentionView>> {
  return keyedWrite<IntentionView>(db, tenantId, idempotencyKey, ['close', id, status], async (trx, remember) => {
    // Held first, open second: each UPDATE is atomic, so the one that matches tells the previous status without a
    // read that a concurrent moderation could overtake.
    let wasHeld = true;
    let updated = 0;
    for (const from of ['held', 'open']) {
      const result = await trx
        .updateTable('communio_intentions')
        .set({ status, updated_at: now, closed_at: now })
        .where('id', '=', id)
        .where('tenant_id', '=', tenantId)
        .where('status', '=', from)
        .executeTakeFirst();
      updated = Number(result.numUpdatedRows);
      if (updated > 0) break;
      wasHeld = false;
    }
    const row = await findIntention(trx, id);
    if (!row || row.tenant_id !== tenantId) throw problem('not_found', `No intention ${id}.`);
    if (updated === 0) {
      throw problem('intention_closed', row.status === 'removed' ? `Intention ${id} was removed by the operator.` : `Intention ${id} is already ${row.status}.`);
    }
    const intention = toView(row);
    await remember(intention);
    const event = await recordEvent(trx, dialect, { tenantId, ...intentionClosed(intention, !wasHeld) }, now);
    return { answer: intention, events: [event] };
  }, now);
}
