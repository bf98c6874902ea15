import type { Access, Principal } from './operations/define.js';

/** A value now, or later: hot paths answer synchronously when nothing has to wait (a cached key, a memory store). */
export type MaybePromise<T> = T | Promise<T>;

/**
 * Resolves the caller of a request for an access kind. Throws (or rejects with) a 401 LumenError when the
 * credential is bad. Answers synchronously when it can (a cached key); callers simply `await` it.
 */
export interface Authenticator {
  /**
   * The caller, from the request's headers. `connection` is the request's socket when it has one: a key its
   * connection already sent need not be hashed again (identity/keys/connection-hashes.ts).
   */
  authenticate(access: Access, headers: Readonly<Record<string, string | undefined>>, connection?: object): MaybePromise<Principal>;
}

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix epoch seconds (rounded up) at which the oldest counted request leaves the window, i.e. a slot opens. */
  resetAt: number;
  /** Seconds until the next request would pass (0 when allowed). */
  retryAfterS: number;
  /** An accepted call's entry in its log (allowed decisions of the stores): what `refund` takes back. */
  ticket?: number | string;
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
  /** Charges one call (synchronously with the memory store); an unknown bucket is a programming error and throws. */
  consume(bucket: string, key: string): MaybePromise<RateLimitDecision>;
  /** Takes back an accepted call (its decision's `ticket`), as if it had never been charged. */
  refund?(bucket: string, key: string, ticket: number | string): MaybePromise<void>;
}

/** The seams that the identity module fills; the HTTP and MCP faces call them. */
export interface PlatformServices {
  authenticator: Authenticator;
  rateLimiter: RateLimiter | null;
}
