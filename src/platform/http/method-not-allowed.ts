import type { FastifyInstance, HTTPMethods } from 'fastify';
import { problem } from '../errors/index.js';

const ANSWERED: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Fastify answers 404 for a known path with an unknown method; RFC 9110 §15.5.6 wants 405 with `Allow`.
 * Collects every route as it is added and, before the server starts, adds the missing methods as 405 routes.
 */
export function collectRoutesFor405(app: FastifyInstance): () => void {
  const byUrl = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if ((route.config as { is405?: boolean } | undefined)?.is405) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const set = byUrl.get(route.url) ?? new Set<string>();
    for (const m of methods) set.add(m);
    byUrl.set(route.url, set);
  });
  return () => {
    for (const [url, methods] of byUrl) {
      const missing = ANSWERED.filter((m) => !methods.has(m));
      if (missing.length === 0) continue;
      const allow = [...methods].filter((m) => m !== 'HEAD' || methods.has('GET')).sort().join(', ');
      app.route({
        method: missing,
        url,
        config: { is405: true },
        handler: async (request) => {
          throw problem('method_not_allowed', `${request.method} is not allowed here; use ${allow}.`, {
            headers: { Allow: allow },
          });
        },
      });
    }
    byUrl.clear();
  };
}
