import type { Generated } from 'kysely';

/** Communio's tables (docs/storage-schema.md#communio). Times are epoch milliseconds. */
export type IntentionRow = {
  id: string;
  tenant_id: string;
  text: string;
  category: string | null;
  language: string | null;
  country: string | null;
  status: string;
  intercession_count: number;
  created_at: number;
  updated_at: number;
  closed_at: number | null;
}

/** One row per (intention, person): a person_ref counts once. `person_hash` = SHA-256(tenant, ref). */
export type PersonRow = {
  intention_id: string;
  person_hash: string;
  created_at: number;
}

/** Idempotency-Key records, kept 24 hours. `request_hash` = SHA-256 of the canonical request body. */
export type IdempotencyRow = {
  tenant_id: string;
  idem_key: string;
  request_hash: string;
  response: string;
  created_at: number;
}

/** The durable event log: SSE resume source (by `seq`) and the origin of every webhook message. */
export type EventRow = {
  seq: Generated<number>;
  id: string;
  type: string;
  tenant_id: string;
  intention_id: string;
  data: string;
  public_data: string | null;
  created_at: number;
}

export type EndpointRow = {
  id: string;
  tenant_id: string;
  url: string;
  description: string | null;
  events: string;
  enabled: number;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: number | null;
  created_at: number;
  updated_at: number;
}

/** The outbox: one webhook message per (event, endpoint), written in the transaction of the change. */
export type DeliveryRow = {
  id: string;
  endpoint_id: string;
  tenant_id: string;
  event_id: string;
  event_type: string;
  payload: string;
  status: string;
  attempts: number;
  next_attempt_at: number;
  claimed_by: string | null;
  claim_expires_at: number | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: number;
  delivered_at: number | null;
}

/** The delivery log: one row per attempt. */
export type AttemptRow = {
  id: string;
  delivery_id: string;
  endpoint_id: string;
  attempt: number;
  started_at: number;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
  ok: number;
}

/** One row (`name` = 'events'): the highest event `seq` the retention sweep deleted; 0 when none was. */
export type StreamHorizonRow = {
  name: string;
  swept_through: number;
}

export type CommunioTables = {
  communio_intentions: IntentionRow;
  communio_persons: PersonRow;
  communio_idempotency: IdempotencyRow;
  communio_events: EventRow;
  communio_endpoints: EndpointRow;
  communio_deliveries: DeliveryRow;
  communio_attempts: AttemptRow;
  communio_stream_horizon: StreamHorizonRow;
}
