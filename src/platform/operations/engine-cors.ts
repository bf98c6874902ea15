import { type CrossOrigin, corsHeaderList, preflightHeaderList } from '../http/cors.js';

/**
 * The CORS policy of the engines under /v1: any origin, no credentials (`http/cors.ts`). The engines take keys in
 * X-API-Key, never cookies, so a page of any origin may call them with its own key; a preflight is answered 204
 * without authentication, and every answer (401, 429 and 400 problems included) carries the headers, so that a
 * script can read why it was refused.
 */
export const ENGINE_CROSS_ORIGIN: CrossOrigin = {
  // What the engines read: the key; a JSON body's type (communio, POST /v1/veritas/resolve); If-None-Match (ETags);
  // Idempotency-Key (communio submissions); Last-Event-ID (the communio stream). Authorization is read by no
  // engine: allowed so that a script that sends a bearer token by mistake reads the 401 naming X-API-Key.
  allowHeaders: ['X-API-Key', 'Authorization', 'Content-Type', 'If-None-Match', 'Idempotency-Key', 'Last-Event-ID'],
  // What the engines send beyond the CORS-safelisted headers: the budget (gate.ts) and when to retry, the
  // representation's ETag, where a submission went and whether it was a replay, the request id, the challenge of
  // a 401, the methods of a 405 and the file name of the iCalendar export.
  exposeHeaders: [
    'X-RateLimit-Limit',
    'X-RateLimit-Remaining',
    'X-RateLimit-Reset',
    'Retry-After',
    'ETag',
    'Location',
    'Idempotent-Replayed',
    'X-Request-Id',
    'WWW-Authenticate',
    'Allow',
    'Content-Disposition',
  ],
};

/** Engines served under /v1 are called from browsers; the platform's own (health, docs) are not. */
export function crossOriginOf(prefix: string): CrossOrigin | undefined {
  return prefix.startsWith('/v1/') ? ENGINE_CROSS_ORIGIN : undefined;
}

/** Whether a request's URL (path and query, as received) is under /v1, where the engines' policy applies. */
export function isEngineUrl(url: string): boolean {
  return url.startsWith('/v1') && (url.length === 3 || url[3] === '/' || url[3] === '?');
}

const ENGINE_CORS_HEADERS: readonly string[] = corsHeaderList(ENGINE_CROSS_ORIGIN);
const ENGINE_PREFLIGHT_HEADERS: readonly string[] = preflightHeaderList(
  ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  ENGINE_CROSS_ORIGIN.allowHeaders ?? [],
  ENGINE_CROSS_ORIGIN.exposeHeaders,
);

/**
 * The cross-origin headers (flat name/value list) of an answer given outside an operation route to a URL under
 * /v1: a path that names no engine (`/v1/nosuch`, 404), a path that cannot be decoded (400), a body refused
 * before a route took it. The same as a routed answer's, so that a browser script reads these problems too.
 * Undefined outside /v1.
 */
export function engineCorsOfUrl(url: string): readonly string[] | undefined {
  return isEngineUrl(url) ? ENGINE_CORS_HEADERS : undefined;
}

/**
 * The headers of a preflight's 204 for a /v1 URL that no route can take (its path cannot be decoded): answered like
 * any /v1 preflight, so that the browser goes on to send the request and its script reads the 400.
 */
export function enginePreflightOfUrl(url: string): readonly string[] | undefined {
  return isEngineUrl(url) ? ENGINE_PREFLIGHT_HEADERS : undefined;
}
