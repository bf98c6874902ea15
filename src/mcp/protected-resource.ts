import type { FastifyInstance } from 'fastify';
import { MCP_SCOPE, mcpResourceUrl } from '../oauth/index.js';
import type { LoopbackAliases } from '../platform/http/loopback-aliases.js';
import { rawRoute } from '../platform/http/raw-route.js';

const json = { 'application/json': { schema: { type: 'object' } } };
/** Each metadata URL, and the suffix its `resource` has after the MCP URL (RFC 9728 §3.3: the URL's own spelling). */
const SUMMARIES: Record<string, [operationId: string, summary: string, suffix: '' | '/']> = {
  '/.well-known/oauth-protected-resource': ['mcp.resourceMetadata', 'Protected resource metadata (RFC 9728)', ''],
  '/.well-known/oauth-protected-resource/mcp': ['mcp.resourceMetadataForPath', 'Protected resource metadata for /mcp (RFC 9728 §3.1)', ''],
  '/.well-known/oauth-protected-resource/mcp/': [
    'mcp.resourceMetadataForPathWithSlash',
    'Protected resource metadata for /mcp/, the same resource written with a slash (RFC 9728 §3.1, §3.3)',
    '/',
  ],
};

/**
 * RFC 9728 protected-resource metadata for the MCP resource, at both the path-suffixed well-known URL (§3.1, which
 * MCP clients try first) and the root. `resource` is byte-identical to the MCP URL (§3.3: the client checks it
 * against the URL it was given): with PUBLIC_URL unset, a request whose Host is a loopback alias of the default
 * public URL (platform/http/loopback-aliases.ts, a fixed set) gets it in that spelling; any other Host gets the
 * public URL's. The authorization server stays the public URL, which accepts every alias as the same resource.
 * A client given `/mcp/` (trailing-slash.ts) asks at `/.well-known/oauth-protected-resource/mcp/` (§3.1 keeps the
 * path as written) and must find `resource` written with the slash there (§3.3), or a strict client stops; the
 * authorization server and the bearer gate take that spelling as `/mcp`.
 */
export function registerProtectedResourceMetadata(app: FastifyInstance, publicUrl: string, resource: string, aliases: LoopbackAliases): void {
  const documentFor = (spelling: string) =>
    JSON.stringify({
      resource: spelling,
      authorization_servers: [publicUrl],
      scopes_supported: [MCP_SCOPE],
      bearer_methods_supported: ['header'],
      resource_name: 'Lumen MCP tool server',
      resource_documentation: `${publicUrl}/docs`,
    });
  for (const [path, [operationId, summary, suffix]] of Object.entries(SUMMARIES)) {
    const document = documentFor(resource + suffix);
    const byOrigin = new Map(aliases.origins.map((origin) => [origin, documentFor(mcpResourceUrl(origin) + suffix)]));
    rawRoute(
      app,
      {
        method: 'GET',
        path,
        openapi: { tags: ['MCP'], operationId, summary, responses: { '200': { description: 'metadata', content: json } } },
        cors: {},
        cacheControl: 'public, max-age=3600',
      },
      async (request, reply) => {
        const origin = aliases.originFor(request.headers.host);
        return reply.type('application/json; charset=utf-8').send((origin && byOrigin.get(origin)) ?? document);
      },
    );
  }
}
