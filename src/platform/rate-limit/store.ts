import type { BucketLimit, MaybePromise, RateLimitDecision } from '../services.js';

/**
 * Where sliding logs live. Both stores implement the same algorithm (see docs/rate-limits.md): a log of the
 * accepted calls' times per key; a call is accepted when fewer than `max` logged calls are younger than the
 * window, and only accepted calls are logged, so a flood of refused calls never extends a lock-out.
 */
export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  /**
   * Charges one call of `key` in `bucket` under `limit` (each bucket is a budget of its own); the memory store
   * answers at once.
   */
  hit(bucket: string, key: string, limit: BucketLimit): MaybePromise<RateLimitDecision>;
  /** What the next call would see, without charging one (the dashboard's "remaining in this window"). */
  peek(bucket: string, key: string, limit: BucketLimit): MaybePromise<RateLimitDecision>;
  /** Removes the accepted call `ticket` (from its `hit`) from the log, if it is still there. */
  refund(bucket: string, key: string, ticket: number | string): MaybePromise<void>;
  close(): Promise<void>;
}
