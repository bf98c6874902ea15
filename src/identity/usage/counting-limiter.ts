import type { SlidingWindowLimiter } from '../../platform/rate-limit/index.js';
import type { BucketLimit, MaybePromise, RateLimitDecision, RateLimiter } from '../../platform/services.js';
import type { UsageCounter } from './usage-counter.js';

/**
 * The limiter the platform's gate calls, counting each decision of the `read` bucket (whose keys are API key
 * ids) as the key's usage: the gate already asks this one question of every API-key request, admitted or
 * refused, so counting here adds no step of its own to the hot path — one comparison, one map look-up, one
 * increment — and the response cache's answers (which go through the same gate) are counted too.
 */
export function countingLimiter(limiter: SlidingWindowLimiter, usage: UsageCounter, bucket = 'read'): RateLimiter {
  return {
    define: (name: string, limit: BucketLimit) => limiter.define(name, limit),
    refund: (name: string, key: string, ticket: number | string) => limiter.refund(name, key, ticket),
    consume(name: string, key: string): MaybePromise<RateLimitDecision> {
      const decision = limiter.consume(name, key);
      if (name !== bucket) return decision;
      if (decision instanceof Promise) {
        return decision.then((d) => {
          usage.count(key, d.allowed);
          return d;
        });
      }
      usage.count(key, decision.allowed);
      return decision;
    },
  };
}
