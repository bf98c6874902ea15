import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { problem } from '../platform/errors/index.js';
import { sendProblem } from '../platform/http/problem-reply.js';
import { addRouteHook } from '../platform/http/route-kinds.js';

/** Whether a request's `Origin` header may reach /mcp. */
export type OriginAllowed = (origin: string | undefined) => boolean;

/**
 * MCP "Transports", Streamable HTTP, "Security Warning": servers must validate `Origin` on every incoming
 * connection and answer 403 when it is present and not allowed, against DNS rebinding: a page of another site whose
 * name is made to resolve to this server (a local one, or one behind a firewall) reaches it as if same-origin, so
 * CORS never asks; only `Origin` still names the page's site. Allowed: no `Origin` at all (MCP clients outside a
 * browser send none), the public URL's own origin, its loopback aliases while PUBLIC_URL is unset (a page this server
 * serves at `http://127.0.0.1:PORT`: platform/http/loopback-aliases.ts, a fixed set on the server's own port, which
 * no other site's page can have as its origin) and the ones configured (`MCP_ALLOWED_ORIGINS`), compared exactly
 * with the header as browsers serialize it. `Host` is never trusted for this: under rebinding it names the
 * attacker's site, and so does `Origin`.
 */
export function originPolicy(publicUrl: string, allowed: readonly string[], aliases: readonly string[] = []): OriginAllowed {
  const origins = new Set([new URL(publicUrl).origin, ...aliases, ...allowed]);
  return (origin) => origin === undefined || origins.has(origin);
}

/** The Origin as the detail of a problem quotes it: a header may be long, and is the caller's own text. */
const quoted = (origin: string) => JSON.stringify(origin.length > 100 ? `${origin.slice(0, 100)}…` : origin);

/**
 * Adds the Origin check as the first onRequest hook of every route at `path`, whatever its method (the POST, the
 * 405s of GET and DELETE, the CORS preflight, the generic 405 of PUT and PATCH), and at `path` written with a trailing
 * slash, the same endpoint (its 308 and preflight: trailing-slash.ts): a refused request gets a 403 problem before its
 * token or body is looked at, and nothing runs. Called before those routes are declared.
 */
export function checkOriginOf(app: FastifyInstance, path: string, allowed: OriginAllowed, publicUrl: string): void {
  const check: onRequestHookHandler = (request: FastifyRequest, reply: FastifyReply, done) => {
    const { origin } = request.headers;
    if (allowed(origin)) return done();
    request.lumenLog.debug({ event: 'mcp.origin_refused', origin: origin!.slice(0, 100) }, 'origin refused at /mcp');
    const detail = `Origin ${quoted(origin!)} may not call ${path}: only pages of this server's own origin and of the origins its operator allows (MCP_ALLOWED_ORIGINS) may; clients outside a browser send no Origin.`;
    sendProblem(request, reply, problem('origin_not_allowed', detail), publicUrl);
  };
  app.addHook('onRoute', (route) => {
    if (route.url === path || route.url === `${path}/`) addRouteHook(route, 'onRequest', check, 'first');
  });
}
