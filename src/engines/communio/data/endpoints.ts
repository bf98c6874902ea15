import { problem } from '../../../platform/errors/index.js';
import { type CursorKey, decodeCursor, listScope, page } from '../domain/cursor.js';
import { EVENT_TYPES, type EventType } from '../domain/events.js';
import { newId } from '../../../platform/ids.js';
import { newWebhookSecret } from '../webhooks/sign.js';
import { createHash } from 'node:crypto';
import { type CommunioDb, iso } from './db.js';
import { earlierResponse, idempotentWrite } from './submit-intention.js';
import { type KeyedAnswer, keyedWrite } from './keyed-write.js';
import type { EndpointRow } from './tables.js';

/** After a rotation the previous secret keeps signing (alongside the new one) for this long. */
export const ROTATION_GRACE_MS = 24 * 3600 * 1000;

export interface EndpointView {
  id: string;
  url: string;
  description: string | null;
  events: EventType[];
  enabled: boolean;
  created: string;
  updated: string;
}

export function toEndpointView(row: EndpointRow): EndpointView {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: JSON.parse(row.events) as EventType[],
    enabled: row.enabled === 1,
    created: iso(Number(row.created_at)),
    updated: iso(Number(row.updated_at)),
  };
}

export interface EndpointInput {
  url: string;
  /** null clears it (on a change), as the endpoint shows it. */
  description?: string | null | undefined;
  events?: EventType[] | undefined;
  enabled?: boolean | undefined;
}

export interface CreatedEndpoint {
  endpoint: EndpointView;
  secret: string;
  /** True when an Idempotency-Key matched an earlier registration: nothing was created. */
  replayed: boolean;
}

/** What an Idempotency-Key is compared with: the registration as it will be stored (five members: no other operation's). */
const hashRegistration = (input: EndpointInput): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        'webhook',
        input.url,
        input.description ?? null,
        input.events ? [...new Set(input.events)] : null,
        input.enabled !== false,
      ]),
    )
    .digest('hex');

async function earlierRegistration(db: CommunioDb, tenantId: string, key: string, requestHash: string, now: number) {
  const reused =
    'This Idempotency-Key was already used with a different request (another body or operation); use a new key for a new endpoint.';
  const created = await earlierResponse<Omit<CreatedEndpoint, 'replayed'>>(db, tenantId, key, requestHash, now, reused);
  return created && { ...created, replayed: true };
}

/**
 * Creates an endpoint; the secret is returned here (and on rotation) only. With an Idempotency-Key, the first
 * answer (secret included: the endpoint's row keeps it anyway, to sign with) is kept 24 hours and a retry gets it
 * back instead of a second endpoint, which would receive every event twice under other webhook-ids.
 */
export async function createEndpoint(
  db: CommunioDb,
  tenantId: string,
  input: EndpointInput,
  idempotencyKey?: string,
  now = Date.now(),
): Promise<CreatedEndpoint> {
  const requestHash = idempotencyKey === undefined ? '' : hashRegistration(input);
  const scope = { tenantId, key: idempotencyKey, requestHash, now, replay: (db: CommunioDb) => earlierRegistration(db, tenantId, idempotencyKey!, requestHash, now) };
  return idempotentWrite(db, scope, async (trx, remember): Promise<CreatedEndpoint> => {
    const secret = newWebhookSecret();
    const row: EndpointRow = {
      id: newId('wh'),
      tenant_id: tenantId,
      url: input.url,
      description: input.description ?? null,
      events: JSON.stringify(input.events ? [...new Set(input.events)] : [...EVENT_TYPES]),
      enabled: input.enabled === false ? 0 : 1,
      secret,
      previous_secret: null,
      previous_secret_until: null,
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto('communio_endpoints').values(row).execute();
    const created = { endpoint: toEndpointView(row), secret };
    await remember(created);
    return { ...created, replayed: false };
  });
}

/** The tenant's own endpoint, or 404 (another tenant's endpoint does not exist for the caller). */
export async function ownEndpoint(db: CommunioDb, tenantId: string, id: string): Promise<EndpointRow> {
  const row = await db
    .selectFrom('communio_endpoints')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!row) throw problem('not_found', `No webhook endpoint ${id}.`);
  return row;
}

export async function listEndpoints(db: CommunioDb, tenantId: string, q: { limit: number; cursor?: string | undefined }) {
  const scope = listScope('webhooks', tenantId, q);
  const after = decodeCursor(q.cursor, scope);
  let query = db.selectFrom('communio_endpoints').selectAll().where('tenant_id', '=', tenantId);
  if (after) {
    query = query.where((eb) =>
      eb.or([eb('created_at', '>', after.t), eb.and([eb('created_at', '=', after.t), eb('id', '>', after.id)])]),
    );
  }
  const rows = await query.orderBy('created_at', 'asc').orderBy('id', 'asc').limit(q.limit + 1).execute();
  const result = page(rows, q.limit, (r): CursorKey => ({ t: Number(r.created_at), id: r.id }), scope);
  return { items: result.items.map(toEndpointView), next_cursor: result.next_cursor };
}

/**
 * Changes the endpoint's fields. With an Idempotency-Key a retry answers the first response (even after a later
 * change) and changes nothing again.
 */
export async function updateEndpoint(
  db: CommunioDb,
  tenantId: string,
  id: string,
  input: Partial<EndpointInput>,
  idempotencyKey?: string,
  now = Date.now(),
): Promise<KeyedAnswer<EndpointView>> {
  const request = ['webhook.update', id, { url: input.url, description: input.description, events: input.events, enabled: input.enabled }] as const;
  return keyedWrite(db, tenantId, idempotencyKey, request, async (trx, remember) => {
    await ownEndpoint(trx, tenantId, id);
    const set: Partial<EndpointRow> = { updated_at: now };
    if (input.url !== undefined) set.url = input.url;
    if (input.description !== undefined) set.description = input.description;
    if (input.events !== undefined) set.events = JSON.stringify([...new Set(input.events)]);
    if (input.enabled !== undefined) set.enabled = input.enabled ? 1 : 0;
    await trx.updateTable('communio_endpoints').set(set).where('id', '=', id).where('tenant_id', '=', tenantId).execute();
    const answer = toEndpointView(await ownEndpoint(trx, tenantId, id));
    await remember(answer);
    return { answer, events: [] };
  }, now);
}

/**
 * Deletes the endpoint with its undelivered messages and its delivery log, and the kept answers that show its
 * secret. With an Idempotency-Key a retry answers 204 again (not 404: the first request did delete it).
 */
export async function deleteEndpoint(db: CommunioDb, tenantId: string, id: string, idempotencyKey?: string, now = Date.now()) {
  return keyedWrite<null>(db, tenantId, idempotencyKey, ['webhook.delete', id], async (trx, remember) => {
    await ownEndpoint(trx, tenantId, id);
    await trx.deleteFrom('communio_attempts').where('endpoint_id', '=', id).execute();
    await trx.deleteFrom('communio_deliveries').where('endpoint_id', '=', id).execute();
    await trx.deleteFrom('communio_endpoints').where('id', '=', id).where('tenant_id', '=', tenantId).execute();
    await forgetSecretAnswers(trx, tenantId, id);
    await remember(null);
    return { answer: null, events: [] };
  }, now);
}

export interface RotatedSecret {
  endpoint: EndpointView;
  secret: string;
  previous_secret_expires: string;
}

/**
 * A new secret; the old one keeps co-signing for ROTATION_GRACE_MS so receivers can switch without a gap. With an
 * Idempotency-Key a retry answers the first response, secret included, and rotates nothing: a second rotation would
 * make the lost new secret the "previous" one and stop the receiver's current secret from co-signing at once.
 */
export async function rotateSecret(db: CommunioDb, tenantId: string, id: string, idempotencyKey?: string, now = Date.now()) {
  return keyedWrite<RotatedSecret>(db, tenantId, idempotencyKey, ['webhook.rotate-secret', id], async (trx, remember) => {
    const row = await ownEndpoint(trx, tenantId, id);
    const secret = newWebhookSecret();
    await trx
      .updateTable('communio_endpoints')
      .set({ secret, previous_secret: row.secret, previous_secret_until: now + ROTATION_GRACE_MS, updated_at: now })
      .where('id', '=', id)
      .execute();
    const answer = { endpoint: toEndpointView(await ownEndpoint(trx, tenantId, id)), secret, previous_secret_expires: iso(now + ROTATION_GRACE_MS) };
    await remember(answer);
    return { answer, events: [] };
  }, now);
}

/**
 * Drops the Idempotency-Key records whose answer carries this endpoint's secret in plain text (its registration,
 * its rotations): they would otherwise keep a deleted endpoint's `whsec_` secret for the rest of their 24 hours.
 * A retry of one of those requests is then a new request (a rotation: 404; a registration: a new endpoint).
 */
async function forgetSecretAnswers(trx: CommunioDb, tenantId: string, id: string): Promise<void> {
  const kept = await trx
    .selectFrom('communio_idempotency')
    .select(['idem_key', 'response'])
    .where('tenant_id', '=', tenantId)
    .where('response', 'like', '%"secret":%')
    .execute();
  const showsSecret = (response: string) => {
    const answer = JSON.parse(response) as { endpoint?: { id?: unknown }; secret?: unknown } | null;
    return answer?.endpoint?.id === id && typeof answer.secret === 'string';
  };
  const keys = kept.filter((r) => showsSecret(r.response)).map((r) => r.idem_key);
  if (keys.length > 0) await trx.deleteFrom('communio_idempotency').where('tenant_id', '=', tenantId).where('idem_key', 'in', keys).execute();
}
