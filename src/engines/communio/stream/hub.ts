import type { Logger } from 'pino';
import type { Redis } from 'ioredis';
import { type PlatformRedis, endRedis } from '../../../platform/redis.js';
import type { StoredEvent } from '../data/record-event.js';

/** What goes out on the stream: the event's sequence number (the SSE id) and its feed-safe form. */
export interface StreamMessage {
  seq: number;
  id: string;
  type: string;
  created: number;
  data: Record<string, unknown>;
}

type Listener = (message: StreamMessage) => void;
/** Told when this instance stops hearing the other instances' events (the Redis subscription was lost). */
type OnLost = () => void;

const CHANNEL = 'lumen:communio:events';

/**
 * Fans committed events out to this instance's SSE clients. With REDIS_URL every instance publishes to one
 * Redis channel and every instance (itself included) broadcasts what arrives, so a client on any instance
 * sees every event; without Redis the fan-out is in process (the seed's single-instance deployment).
 *
 * `live` says whether every committed event reaches this instance's listeners. With Redis it is true only while
 * the subscription is in place: when the connection is lost every subscription's `onLost` runs (the stream ends
 * its clients, which resume with Last-Event-ID from the durable event table), and the subscriber subscribes again
 * on each reconnection (`reconnectDelay` apart) before `live` turns true again.
 */
export class StreamHub {
  private readonly subscriptions = new Map<Listener, OnLost>();
  private publisher: Redis | null = null;
  private subscriber: Redis | null = null;
  private subscribed = false;
  private publishWarned = false;

  constructor(
    private readonly redis: PlatformRedis | null,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    if (!this.redis) return;
    // Dedicated connections (not the shared one), so that this module can end them on close. The publisher keeps
    // no offline queue: while Redis is away a publish fails at once and is delivered locally instead.
    const publisher = (this.publisher = this.redis.dedicated('communio stream publisher', { enableOfflineQueue: false }));
    const publisherReady = new Promise<void>((resolve) => publisher.once('ready', () => resolve()));
    publisher.on('ready', () => (this.publishWarned = false));
    const subscriber = (this.subscriber = this.redis.dedicated('communio stream subscriber', { autoResubscribe: false }));
    subscriber.on('message', (_channel: string, text: string) => {
      try {
        this.broadcast(JSON.parse(text) as StreamMessage);
      } catch (err) {
        this.log.warn({ err }, 'communio stream: unreadable message from Redis');
      }
    });
    let first: () => void = () => undefined;
    const firstSubscription = new Promise<void>((resolve) => (first = resolve));
    subscriber.on('ready', () => {
      subscriber.subscribe(CHANNEL).then(
        () => {
          this.subscribed = true;
          first();
        },
        // Refused (or the connection went again): drop it, and the next connection (`reconnectDelay` on) tries again.
        (err: unknown) => {
          this.log.warn({ err: (err as Error).message }, 'communio stream: could not subscribe to Redis; retrying');
          if (subscriber.status === 'ready') subscriber.disconnect(true);
        },
      );
    });
    subscriber.on('close', () => {
      if (!this.subscribed) return;
      this.subscribed = false;
      this.log.warn('communio stream: Redis subscription lost; open streams are ended so that their clients resume');
      for (const onLost of [...this.subscriptions.values()]) onLost();
    });
    // Both connections up before the first request (a publish finding the publisher still connecting would reach
    // this instance only), unless Redis is away: then the server starts without them (PlatformRedis.waitAtStart).
    await this.redis.waitAtStart(Promise.all([firstSubscription, publisherReady]));
  }

  /** Whether this instance's listeners hear every committed event (always, without Redis). */
  get live(): boolean {
    return !this.redis || this.subscribed;
  }

  get size(): number {
    return this.subscriptions.size;
  }

  subscribe(listener: Listener, onLost: OnLost = () => undefined): () => void {
    this.subscriptions.set(listener, onLost);
    return () => this.subscriptions.delete(listener);
  }

  /** Called after the transaction that stored the events has committed. */
  publish(events: StoredEvent[]): void {
    for (const e of events) {
      if (!e.public) continue;
      const message: StreamMessage = { seq: e.seq, id: e.id, type: e.type, created: e.created, data: e.public };
      if (this.publisher) {
        this.publisher.publish(CHANNEL, JSON.stringify(message)).catch((err: unknown) => {
          if (!this.publishWarned) this.log.warn({ err: (err as Error).message }, 'communio stream: Redis publish failed; delivering locally only');
          this.publishWarned = true;
          this.broadcast(message);
        });
      } else {
        this.broadcast(message);
      }
    }
  }

  private broadcast(message: StreamMessage): void {
    for (const listener of this.subscriptions.keys()) listener(message);
  }

  async close(): Promise<void> {
    this.subscriptions.clear();
    this.subscribed = false;
    for (const c of [this.subscriber, this.publisher]) if (c) await endRedis(c);
    this.subscriber = this.publisher = null;
  }
}
