import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** Ends a connection: QUIT when it is up (flushes pending replies), disconnect otherwise (QUIT would queue forever). */
export async function endRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}

/**
 * How long a dedicated connection waits before its next attempt while Redis is away: doubling from 100 ms to at most
 * 5 s apart (ioredis' default retries every 2 s at most and, without an `error` listener, prints every failure).
 */
export function reconnectDelay(attempt: number): number {
  return Math.min(100 * 2 ** Math.max(0, attempt - 1), 5000);
}

/** Resolves when `promise` settles or after `ms`, whichever is first: a start that must not wait for Redis forever. */
export async function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise.catch(() => undefined), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/**
 * How long the shared connection waits for one reply. Its commands (a rate-limit script, a PUBLISH) take well under
 * a millisecond on a healthy Redis; two seconds leaves room for a busy event loop or a slow network.
 */
export const COMMAND_TIMEOUT_MS = 2000;

/** How long the shared connection's socket may stay silent after a command before it is dropped: before the command's own timeout, so that the drop (Redis down) is known when the command fails. */
export const SOCKET_TIMEOUT_MS = 1500;

export interface DedicatedOptions {
  lazyConnect?: boolean;
  maxRetriesPerRequest?: number | null;
  /** false for a publisher: a command while Redis is away fails at once instead of waiting in memory for it. */
  enableOfflineQueue?: boolean;
  /** false for a subscriber that subscribes again itself on every `ready`, so it knows when it is listening. */
  autoResubscribe?: boolean;
}

/**
 * The platform's Redis, when REDIS_URL is set: one shared command connection (rate limits, revocation notices,
 * lazily connected, so `lumen migrate` never touches Redis) whose reachability the instance reports at /readyz,
 * and dedicated connections for subscribers (a subscribed connection cannot issue commands) and for publishers a
 * module ends itself. `close` ends every connection it made, after the modules have closed.
 */
export class PlatformRedis {
  private shared: Redis | null = null;
  private readonly dedicatedConnections = new Set<Redis>();
  private unreachable = false;

  constructor(
    readonly url: string,
    private readonly log: Logger,
  ) {}

  /** The shared command connection. */
  client(): Redis {
    if (!this.shared) {
      const client = new Redis(this.url, {
        lazyConnect: true,
        maxRetriesPerRequest: 2,
        // A Redis that accepts connections but stops answering (a partition, a stalled server) sends no RST and no
        // error: without these every limited request would wait for it forever ("never a hang": CONTRACT,
        // Conventions). A socket that receives nothing for SOCKET_TIMEOUT_MS after a command is dropped, which
        // marks Redis down (/readyz) before the command fails (the limiter answers 503) — so a client that was
        // just refused and asks /readyz hears the same — and ioredis reconnects; a command still unanswered after
        // COMMAND_TIMEOUT_MS fails in any case.
        commandTimeout: COMMAND_TIMEOUT_MS,
        socketTimeout: SOCKET_TIMEOUT_MS,
        // A command whose connection died was already answered as failed (503): replaying it on the next
        // connection would charge a rate-limit budget for a request that was refused.
        autoResendUnfulfilledCommands: false,
      });
      client.on('error', (err: Error) => {
        if (!this.unreachable) this.log.warn({ err: err.message }, 'Redis unreachable: limited requests answer 503 until it is back');
        this.unreachable = true;
      });
      client.on('ready', () => (this.unreachable = false));
      this.shared = client;
    }
    return this.shared;
  }

  /** Whether the shared connection has failed and not recovered since. */
  get down(): boolean {
    return this.unreachable;
  }

  /**
   * A connection of the caller's own (a subscriber, or a publisher it ends on close), named by `purpose` in the log.
   * While Redis is away it reconnects with `reconnectDelay`, and says so once when the connection is lost and once
   * when it is back — never once per attempt.
   */
  dedicated(purpose: string, options: DedicatedOptions = {}): Redis {
    const client = new Redis(this.url, { maxRetriesPerRequest: null, retryStrategy: reconnectDelay, ...options });
    let lost = false;
    client.on('error', (err: Error) => {
      if (!lost) this.log.warn({ err: err.message, connection: purpose }, 'Redis connection lost; reconnecting (at most 5 s apart)');
      lost = true;
    });
    client.on('ready', () => {
      if (lost) this.log.info({ connection: purpose }, 'Redis connection back');
      lost = false;
    });
    this.dedicatedConnections.add(client);
    client.once('end', () => this.dedicatedConnections.delete(client));
    return client;
  }

  async close(): Promise<void> {
    const all = [...(this.shared ? [this.shared] : []), ...this.dedicatedConnections];
    this.shared = null;
    this.dedicatedConnections.clear();
    await Promise.all(all.map((c) => endRedis(c)));
  }
}
