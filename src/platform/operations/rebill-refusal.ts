import { Refusal, isLumenError } from '../errors/index.js';
import type { RateLimiter } from '../services.js';
import { type Charge, rateLimited } from './gate.js';

export type { Charge };

/** A refusal of the caller's input (4xx), not of the caller (401, 429: a Refusal) nor a fault of ours (5xx). */
export function refusesInput(err: unknown): boolean {
  return !(err instanceof Refusal) && isLumenError(err) && err.status >= 400 && err.status < 500;
}

/**
 * An operation's refusal moves its charge to the operation's `refusalRateLimit` bucket: the slot taken in its own
 * bucket is given back, one is charged in the other, and the answer's X-RateLimit-* headers are that bucket's (the
 * bucket it was charged to, as on every answer). Resolves to the 429 to send instead when that bucket is spent.
 */
export async function rebillRefusal(
  limiter: RateLimiter,
  charge: Charge,
  bucket: string,
  setHeader: (name: string, value: string | number) => void,
): Promise<Refusal | undefined> {
  await limiter.refund?.(charge.bucket, charge.key, charge.ticket);
  const decision = await limiter.consume(bucket, charge.key);
  setHeader('x-ratelimit-limit', decision.limit);
  setHeader('x-ratelimit-remaining', decision.remaining);
  setHeader('x-ratelimit-reset', decision.resetAt);
  return decision.allowed ? undefined : rateLimited(limiter, decision);
}
