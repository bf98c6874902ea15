import type { FastifyInstance } from 'fastify';

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
 */
export function enableCors(app: FastifyInstance, paths: string[], options: CorsOptions): void {
  const set = new Set(paths);
  const allowHeaders = (options.allowHeaders ?? ['Content-Type', 'Authorization']).join(', ');
  const methods = [...new Set([...options.methods, 'OPTIONS'])].join(', ');
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.routeOptions.url;
    if (url !== undefined && set.has(url)) {
      reply.header('Access-Control-Allow-Origin', '*');
      if (options.exposeHeaders?.length) reply.header('Access-Control-Expose-Headers', options.exposeHeaders.join(', '));
      reply.header('Vary', 'Origin');
    }
    done();
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
