import type { FastifyInstance } from 'fastify';
import { MCP_SCOPE } from '../oauth/index.js';
import { rawRoute } from '../platform/http/raw-route.js';

const json = { 'application/json': { schema: { type: 'object' } } };
const SUMMARIES: Record<string, [operationId: string, summary: string]> = {
  '/.well-known/oauth-protected-resource': ['mcp.resourceMetadata', 'Protected resource metadata (RFC 9728)'],
  '/.well-known/oauth-protected-resource/mcp': ['mcp.resourceMetadataForPath', 'Protected resource metadata for /mcp (RFC 9728 §3.1)'],
};

/**
 * RFC 9728 protected-resource metadata for the MCP resource, at both the path-suffixed well-known URL (§3.1, which
 * MCP clients try first) and the root. `resource` is byte-identical to the MCP URL.
 */
export function registerProtectedResourceMetadata(app: FastifyInstance, publicUrl: string, resource: string): void {
  const document = JSON.stringify({
    resource,
    authorization_servers: [publicUrl],
    scopes_supported: [MCP_SCOPE],
    bearer_methods_supported: ['header'],
    resource_name: 'Lumen MCP tool server',
    resource_documentation: `${publicUrl}/docs`,
  });
  for (const [path, [operationId, summary]] of Object.entries(SUMMARIES)) {
    rawRoute(
      app,
      {
        method: 'GET',
        path,
        openapi: { tags: ['MCP'], operationId, summary, responses: { '200': { description: 'metadata', content: json } } },
        cors: {},
        cacheControl: 'public, max-age=3600',
      },
      async (_request, reply) => reply.type('application/json; charset=utf-8').send(document),
    );
  }
}
