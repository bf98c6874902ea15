import type { Redis } from 'ioredis';
import pg from 'pg';
import type { Logger } from 'pino';
import { type PlatformRedis, endRedis } from '../../../platform/redis.js';

/** What the wake-up needs to know about the deployment. */
export interface WakeOptions {
  /** The platform's Redis (REDIS_URL), for dedicated connections. */
  redis: PlatformRedis | null;
  /** PostgreSQL connection string, when the outbox is in PostgreSQL. */
  pgUrl: string | undefined;
  /** Names this database (the PostgreSQL schema), so instances of other deployments sharing a server ignore it. */
  scope: string;
  log: Logger;
}

const PG_CHANNEL = 'lumen_communio_outbox';

/**
 * Tells the other instances' dispatchers that outbox rows were committed without being handed to this
 * instance's dispatcher (it is disabled here, or busy), so that they claim them now instead of at their next
 * poll. With REDIS_URL: Redis pub/sub; otherwise on PostgreSQL: `NOTIFY`/`LISTEN` on a dedicated connection.
 * A lost notice costs only latency: the poll (`COMMUNIO_DISPATCH_INTERVAL_MS`) stays as the fallback, and
 * delivery is decided by the durable outbox, never by the notice. SQLite has one instance: nothing to tell.
 */
export class OutboxWake {
  private subscriber: Redis | null = null;
  /** A dedicated connection (not the shared one), so that this module can end it on close. */
  private publisher: Redis | null = null;
  private listener: pg.Client | null = null;
  private readonly redisChannel: string;

  constructor(private readonly o: WakeOptions) {
    this.redisChannel = `lumen:communio:outbox:${o.scope}`;
  }

  /** Connects; with `onWake` (a dispatcher runs here) it also listens, this instance's own notices included. */
  async start(onWake?: () => void): Promise<void> {
    if (this.o.redis) {
      this.publisher = this.o.redis.dedicated('communio outbox wake publisher', { enableOfflineQueue: false });
      if (!onWake) return;
      const subscriber = (this.subscriber = this.o.redis.dedicated('communio outbox wake subscriber'));
      subscriber.on('message', () => onWake());
      // A Redis that is away does not hold the start: ioredis subscribes when it can (and again after each
      // reconnection), and the poll covers meanwhile.
      subscriber.subscribe(this.redisChannel).catch((err: unknown) => this.o.log.warn({ err: (err as Error).message }, 'communio outbox wake: not subscribed; polling only'));
    } else if (this.o.pgUrl) {
      const client = new pg.Client({ connectionString: this.o.pgUrl });
      client.on('notification', (n) => {
        if (n.payload === this.o.scope) onWake?.();
      });
      client.on('error', (err) => this.o.log.warn({ err }, 'communio outbox wake: LISTEN connection lost; polling only'));
      await client.connect();
      if (onWake) await client.query(`listen ${PG_CHANNEL}`);
      this.listener = client;
    }
  }

  /** After a commit that left outbox rows unclaimed. */
  notify(): void {
    const warn = (err: unknown) => this.o.log.warn({ err }, 'communio outbox wake: notice not sent; other instances will poll');
    if (this.publisher) {
      this.publisher.publish(this.redisChannel, '1').catch(warn);
    } else if (this.listener) {
      this.listener.query('select pg_notify($1, $2)', [PG_CHANNEL, this.o.scope]).catch(warn);
    }
  }

  async close(): Promise<void> {
    for (const c of [this.subscriber, this.publisher]) if (c) await endRedis(c);
    await this.listener?.end().catch(() => undefined);
    this.subscriber = this.publisher = null;
    this.listener = null;
  }
}
