import { problem } from '../errors/index.js';
import type { BucketLimit, MaybePromise, RateLimitDecision, RateLimiter } from '../services.js';
import type { RateLimitStore } from './store.js';

const unreachable = (cause: unknown) =>
  problem('service_unavailable', 'The rate-limit store is unreachable; try again shortly.', { cause });

/** A store call whose failure, thrown or rejected, is the 503 of an unreachable store. */
function reachable<T>(call: () => MaybePromise<T>): MaybePromise<T> {
  let result: MaybePromise<T>;
  try {
    result = call();
  } catch (err) {
    throw unreachable(err);
  }
  return result instanceof Promise
    ? result.catch((err: unknown) => {
        throw unreachable(err);
      })
    : result;
}

/** Named buckets over one store. Each bucket is a budget of its own, so budgets never mix. */
export class SlidingWindowLimiter implements RateLimiter {
  private readonly buckets = new Map<string, BucketLimit>();

  constructor(readonly store: RateLimitStore) {}

  define(bucket: string, limit: BucketLimit): void {
    if (!Number.isInteger(limit.max) || limit.max < 1) throw new Error(`bucket ${bucket}: max must be a positive integer`);
    if (!(limit.windowS > 0)) throw new Error(`bucket ${bucket}: windowS must be positive`);
    this.buckets.set(bucket, Object.freeze({ max: limit.max, windowS: limit.windowS }));
  }

  limitOf(bucket: string): BucketLimit | undefined {
    return this.buckets.get(bucket);
  }

  consume(bucket: string, key: string): MaybePromise<RateLimitDecision> {
    const limit = this.buckets.get(bucket);
    if (!limit) throw new Error(`rate-limit bucket ${bucket} is not defined`);
    return reachable(() => this.store.hit(bucket, key, limit));
  }

  refund(bucket: string, key: string, ticket: number | string): MaybePromise<void> {
    return reachable(() => this.store.refund(bucket, key, ticket));
  }

  /** The bucket's state for `key` as its next call would find it, charging nothing. */
  async peek(bucket: string, key: string): Promise<RateLimitDecision> {
    const limit = this.buckets.get(bucket);
    if (!limit) throw new Error(`rate-limit bucket ${bucket} is not defined`);
    try {
      return await this.store.peek(bucket, key, limit);
    } catch (err) {
      throw unreachable(err);
    }
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
