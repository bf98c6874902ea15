import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { endRedis, settledWithin } from '../../platform/redis.js';

const CHANNEL = 'lumen:identity:revoked';

/**
 * Tells every instance that a key hash was revoked (or rotated away), over Redis pub/sub, so that revocation
 * takes effect everywhere within a second. Without Redis it is a no-op and other processes rely on the cache TTL.
 */
export class RevocationBus {
  private subscriber: Redis | null = null;

  constructor(
    private readonly publisher: Redis | null,
    private readonly makeSubscriber: (() => Redis) | null,
    private readonly log: Logger,
  ) {}

  async start(onRevoked: (hash: string) => void): Promise<void> {
    if (!this.makeSubscriber) return;
    this.subscriber = this.makeSubscriber();
    // ioredis re-subscribes by itself after a reconnect (autoResubscribe).
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === CHANNEL && /^[0-9a-f]{64}$/.test(message)) onRevoked(message);
    });
    // Start does not wait for an unreachable Redis forever: ioredis keeps retrying and subscribes when it can.
    const subscribed = this.subscriber.subscribe(CHANNEL).catch((err: unknown) => {
      this.log.warn({ err: (err as Error).message }, 'revocation bus: could not subscribe');
    });
    await settledWithin(subscribed, 2000);
  }

  async publish(hash: string): Promise<void> {
    if (!this.publisher) return;
    try {
      await this.publisher.publish(CHANNEL, hash);
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'could not publish a revocation; other instances rely on the cache TTL');
    }
  }

  async close(): Promise<void> {
    const sub = this.subscriber;
    this.subscriber = null;
    if (sub) await endRedis(sub);
  }
}
