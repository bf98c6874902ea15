import type { BucketLimit, RateLimitDecision } from '../services.js';

/**
 * Turns the state of one sliding log into the decision and its headers. `count` is the number of calls still
 * inside the window before this one, `oldestMs` the time of the oldest of them (or `nowMs` when there is none).
 * X-RateLimit-Reset is when the oldest counted call leaves the window, which is also when a slot opens;
 * Retry-After (denials only) is the whole seconds until then, at least 1. An accepted call's `ticket` (what the
 * store's `refund` takes back) is part of the one object made per call: this runs on every limited request.
 */
export function decide(
  limit: BucketLimit,
  count: number,
  oldestMs: number,
  nowMs: number,
  allowed: boolean,
  ticket?: number | string,
): RateLimitDecision {
  const windowMs = limit.windowS * 1000;
  const leavesAt = oldestMs + windowMs;
  if (allowed) {
    return {
      allowed: true,
      limit: limit.max,
      remaining: Math.max(0, limit.max - count - 1),
      resetAt: Math.ceil(leavesAt / 1000),
      retryAfterS: 0,
      ticket,
    };
  }
  return {
    allowed: false,
    limit: limit.max,
    remaining: 0,
    resetAt: Math.ceil(leavesAt / 1000),
    retryAfterS: Math.max(1, Math.ceil((leavesAt - nowMs) / 1000)),
  };
}
