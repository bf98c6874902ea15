import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { LoopbackAliases } from './loopback-aliases.js';
import { addRouteHook } from './route-kinds.js';

/**
 * Pages a person opens in a browser, and the sign-in round trips they start: their cookies belong to one host, and
 * the identity provider sends the browser back to the public URL, so a sign-in begun at another spelling of it would
 * come back without its cookie.
 */
const PAGE_PREFIXES = ['/dashboard', '/docs', '/oauth/login', '/dev-idp/authorize'];
// `/oauth/authorize` sends itself to the public URL (oauth/endpoints/authorize.ts): it carries the issuer spelling
// the client discovered, which the authorization response's `iss` must name.

const isPage = (route: string) => PAGE_PREFIXES.some((p) => route === p || route.startsWith(`${p}/`));

/**
 * With PUBLIC_URL unset, a browser that opened a page at a loopback alias of the default public URL
 * (`http://127.0.0.1:8080/dashboard`, the start log's `address`) is sent to the same page at the public URL
 * (`http://localhost:8080/dashboard`) with a 307, before anything else runs: only GET and HEAD, only the pages above,
 * only a Host of the fixed alias set (never a Host echoed back). APIs answer at every spelling and are not redirected:
 * the check is a hook of the page routes alone (added as they are declared, so call this before them), not of every
 * request.
 */
export function redirectPagesToPublicUrl(app: FastifyInstance, publicUrl: string, aliases: LoopbackAliases): void {
  const canonical = new URL(publicUrl).origin;
  if (aliases.origins.length === 0) return;
  const hook: onRequestHookHandler = (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const origin = aliases.originFor(request.headers.host);
    if (origin === undefined || origin === canonical) return done();
    reply.code(307).header('location', `${canonical}${request.url}`).header('cache-control', 'no-store').send();
  };
  app.addHook('onRoute', (route) => {
    if (isPage(route.url)) addRouteHook(route, 'onRequest', hook, 'first');
  });
}
