import type { BucketLimit, RateLimitDecision } from '../services.js';
import { decide } from './decision.js';
import { SlidingLog } from './sliding-log.js';
import type { RateLimitStore } from './store.js';

interface Entry {
  log: SlidingLog;
  windowMs: number;
}

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
  private readonly entries = new Map<string, Entry>();
  private readonly timer: NodeJS.Timeout;
  private readonly now: () => number;

  constructor(options: MemoryStoreOptions = {}) {
    this.now = options.now ?? Date.now;
    this.timer = setInterval(() => this.sweep(), options.sweepEveryMs ?? 30_000);
    this.timer.unref();
  }

  async hit(key: string, limit: BucketLimit): Promise<RateLimitDecision> {
    return this.hitSync(key, limit);
  }

  hitSync(key: string, limit: BucketLimit): RateLimitDecision {
    const nowMs = this.now();
    const windowMs = limit.windowS * 1000;
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { log: new SlidingLog(Math.min(2, limit.max)), windowMs };
      this.entries.set(key, entry);
    }
    entry.windowMs = windowMs;
    entry.log.prune(nowMs, windowMs);
    const count = entry.log.size;
    const oldest = entry.log.oldest() ?? nowMs;
    if (count >= limit.max) return decide(limit, count, oldest, nowMs, false);
    entry.log.push(nowMs, limit.max);
    return decide(limit, count, oldest, nowMs, true);
  }

  /** Evicts every key with no call left in its window. */
  sweep(): number {
    const nowMs = this.now();
    let evicted = 0;
    for (const [key, entry] of this.entries) {
      const newest = entry.log.newest();
      if (newest === undefined || newest <= nowMs - entry.windowMs) {
        this.entries.delete(key);
        evicted++;
      }
    }
    return evicted;
  }

  /** Tracked keys and the bytes their logs hold (for the memory probe and /metrics). */
  stats(): { keys: number; logBytes: number } {
    let logBytes = 0;
    for (const entry of this.entries.values()) logBytes += entry.log.bytes();
    return { keys: this.entries.size, logBytes };
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.entries.clear();
  }
}
