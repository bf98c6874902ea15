import type { FastifyInstance } from 'fastify';
import { MCP_SCOPE } from '../oauth/index.js';

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
    resource_signing_alg_values_supported: ['RS256'],
    resource_name: 'Lumen MCP tool server',
    resource_documentation: `${publicUrl}/docs`,
  });
  for (const path of ['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp']) {
    app.get(path, async (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=3600').type('application/json; charset=utf-8').send(document),
    );
  }
}
