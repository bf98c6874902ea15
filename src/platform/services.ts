import type { Access, Principal } from './operations/define.js';

/** Resolves the caller of a request for an access kind. Throws a 401 LumenError when the credential is bad. */
export interface Authenticator {
  authenticate(access: Access, headers: Readonly<Record<string, string | undefined>>): Promise<Principal>;
}

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix epoch seconds (rounded up) at which the oldest counted request leaves the window, i.e. a slot opens. */
  resetAt: number;
  /** Seconds until the next request would pass (0 when allowed). */
  retryAfterS: number;
}

/** A bucket's budget: at most `max` calls in any sliding window of `windowS` seconds. */
export interface BucketLimit {
  max: number;
  windowS: number;
}

/** Charges one call of `key` against the named bucket (`read`, `communio` …). */
export interface RateLimiter {
  /** Registers (or replaces) a bucket, so modules bring their own (`oauth.register` per IP, `mcp` per user). */
  define(bucket: string, limit: BucketLimit): void;
  /** Charges one call; an unknown bucket is a programming error and throws. */
  consume(bucket: string, key: string): Promise<RateLimitDecision>;
}

/** The seams that the identity module fills; the HTTP and MCP faces call them. */
export interface PlatformServices {
  authenticator: Authenticator;
  rateLimiter: RateLimiter | null;
}
