import type { FeedItem, IntentionView } from './schemas.js';

/** The events a tenant's webhooks receive about its own intentions (docs/communio.md#events). */
export const EVENT_TYPES = ['intention.created', 'intercession.created', 'intention.closed'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * One event, as stored in the durable event table. `tenant` is the owner of the intention (webhooks go to it);
 * `public` is the feed-safe form sent on the SSE stream, or null when the event is not for the stream
 * (e.g. an intention created while held).
 */
export interface CommunioEvent {
  id: string;
  type: EventType;
  tenantId: string;
  intentionId: string;
  created: number;
  /** Sent to the owner's webhooks: Standard Webhooks payload `data`. */
  data: Record<string, unknown>;
  /** Sent on the stream: no tenant, no person. */
  public: Record<string, unknown> | null;
}

export function intentionCreated(intention: IntentionView, feed: FeedItem): Omit<CommunioEvent, 'id' | 'tenantId' | 'created'> {
  return {
    type: 'intention.created',
    intentionId: intention.id,
    data: { intention },
    public: intention.status === 'open' ? { intention: feed } : null,
  };
}

export function intercessionCreated(intentionId: string, count: number): Omit<CommunioEvent, 'id' | 'tenantId' | 'created'> {
  const data = { intention_id: intentionId, intercession_count: count };
  return { type: 'intercession.created', intentionId, data, public: data };
}

/** `wasPublic` is false when the intention was held: the stream never showed it, so it announces no closing. */
export function intentionClosed(intention: IntentionView, wasPublic: boolean): Omit<CommunioEvent, 'id' | 'tenantId' | 'created'> {
  return {
    type: 'intention.closed',
    intentionId: intention.id,
    data: { intention },
    public: wasPublic ? { intention_id: intention.id, status: intention.status } : null,
  };
}

/** The Standard Webhooks payload shape: `type`, `timestamp`, `data`. */
export function webhookPayload(event: { id: string; type: string; created: number; data: unknown }): string {
  return JSON.stringify({ id: event.id, type: event.type, timestamp: new Date(event.created).toISOString(), data: event.data });
}
