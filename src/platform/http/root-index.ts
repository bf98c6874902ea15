import { z } from 'zod';
import type { Module } from '../module.js';
import { defineOperation, raw } from '../operations/define.js';
import { escapeHtml as escape } from '../text/escape-html.js';
import { ERRORS_PAGE_CSP, wantsHtml } from './errors-page.js';

const Link = z.object({ href: z.string(), title: z.string() });
const RootIndex = z.object({
  name: z.literal('Lumen'),
  description: z.string(),
  version: z.string(),
  engines: z.array(z.object({ name: z.string(), title: z.string(), href: z.string(), description: z.string() })),
  links: z.record(z.string(), Link),
});
type RootIndex = z.infer<typeof RootIndex>;

const DESCRIPTION =
  'An API for the Catholic intellectual and devotional tradition: Scripture, the Summa, the Fathers, the saints, the prayers, the liturgical calendar, sacred sites and an intercessory prayer network.';

/** The links a module brings, when it is loaded (a deployment or a test may run without some). */
const MODULE_LINKS: Record<string, Record<string, { href: string; title: string }>> = {
  dashboard: { dashboard: { href: '/dashboard', title: 'Developer dashboard: sign in, create API keys, manage OAuth connections' } },
  mcp: { mcp: { href: '/mcp', title: 'MCP tool server (Streamable HTTP; OAuth 2.0 bearer token, scope mcp:read)' } },
  oauth: {
    oauth_authorization_server: { href: '/.well-known/oauth-authorization-server', title: 'OAuth 2.0 authorization server metadata (RFC 8414)' },
    oauth_protected_resource: { href: '/.well-known/oauth-protected-resource', title: 'Protected resource metadata of the MCP server (RFC 9728)' },
    jwks: { href: '/.well-known/jwks.json', title: 'Public keys that sign access tokens (JWKS)' },
  },
};

/** The page a browser gets: the same links, readable, with no script. */
function page(index: RootIndex): string {
  const item = (href: string, title: string) => `<li><a href="${escape(href)}">${escape(href)}</a>: ${escape(title)}</li>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>Lumen</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem}code{font-size:.95em}</style></head>
<body><main><h1>Lumen <small>${escape(index.version)}</small></h1><p>${escape(index.description)}</p>
<h2>Engines</h2><ul>${index.engines.map((e) => item(e.href, `${e.title}: ${e.description}`)).join('')}</ul>
<h2>Start here</h2><ul>${Object.values(index.links).map((l) => item(l.href, l.title)).join('')}</ul>
<p>Every <code>/v1</code> engine takes an API key in the <code>X-API-Key</code> header; create one in the dashboard.</p></main></body></html>
`;
}

/**
 * `GET /`: where a developer who only knows the address starts. JSON for programs (the engines and the documents
 * to read next, as relative links), the same as a page for a browser that asks for HTML.
 */
export function rootIndexOperation(deps: { modules: () => Module[]; version: string }, anyQuery: z.ZodObject) {
  let built: RootIndex | undefined;
  const index = (): RootIndex => {
    if (built) return built;
    const modules = deps.modules();
    const engines = modules
      .flatMap((m) => m.engines ?? [])
      .filter((e) => e.prefixes.some((p) => p.startsWith('/v1/')))
      .map((e) => ({ name: e.name, title: e.title, href: e.prefixes.find((p) => p.startsWith('/v1/')) as string, description: e.description }));
    const links: RootIndex['links'] = {
      docs: { href: '/docs', title: 'API reference (rendered from the OpenAPI document)' },
      openapi: { href: '/openapi.json', title: 'OpenAPI 3.1 document of every REST endpoint' },
      errors: { href: '/docs/errors', title: 'Every problem code, what it means and what to do' },
    };
    for (const m of modules) Object.assign(links, MODULE_LINKS[m.name]);
    Object.assign(links, { health: { href: '/healthz', title: 'Liveness' }, ready: { href: '/readyz', title: 'Readiness: storage and datasets' } });
    built = Object.freeze({ name: 'Lumen' as const, description: DESCRIPTION, version: deps.version, engines, links });
    return built;
  };
  return defineOperation({
    id: 'platform.index',
    summary: 'The service root: its engines and the documents to read next (a page for a browser that asks for HTML)',
    method: 'GET',
    path: '/',
    query: anyQuery,
    output: RootIndex,
    alternates: [{ contentType: 'text/html; charset=utf-8', description: 'the same links as a page' }],
    handler: (_input, ctx) => {
      ctx.setHeader('Vary', 'Accept');
      if (ctx.face === 'rest' && wantsHtml(ctx.headers.accept)) {
        return raw('text/html; charset=utf-8', page(index()), { 'Content-Security-Policy': ERRORS_PAGE_CSP, 'X-Content-Type-Options': 'nosniff' });
      }
      return index();
    },
  });
}
