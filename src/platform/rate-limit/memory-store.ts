import type { BucketLimit, RateLimitDecision } from '../services.js';
import { decide } from './decision.js';
import { SlidingLog } from './sliding-log.js';
import type { RateLimitStore } from './store.js';

export interface MemoryStoreOptions {
  /** How often idle keys are swept (ms). */
  sweepEveryMs?: number;
  now?: () => number;
}

/**
 * The in-process store (the seed's single-instance deployment: state resets on restart). Exact to the
 * millisecond. Memory is bounded: a key whose every call has left the window holds nothing worth keeping and is
 * evicted by a periodic sweep, so only keys active within their window are tracked, each with at most `max` times.
 */
export class MemoryStore implements RateLimitStore {
  readonly kind = 'memory' as const;
  /** bucket → key → log: two look-ups, with no per-call string building (the key's hash is cached on the string). */
  private readonly buckets = new Map<string, Map<string, SlidingLog>>();
  private readonly timer: NodeJS.Timeout;
  private readonly now: () => number;

  constructor(options: MemoryStoreOptions = {}) {
    this.now = options.now ?? Date.now;
    this.timer = setInterval(() => this.sweep(), options.sweepEveryMs ?? 30_000);
    this.timer.unref();
  }

  /** Synchronous: the in-process store never waits. */
  hit(bucket: string, key: string, limit: BucketLimit): RateLimitDecision {
    const nowMs = this.now();
    const windowMs = limit.windowS * 1000;
    let logs = this.buckets.get(bucket);
    if (logs === undefined) {
      logs = new Map();
      this.buckets.set(bucket, logs);
    }
    let log = logs.get(key);
    if (log === undefined) {
      log = new SlidingLog(windowMs);
      logs.set(key, log);
    }
    log.windowMs = windowMs;
    log.prune(nowMs);
    const count = log.size;
    const oldest = log.oldest() ?? nowMs;
    if (count >= limit.max) return decide(limit, count, oldest, nowMs, false);
    log.push(nowMs, limit.max);
    return decide(limit, count, oldest, nowMs, true, nowMs);
  }

  refund(bucket: string, key: string, ticket: number | string): void {
    if (typeof ticket === 'number') this.buckets.get(bucket)?.get(key)?.remove(ticket);
  }

  /** The state as the next call would find it; nothing is charged (a key never seen has its whole budget). */
  peek(bucket: string, key: string, limit: BucketLimit): RateLimitDecision {
    const nowMs = this.now();
    const log = this.buckets.get(bucket)?.get(key);
    log?.prune(nowMs);
    const count = log?.size ?? 0;
    const oldest = log?.oldest() ?? nowMs;
    return count >= limit.max ? decide(limit, count, oldest, nowMs, false) : { ...decide(limit, count, oldest, nowMs, true), remaining: limit.max - count };
  }

  /** Evicts every key with no call left in its window. */
  sweep(): number {
    const nowMs = this.now();
    let evicted = 0;
    for (const logs of this.buckets.values()) {
      for (const [key, log] of logs) {
        const newest = log.newest();
        if (newest === undefined || newest <= nowMs - log.windowMs) {
          logs.delete(key);
          evicted++;
        }
      }
    }
    return evicted;
  }

  /** Tracked keys and the bytes their logs hold (for the memory probe and /metrics). */
  stats(): { keys: number; logBytes: number } {
    let keys = 0;
    let logBytes = 0;
    for (const logs of this.buckets.values()) {
      keys += logs.size;
      for (const log of logs.values()) logBytes += log.bytes();
    }
    return { keys, logBytes };
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.buckets.clear();
  }
}
