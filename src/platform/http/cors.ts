import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { addRouteHook } from './route-kinds.js';

export interface CorsOptions {
  /** Methods the paths answer (the preflight lists them). */
  methods: string[];
  /** Request headers a browser may send (beyond the CORS-safelisted ones). */
  allowHeaders?: string[];
  /** Response headers a browser script may read. */
  exposeHeaders?: string[];
}

/**
 * CORS for routes that browser-based clients call across origins (the OAuth discovery documents, token and
 * registration endpoints, /mcp). Any origin may call them: they take no cookies, only bearer tokens or nothing,
 * so `Access-Control-Allow-Origin: *` without credentials is safe (Fetch standard, CORS protocol). Each path gets
 * an OPTIONS route answering the preflight with 204 and no authentication.
 *
 * The headers are added by a route-level hook attached as the routes are declared (so call this before
 * registering them): a global hook would cost every other request of the server a look-up.
 */
export function enableCors(app: FastifyInstance, paths: string[], options: CorsOptions): void {
  const set = new Set(paths);
  const allowHeaders = (options.allowHeaders ?? ['Content-Type', 'Authorization']).join(', ');
  const methods = [...new Set([...options.methods, 'OPTIONS'])].join(', ');
  const expose = options.exposeHeaders?.length ? options.exposeHeaders.join(', ') : undefined;
  const addHeaders: onRequestHookHandler = (_request, reply, done) => {
    reply.header('Access-Control-Allow-Origin', '*');
    if (expose) reply.header('Access-Control-Expose-Headers', expose);
    reply.header('Vary', 'Origin');
    done();
  };
  app.addHook('onRoute', (route) => {
    if (set.has(route.url)) addRouteHook(route, 'onRequest', addHeaders, 'first');
  });
  for (const path of paths) {
    app.options(path, async (_request, reply) =>
      reply
        .code(204)
        .header('Access-Control-Allow-Methods', methods)
        .header('Access-Control-Allow-Headers', allowHeaders)
        .header('Access-Control-Max-Age', '86400')
        .send(),
    );
  }
}
