import { isLumenError, Refusal } from '../errors/index.js';
import { addressBucketKey, UNAUTHENTICATED_BUCKET } from '../rate-limit/client-address.js';
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
  clientAddress?: () => string,
): MaybePromise<Principal | Refusal> {
  const bucket = op.rateLimit === undefined ? engine.rateLimit : op.rateLimit;
  return admitCaller(services, op.access ?? engine.access, bucket, headers, connection, setHeader, charged, clientAddress);
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
 * Authenticates the caller and charges the rate limit, setting the X-RateLimit-* headers. A spent budget is
 * returned as its 429 problem rather than thrown: a flood of over-limit requests is the case that must stay
 * cheapest, and it should not pay for an exception.
 *
 * A bad credential throws its 401 without touching any key's budget. When the caller's address is known
 * (`clientAddress`), the refusal is charged to that address's `unauthenticated` budget instead, whose headers the
 * 401 carries (every answer of a limited engine does), and which, once spent, answers 429 in its place.
 */
export function admitCaller(
  services: PlatformServices,
  access: Access,
  bucket: string | false | undefined,
  headers: Record<string, string | undefined>,
  connection: object | undefined,
  setHeader: (name: string, value: string | number) => void,
  charged?: Charged,
  clientAddress?: () => string,
): MaybePromise<Principal | Refusal> {
  if (!bucket || !services.rateLimiter) {
    return access === 'public' ? ANONYMOUS : services.authenticator.authenticate(access, headers, connection);
  }
  const limiter = services.rateLimiter;
  let principal: MaybePromise<Principal>;
  try {
    principal = access === 'public' ? ANONYMOUS : services.authenticator.authenticate(access, headers, connection);
  } catch (err) {
    return refuseCredential(limiter, err, clientAddress, setHeader);
  }
  const charge = (p: Principal): MaybePromise<Principal | Refusal> => {
    const decision = limiter.consume(bucket, p.id);
    const told = (d: RateLimitDecision) => {
      if (charged && d.allowed && d.ticket !== undefined) charged({ bucket, key: p.id, ticket: d.ticket });
      return admit(limiter, d, p, setHeader);
    };
    return decision instanceof Promise ? decision.then(told) : told(decision);
  };
  return principal instanceof Promise
    ? principal.then(charge, (err: unknown) => refuseCredential(limiter, err, clientAddress, setHeader))
    : charge(principal);
}

/**
 * A credential's 401, charged to the budget of the caller's address: thrown as it is while that budget lasts (with
 * its headers), a 429 once it is spent. Anything else, and a 401 whose charge fails (an unreachable store), is
 * thrown unchanged: the request is refused either way, so the refusal need not wait for the store.
 */
function refuseCredential(
  limiter: NonNullable<PlatformServices['rateLimiter']>,
  err: unknown,
  clientAddress: (() => string) | undefined,
  setHeader: (name: string, value: string | number) => void,
): MaybePromise<Refusal> {
  if (clientAddress === undefined || !isLumenError(err) || err.status !== 401) throw err;
  let decision: MaybePromise<RateLimitDecision>;
  try {
    decision = limiter.consume(UNAUTHENTICATED_BUCKET, addressBucketKey(clientAddress(), 3));
  } catch {
    throw err;
  }
  const told = (d: RateLimitDecision): Refusal => {
    setBudgetHeaders(d, setHeader);
    if (d.allowed) throw err;
    return new Refusal(
      'rate_limited',
      `Too many requests without a valid credential from this address (${d.limit} per window); retry in ${d.retryAfterS} s, with a valid key.`,
      { 'retry-after': d.retryAfterS },
    );
  };
  return decision instanceof Promise
    ? decision.then(told, () => {
        throw err;
      })
    : told(decision);
}

function admit(
  limiter: object,
  decision: RateLimitDecision,
  principal: Principal,
  setHeader: (name: string, value: string | number) => void,
): Principal | Refusal {
  setBudgetHeaders(decision, setHeader);
  if (decision.allowed) return principal;
  return rateLimited(limiter, decision);
}

/** The X-RateLimit-* headers of a decision, on every answer a budget was charged for. */
function setBudgetHeaders(decision: RateLimitDecision, setHeader: (name: string, value: string | number) => void): void {
  setHeader('x-ratelimit-limit', decision.limit);
  setHeader('x-ratelimit-remaining', decision.remaining);
  setHeader('x-ratelimit-reset', decision.resetAt);
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

