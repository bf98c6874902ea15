import { createHash } from 'node:crypto';
import { problem } from '../../../platform/errors/index.js';
import { findContactDetails } from '../domain/contact-details.js';
import { intentionCreated } from '../domain/events.js';
import { newId } from '../../../platform/ids.js';
import type { IntentionView, SubmitInput } from '../domain/schemas.js';
import type { Dialect } from '../../../platform/storage/index.js';
import { type CommunioDb, isUniqueViolation } from './db.js';
import { toFeedItem, toView } from './intentions.js';
import { type OutboxClaim, type StoredEvent, recordEvent } from './record-event.js';
import type { IdempotencyRow, IntentionRow } from './tables.js';

/** How long an Idempotency-Key is remembered (draft-ietf-httpapi-idempotency-key-header: "expiry" is ours). */
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

export interface SubmitOutcome {
  intention: IntentionView;
  /** True when an Idempotency-Key matched an earlier submission: nothing was created. */
  replayed: boolean;
  events: StoredEvent[];
}

export const hashRequest = (input: SubmitInput): string =>
  createHash('sha256').update(JSON.stringify([input.text, input.category ?? null, input.language ?? null, input.country ?? null])).digest('hex');

export function replay(row: Pick<IdempotencyRow, 'request_hash' | 'response'>, requestHash: string): SubmitOutcome {
  if (row.request_hash !== requestHash) {
    throw problem(
      'idempotency_key_reused',
      'This Idempotency-Key was already used with a different request body; use a new key for a new intention.',
    );
  }
  return { intention: JSON.parse(row.response) as IntentionView, replayed: true, events: [] };
}

/** The live (not expired) Idempotency-Key record of a tenant's key, shared by submissions and intercessions. */
export async function findKey(db: CommunioDb, tenantId: string, key: string, now: number) {
  return db
    .selectFrom('communio_idempotency')
    .select(['request_hash', 'response'])
    .where('tenant_id', '=', tenantId)
    .where('idem_key', '=', key)
    .where('created_at', '>', now - IDEMPOTENCY_TTL_MS)
    .executeTakeFirst();
}

/**
 * The first response stored under a tenant's key, parsed, or undefined when the key is new; a 422
 * `idempotency_key_reused` (with `reused` as its detail) when the key was used for another request.
 */
export async function earlierResponse<T>(db: CommunioDb, tenantId: string, key: string, requestHash: string, now: number, reused: string) {
  const row = await findKey(db, tenantId, key, now);
  if (!row) return undefined;
  if (row.request_hash !== requestHash) throw problem('idempotency_key_reused', reused);
  return JSON.parse(row.response) as T;
}

/** An expired record of the same key would block a new record's insert: it is forgotten first. */
export async function forgetExpiredKey(db: CommunioDb, tenantId: string, key: string, now: number): Promise<void> {
  await db
    .deleteFrom('communio_idempotency')
    .where('tenant_id', '=', tenantId)
    .where('idem_key', '=', key)
    .where('created_at', '<=', now - IDEMPOTENCY_TTL_MS)
    .execute();
}

/** What an idempotent write needs to know of its key (absent: a write like any other). */
export interface IdempotencyScope<R> {
  tenantId: string;
  key: string | undefined;
  requestHash: string;
  now: number;
  /** The answer to a retry from the key's stored response (a 422 when it was used for another request), or undefined. */
  replay: (db: CommunioDb) => Promise<R | undefined>;
}

/**
 * One write under an Idempotency-Key (submissions, intercessions, webhook registrations): in one transaction, a
 * retry of a live key answers its first response and writes nothing; otherwise an expired record of the key is
 * forgotten and `work` runs, storing its response with `remember` (the key's record commits with the write, or
 * neither does). Concurrent retries race on the key's primary key: the loser rolls back and answers with the
 * winner's stored response, as does a retry refused for the winner's change (a close that finds its intention
 * closed).
 */
export async function idempotentWrite<R>(
  db: CommunioDb,
  scope: IdempotencyScope<R>,
  work: (trx: CommunioDb, remember: (response: unknown) => Promise<void>) => Promise<R>,
): Promise<R> {
  const { tenantId, key, requestHash, now } = scope;
  try {
    return await db.transaction().execute(async (trx) => {
      if (key !== undefined) {
        const earlier = await scope.replay(trx);
        if (earlier !== undefined) return earlier;
        await forgetExpiredKey(trx, tenantId, key, now);
      }
      return work(trx, async (response) => {
        if (key === undefined) return;
        await trx
          .insertInto('communio_idempotency')
          .values({ tenant_id: tenantId, idem_key: key, request_hash: requestHash, response: JSON.stringify(response), created_at: now })
          .execute();
      });
    });
  } catch (err) {
    if (key === undefined) throw err;
    // A retry that lost the race on the key's primary key answers with the winner's response. So does one that
    // failed for what the winner changed: on PostgreSQL (READ COMMITTED) a retried close waits on the row the
    // first one updates, then finds it closed (409) before it ever reaches the key; its answer is the first one's.
    const winner = isUniqueViolation(err) ? await scope.replay(db) : await scope.replay(db).catch(() => undefined);
    if (winner === undefined) throw err;
    return winner;
  }
}

/** Intentions are anonymous: text carrying contact details is refused (422) before anything is written. */
export function refuseContactDetails(input: SubmitInput): void {
  const contact = findContactDetails(input.text);
  if (contact) {
    throw problem(
      'contact_details_refused',
      `body.text: intentions are anonymous; remove the ${contact === 'url' ? 'web address' : contact === 'handle' ? 'social media handle' : contact === 'email' ? 'email address' : 'phone number'} and submit again.`,
      { extra: { contact_kind: contact } },
    );
  }
}

/** The stored row of a new intention. */
export function newIntentionRow(tenantId: string, input: SubmitInput, now: number): IntentionRow {
  return {
    id: newId('int'),
    tenant_id: tenantId,
    text: input.text,
    category: input.category ?? null,
    language: input.language ?? null,
    country: input.country ?? null,
    status: 'open',
    intercession_count: 0,
    created_at: now,
    updated_at: now,
    closed_at: null,
  };
}

/**
 * Stores an intention, its `intention.created` event and outbox rows, and the Idempotency-Key record, in one
 * transaction. Concurrent retries with one key race on the key's primary key: the loser rolls back everything
 * and answers with the winner's stored response.
 */
export async function submitIntention(
  db: CommunioDb,
  dialect: Dialect,
  tenantId: string,
  input: SubmitInput,
  idempotencyKey: string | undefined,
  now = Date.now(),
  claim?: OutboxClaim,
): Promise<SubmitOutcome> {
  refuseContactDetails(input);
  const requestHash = hashRequest(input);
  const scope: IdempotencyScope<SubmitOutcome> = {
    tenantId,
    key: idempotencyKey,
    requestHash,
    now,
    replay: async (db) => {
      const earlier = await findKey(db, tenantId, idempotencyKey!, now);
      return earlier && replay(earlier, requestHash);
    },
  };
  return idempotentWrite(db, scope, async (trx, remember) => {
    const row = newIntentionRow(tenantId, input, now);
    await trx.insertInto('communio_intentions').values(row).execute();
    const intention = toView(row);
    await remember(intention);
    // Last: the event takes PostgreSQL's event-order lock (record-event.ts), which must not be held while this
    // transaction could still wait on another one's row (the key above), or two retries could deadlock.
    const event = await recordEvent(trx, dialect, { tenantId, ...intentionCreated(intention, toFeedItem(intention)) }, now);
    return { intention, replayed: false, events: [event] };
  });
}
