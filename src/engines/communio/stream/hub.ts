import type { Logger } from 'pino';
import type { Redis } from 'ioredis';
import type { PlatformRedis } from '../../../platform/redis.js';
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

const CHANNEL = 'lumen:communio:events';

/**
 * Fans committed events out to this instance's SSE clients. With REDIS_URL every instance publishes to one
 * Redis channel and every instance (itself included) broadcasts what arrives, so a client on any instance
 * sees every event; without Redis the fan-out is in process (the seed's single-instance deployment).
 */
export class StreamHub {
  private readonly listeners = new Set<Listener>();
  private publisher: Redis | null = null;
  private subscriber: Redis | null = null;

  constructor(
    private readonly redis: PlatformRedis | null,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    if (!this.redis) return;
    // Dedicated connections (not the shared one), so that this module can end them on close.
    this.publisher = this.redis.dedicated();
    const subscriber = (this.subscriber = this.redis.dedicated());
    subscriber.on('message', (_channel: string, text: string) => {
      try {
        this.broadcast(JSON.parse(text) as StreamMessage);
      } catch (err) {
        this.log.warn({ err }, 'communio stream: unreadable message from Redis');
      }
    });
    await subscriber.subscribe(CHANNEL);
  }

  get size(): number {
    return this.listeners.size;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called after the transaction that stored the events has committed. */
  publish(events: StoredEvent[]): void {
    for (const e of events) {
      if (!e.public) continue;
      const message: StreamMessage = { seq: e.seq, id: e.id, type: e.type, created: e.created, data: e.public };
      if (this.publisher) {
        this.publisher.publish(CHANNEL, JSON.stringify(message)).catch((err: unknown) => {
          this.log.warn({ err }, 'communio stream: Redis publish failed; delivering locally only');
          this.broadcast(message);
        });
      } else {
        this.broadcast(message);
      }
    }
  }

  private broadcast(message: StreamMessage): void {
    for (const listener of this.listeners) listener(message);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    for (const c of [this.subscriber, this.publisher]) await c?.quit().catch(() => c.disconnect());
    this.subscriber = this.publisher = null;
  }
}
