import { webhookPayload } from '../domain/events.js';
import { newId } from '../../../platform/ids.js';
import type { ClaimedDelivery } from './deliveries.js';
import type { DeliveryRow, EndpointRow } from './tables.js';

/** A claim on new outbox rows for this instance's dispatcher (webhooks/dispatcher.ts `handOffClaim`). */
export interface OutboxClaim {
  instance: string;
  until: number;
}

/** An enabled endpoint of the tenant, with what sending to it needs. */
export type OutboxEndpoint = Pick<EndpointRow, 'id' | 'events' | 'url' | 'secret' | 'previous_secret' | 'previous_secret_until'>;

/**
 * The outbox rows of one event: one message per endpoint subscribed to its type. With a claim, the rows are
 * written already leased to this instance (as `claimDue` would lease them), so the dispatcher sends them right
 * after the commit without a claiming query; a crash before they are settled only delays them until the lease
 * runs out, when any dispatcher claims them again (at least once).
 */
export function outboxRows(
  endpoints: OutboxEndpoint[],
  event: { id: string; type: string; tenantId: string; data: Record<string, unknown> },
  now: number,
  claim: OutboxClaim | undefined,
): ClaimedDelivery[] {
  const subscribed = endpoints.filter((e) => (JSON.parse(e.events) as string[]).includes(event.type));
  if (subscribed.length === 0) return [];
  const payload = webhookPayload({ id: event.id, type: event.type, created: now, data: event.data });
  return subscribed.map((e) => ({
      id: newId('msg'),
      endpoint_id: e.id,
      tenant_id: event.tenantId,
      event_id: event.id,
      event_type: event.type,
      payload,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      claimed_by: claim?.instance ?? null,
      claim_expires_at: claim?.until ?? null,
      last_status_code: null,
      last_error: null,
      created_at: now,
      delivered_at: null,
      url: e.url,
      secret: e.secret,
      previous_secret: e.previous_secret,
      previous_secret_until: e.previous_secret_until === null ? null : Number(e.previous_secret_until),
    }));
}

/** The columns of a delivery row (the claimed form also carries its endpoint's URL and secrets). */
export function deliveryColumns(d: ClaimedDelivery): DeliveryRow {
  const { url: _url, secret: _secret, previous_secret: _p, previous_secret_until: _pu, ...row } = d;
  return row;
}
