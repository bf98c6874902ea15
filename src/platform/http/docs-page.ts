import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DOCS_CSS, DOCS_INIT } from './docs-assets.js';
import { ERRORS_PAGE_CSP, errorsPage, wantsHtml } from './errors-page.js';

const require = createRequire(import.meta.url);

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lumen API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
<link rel="stylesheet" href="/docs/assets/lumen.css"></head>
<body><div id="ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/init.js"></script></body></html>`;

/**
 * `GET /docs` renders the OpenAPI document with Swagger UI, whose assets come from the `swagger-ui-dist` npm
 * package and are served by Lumen itself (no CDN). `GET /docs/errors` is the error catalogue that every
 * problem's `type` points to: Markdown for programs, a page for browsers (errors-page.ts).
 */
export function registerDocsPage(app: FastifyInstance, errorsMarkdown: () => string): void {
  // Resolve the folder only: requiring the package would load the whole UI bundle into the server.
  const dist = dirname(require.resolve('swagger-ui-dist/package.json'));
  const cache = new Map<string, Buffer>();
  const csp = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'";
  // The documentation's own pages: the OpenAPI document describes the API, not the viewer that renders it.
  const internal = { config: { internal: 'documentation viewer' } };
  // Every answer here is sent as the type it declares: no browser may sniff an asset into something else.
  const typed = (reply: FastifyReply, type: string) => reply.type(type).header('X-Content-Type-Options', 'nosniff');
  app.get('/docs', internal, async (_request, reply) =>
    typed(reply, 'text/html; charset=utf-8').header('Content-Security-Policy', csp).send(PAGE),
  );
  app.get('/docs/assets/init.js', internal, async (_request, reply) =>
    typed(reply, 'text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(DOCS_INIT),
  );
  app.get('/docs/assets/lumen.css', internal, async (_request, reply) =>
    typed(reply, 'text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(DOCS_CSS),
  );
  app.get<{ Params: { file: string } }>('/docs/assets/:file', internal, async (request, reply) => {
    const type = ASSETS[request.params.file];
    if (!type) return reply.callNotFound();
    let body = cache.get(request.params.file);
    if (!body) {
      body = readFileSync(join(dist, request.params.file));
      cache.set(request.params.file, body);
    }
    return typed(reply, type).header('Cache-Control', 'public, max-age=86400').send(body);
  });
  app.get('/docs/errors', internal, async (request, reply) => {
    reply.header('Vary', 'Accept');
    if (!wantsHtml(request.headers.accept)) return typed(reply, 'text/markdown; charset=utf-8').send(errorsMarkdown());
    return typed(reply, 'text/html; charset=utf-8').header('Content-Security-Policy', ERRORS_PAGE_CSP).send(errorsPage(errorsMarkdown()));
  });
}
