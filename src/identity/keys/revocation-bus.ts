import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { type PlatformRedis, endRedis } from '../../platform/redis.js';

const CHANNEL = 'lumen:identity:revoked';

/**
 * Tells every instance that a key hash was revoked (or rotated away), over Redis pub/sub, so that revocation
 * takes effect everywhere within a second. Without Redis it is a no-op and other processes rely on the cache TTL.
 */
export class RevocationBus {
  private subscriber: Redis | null = null;

  /** The shared connection publishes; a dedicated one subscribes. */
  constructor(
    private readonly redis: PlatformRedis | null,
    private readonly log: Logger,
  ) {}

  async start(onRevoked: (hash: string) => void): Promise<void> {
    if (!this.redis) return;
    this.subscriber = this.redis.dedicated('revocation bus subscriber', { lazyConnect: true });
    // ioredis re-subscribes by itself after a reconnect (autoResubscribe).
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === CHANNEL && /^[0-9a-f]{64}$/.test(message)) onRevoked(message);
    });
    // Start does not wait for an unreachable Redis forever: ioredis keeps retrying and subscribes when it can.
    const subscribed = this.subscriber.subscribe(CHANNEL).catch((err: unknown) => {
      this.log.warn({ err: (err as Error).message }, 'revocation bus: could not subscribe');
    });
    await this.redis.waitAtStart(subscribed);
  }

  async publish(hash: string): Promise<void> {
    if (!this.redis) return;
    try {
      await this.redis.client().publish(CHANNEL, hash);
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
