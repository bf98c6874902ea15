import { Refusal } from '../errors/index.js';
import type { MaybePromise, PlatformServices, RateLimitDecision } from '../services.js';
import { ANONYMOUS, type Access, type Engine, type Operation, type Principal } from './define.js';

/**
 * The request header that carries the credential of an access kind (what `Authenticator.authenticate` reads): an
 * API or tenant key in X-API-Key, a portal sign-in in Authorization, nothing for public operations. Every answer of
 * a route that reads one names it in `Vary` (rest-routes.ts, response-cache.ts): the answer, its X-RateLimit-*
 * headers and whether it is a 200 or a 401/429 depend on it, so a cache that keys by URL alone must not hand one
 * caller's answer to another.
 */
export function credentialHeaderOf(access: Access): string | undefined {
  if (access === 'apiKey' || access === 'tenantKey') return 'X-API-Key';
  if (access === 'portal') return 'Authorization';
  return undefined;
}

/** An operation's gate: its access kind and bucket, or the engine's. */
export function gate(
  services: PlatformServices,
  engine: Engine,
  op: Operation,
  headers: Record<string, string | undefined>,
  connection: object | undefined,
  setHeader: (name: string, value: string | number) => void,
  charged?: Charged,
): MaybePromise<Principal | Refusal> {
  const bucket = op.rateLimit === undefined ? engine.rateLimit : op.rateLimit;
  return admitCaller(services, op.access ?? engine.access, bucket, headers, connection, setHeader, charged);
}

/** An accepted charge: what `RateLimiter.refund` needs to take it back. */
export interface Charge {
  bucket: string;
  key: string;
  ticket: number | string;
}
export type Charged = (charge: Charge) => void;

/**
 * The one "authenticate, then charge, then refuse" of Lumen (every operation, the communio stream included).
 * Authenticates the caller (a bad credential throws its 401, before any budget
 * is touched) and charges the rate limit, setting the X-RateLimit-* headers. A spent budget is returned as its 429
 * problem rather than thrown: a flood of over-limit requests is the case that must stay cheapest, and it should
 * not pay for an exception.
 */
export function admitCaller(
  services: PlatformServices,
  access: Access,
  bucket: string | false | undefined,
  headers: Record<string, string | undefined>,
  connection: object | undefined,
  setHeader: (name: string, value: string | number) => void,
  charged?: Charged,
): MaybePromise<Principal | Refusal> {
  const principal = access === 'public' ? ANONYMOUS : services.authenticator.authenticate(access, headers, connection);
  if (!bucket || !services.rateLimiter) return principal;
  const limiter = services.rateLimiter;
  const charge = (p: Principal): MaybePromise<Principal | Refusal> => {
    const decision = limiter.consume(bucket, p.id);
    const told = (d: RateLimitDecision) => {
      if (charged && d.allowed && d.ticket !== undefined) charged({ bucket, key: p.id, ticket: d.ticket });
      return admit(limiter, d, p, setHeader);
    };
    return decision instanceof Promise ? decision.then(told) : told(decision);
  };
  return principal instanceof Promise ? principal.then(charge) : charge(principal);
}

function admit(
  limiter: object,
  decision: RateLimitDecision,
  principal: Principal,
  setHeader: (name: string, value: string | number) => void,
): Principal | Refusal {
  setHeader('x-ratelimit-limit', decision.limit);
  setHeader('x-ratelimit-remaining', decision.remaining);
  setHeader('x-ratelimit-reset', decision.resetAt);
  if (decision.allowed) return principal;
  return rateLimited(limiter, decision);
}

/** The 429 of a spent budget (the decision's X-RateLimit-* headers are set by the caller). */
export function rateLimited(limiter: object, decision: RateLimitDecision): Refusal {
  return new Refusal('rate_limited', refusalDetail(limiter, decision.limit, decision.retryAfterS), { 'retry-after': decision.retryAfterS });
}

/**
 * Each app's last refusal detail, keyed by its limiter (one per app, so two apps in one process share nothing): a
 * refused flood asks for the same detail, and the problem body then reuses its JSON.
 */
const lastRefusal = new WeakMap<object, { limit: number; retryAfterS: number; detail: string }>();

function refusalDetail(limiter: object, limit: number, retryAfterS: number): string {
  const last = lastRefusal.get(limiter);
  if (last !== undefined && last.limit === limit && last.retryAfterS === retryAfterS) return last.detail;
  const detail = `Rate limit of ${limit} requests exceeded; retry in ${retryAfterS} s.`;
  lastRefusal.set(limiter, { limit, retryAfterS, detail });
  return detail;
}

