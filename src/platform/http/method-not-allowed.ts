import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { problem } from '../errors/index.js';
import { allowOf } from './cors.js';

const ANSWERED: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Fastify answers 404 for a known path with an unknown method; RFC 9110 §15.5.6 wants 405 with `Allow`, and
 * OPTIONS a 204 with `Allow` (§9.3.7).
 * Collects every route as it is added and, before the server starts, adds the missing methods as 405 routes
 * (an engine's operation paths have their own, which authenticate and charge first: operations/rest-routes.ts).
 */
export function collectRoutesFor405(app: FastifyInstance): () => void {
  /** Per URL: the methods its routes answer, and those already taken by a route of its own that answers 405. */
  const byUrl = new Map<string, { methods: Set<string>; taken: Set<string> }>();
  app.addHook('onRoute', (route) => {
    const is405 = (route.config as { is405?: boolean } | undefined)?.is405 === true;
    const entry = byUrl.get(route.url) ?? { methods: new Set<string>(), taken: new Set<string>() };
    for (const m of Array.isArray(route.method) ? route.method : [route.method]) (is405 ? entry.taken : entry.methods).add(m);
    byUrl.set(route.url, entry);
  });
  return () => {
    for (const [url, { methods, taken }] of byUrl) {
      // A URL answered only by 405 routes (an engine's catch-all) needs nothing more.
      if (methods.size === 0) continue;
      const missing = ANSWERED.filter((m) => !methods.has(m) && !taken.has(m));
      const usable = [...methods].filter((m) => m !== 'OPTIONS' && (m !== 'HEAD' || methods.has('GET'))).sort();
      // Every URL here answers OPTIONS (its own route, or the one added below), so its 405 lists it too.
      const allow = [...usable, 'OPTIONS'].sort().join(', ');
      // OPTIONS asks which methods the resource takes (RFC 9110 §9.3.7): a URL with no OPTIONS route of its own (a
      // CORS preflight) answers 204 with `Allow`, never 404 for a resource that exists. No CORS headers: a
      // browser's preflight of a route that takes no cross-origin calls still fails, as it should.
      if (!methods.has('OPTIONS') && !taken.has('OPTIONS')) {
        const allowed = allowOf(methods);
        const options = async (_request: FastifyRequest, reply: FastifyReply) => reply.code(204).header('Allow', allowed).send();
        app.route({ method: 'OPTIONS', url, handler: options });
      }
      if (missing.length === 0) continue;
      // Refused in onRequest, before any body is read: a DELETE with an empty JSON body is a 405, not a 400.
      const refuse = async (request: FastifyRequest) => {
        throw problem('method_not_allowed', `${request.method} is not allowed here; use ${usable.join(', ')}.`, {
          headers: { Allow: allow },
        });
      };
      app.route({ method: missing, url, config: { is405: true }, onRequest: refuse, handler: refuse });
    }
    byUrl.clear();
  };
}
