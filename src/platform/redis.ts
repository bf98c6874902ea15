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

/** Whether `promise` settled within `ms` (it is not waited for longer): a start that must not wait for Redis forever. */
async function settledWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const settled = promise.then(
    () => true,
    () => true,
  );
  const result = await Promise.race([settled, new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)))]);
  clearTimeout(timer);
  return result;
}

/**
 * How long the shared connection waits for one reply. Its commands (a rate-limit script, a PUBLISH) take well under
 * a millisecond on a healthy Redis; two seconds leaves room for a busy event loop or a slow network.
 */
export const COMMAND_TIMEOUT_MS = 2000;

/**
 * How long a connection's socket may stay silent after a command before it is dropped (the shared one and every
 * dedicated one): shorter than the command's own timeout, so that the drop (Redis down) is known when the command
 * fails.
 */
export const SOCKET_TIMEOUT_MS = 1500;

/**
 * How often a dedicated connection that is up sends PING. A subscribed connection otherwise sends nothing and so
 * expects nothing: a Redis that stalls (or a partition that drops its packets without a reset) would leave it
 * waiting for messages forever. The reply must come within SOCKET_TIMEOUT_MS, so a stall is noticed within about
 * two and a half seconds and handled like a closed connection. PING is allowed in subscribe mode.
 */
export const HEARTBEAT_MS = 1000;

/** How long /readyz waits for Redis to answer a PING before it reports the instance not ready. */
export const READY_PROBE_MS = 1000;
/** How long a /readyz probe's answer is reused by the probes after it. */
const READY_PROBE_REUSE_MS = 500;

/** How long a module's start waits for its Redis subscriptions before it lets the server start without them. */
export const START_WAIT_MS = 2000;

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
  /** The last /readyz PING (answers()). */
  private probe: { at: number; pending: boolean; answer: Promise<boolean> } | undefined;
  /** A start wait gave up on Redis and no connection has been ready since: later start waits do not wait again. */
  private awayAtStart = false;

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
      client.on('ready', () => (this.unreachable = this.awayAtStart = false));
      this.shared = client;
    }
    return this.shared;
  }

  /** Whether the shared connection has failed and not recovered since. */
  get down(): boolean {
    return this.unreachable;
  }

  /**
   * Whether Redis answers a PING on the shared connection within READY_PROBE_MS (/readyz). The shared connection is
   * made lazily, by the first limited request: without this, an instance whose Redis was never reachable would be
   * reported ready until a client had been refused. A PING that fails or times out marks Redis down like any failed
   * command; one that answers means limited requests can be served.
   */
  answers(): Promise<boolean> {
    // /readyz needs no key and has no limit: concurrent probes share one PING, and its answer stands for
    // READY_PROBE_REUSE_MS, so a flood of probes is not a flood of Redis commands (nor of timers while it is away).
    const now = Date.now();
    if (this.probe && (this.probe.pending || now - this.probe.at < READY_PROBE_REUSE_MS)) return this.probe.answer;
    let answered = false;
    const ping = this.client()
      .ping()
      .then(() => (answered = true))
      .catch(() => undefined);
    const probe: { at: number; pending: boolean; answer: Promise<boolean> } = {
      at: now,
      pending: true,
      answer: settledWithin(ping, READY_PROBE_MS).then(() => {
        probe.pending = false;
        probe.at = Date.now();
        return answered && !this.unreachable;
      }),
    };
    this.probe = probe;
    return probe.answer;
  }

  /**
   * A connection of the caller's own (a subscriber, or a publisher it ends on close), named by `purpose` in the log.
   * While Redis is away it reconnects with `reconnectDelay`, and says so once when the connection is lost and once
   * when it is back — never once per attempt.
   */
  dedicated(purpose: string, options: DedicatedOptions = {}): Redis {
    // A publisher's command fails after COMMAND_TIMEOUT_MS, and is not sent again on the next connection: its caller
    // has already taken the failure (delivered locally, or left the notice to the poll).
    const publisher = options.enableOfflineQueue === false ? { commandTimeout: COMMAND_TIMEOUT_MS, autoResendUnfulfilledCommands: false } : {};
    const client = new Redis(this.url, { maxRetriesPerRequest: null, retryStrategy: reconnectDelay, socketTimeout: SOCKET_TIMEOUT_MS, ...publisher, ...options });
    const heartbeat = setInterval(() => {
      if (client.status === 'ready') client.ping().catch(() => undefined);
    }, HEARTBEAT_MS);
    heartbeat.unref();
    let lost = false;
    client.on('error', (err: Error) => {
      if (!lost) this.log.warn({ err: err.message, connection: purpose }, 'Redis connection lost; reconnecting (at most 5 s apart)');
      lost = true;
    });
    client.on('ready', () => {
      if (lost) this.log.info({ connection: purpose }, 'Redis connection back');
      lost = this.awayAtStart = false;
    });
    this.dedicatedConnections.add(client);
    client.once('end', () => {
      clearInterval(heartbeat);
      this.dedicatedConnections.delete(client);
    });
    return client;
  }

  /**
   * What a module's start does to wait for its Redis connections or subscriptions: at most START_WAIT_MS, and once
   * for the whole start while Redis is away. After one wait gave up, the next modules' waits return at once (the
   * server starts without Redis, and the connections keep trying) until a connection of this instance is ready.
   */
  async waitAtStart(promise: Promise<unknown>): Promise<void> {
    if (this.awayAtStart) return;
    if (!(await settledWithin(promise, START_WAIT_MS))) this.awayAtStart = true;
  }

  async close(): Promise<void> {
    const all = [...(this.shared ? [this.shared] : []), ...this.dedicatedConnections];
    this.shared = null;
    this.dedicatedConnections.clear();
    await Promise.all(all.map((c) => endRedis(c)));
  }
}
