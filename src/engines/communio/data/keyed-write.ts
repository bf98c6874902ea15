import { createHash } from 'node:crypto';
import type { CommunioDb } from './db.js';
import type { StoredEvent } from './record-event.js';
import { earlierResponse, idempotentWrite } from './submit-intention.js';

/** What a keyed write answers: its response, the events it committed, and whether it was a replay. */
export interface KeyedAnswer<T> {
  answer: T;
  events: StoredEvent[];
  /** True when an Idempotency-Key matched an earlier request: nothing was written and `answer` is the first one. */
  replayed: boolean;
}

/**
 * The tenant's writes other than submissions, intercessions and registrations (closing an intention, changing,
 * rotating or deleting a webhook endpoint, redelivering a message) under an optional Idempotency-Key, through the
 * shared `idempotentWrite`. `request` names the operation first and then everything the answer depends on (the
 * target's id, the body as read): its length and first member differ from every other operation's, so a key used
 * for one operation is refused on another. `work` calls `remember(answer)` before it records any event (the event
 * takes PostgreSQL's event-order lock, which must be the transaction's last write: record-event.ts).
 */
export async function keyedWrite<T>(
  db: CommunioDb,
  tenantId: string,
  key: string | undefined,
  request: readonly [string, ...unknown[]],
  work: (trx: CommunioDb, remember: (answer: T) => Promise<void>) => Promise<{ answer: T; events: StoredEvent[] }>,
  now = Date.now(),
): Promise<KeyedAnswer<T>> {
  const requestHash = key === undefined ? '' : createHash('sha256').update(JSON.stringify(request)).digest('hex');
  const reused =
    'This Idempotency-Key was already used with a different request (another body, target or operation); use a new key for a new request.';
  const scope = {
    tenantId,
    key,
    requestHash,
    now,
    replay: async (db: CommunioDb): Promise<KeyedAnswer<T> | undefined> => {
      // A stored `null` (a DELETE's empty answer) is an answer too: only a missing record is "no earlier request".
      const answer = await earlierResponse<T>(db, tenantId, key!, requestHash, now, reused);
      return answer === undefined ? undefined : { answer, events: [], replayed: true };
    },
  };
  return idempotentWrite(db, scope, async (trx, remember) => {
    const done = await work(trx, (answer) => remember(answer ?? null));
    return { ...done, replayed: false };
  });
}
