/** OpenAPI entries for the MCP endpoints (the protocol itself is JSON-RPC, described by the MCP specification). */
export function mcpOpenApiPaths(): Record<string, unknown> {
  const json = { 'application/json': { schema: { type: 'object' } } };
  return {
    '/mcp': {
      post: {
        tags: ['MCP'],
        operationId: 'mcp.post',
        summary: 'MCP tool server (Streamable HTTP, stateless): tools/list and tools/call with a Lumen access token',
        requestBody: { required: true, content: json },
        responses: {
          '200': { description: 'JSON-RPC response', content: json },
          '401': { description: 'no valid access token; see WWW-Authenticate' },
          '403': { description: 'the token lacks mcp:read' },
        },
      },
    },
    '/.well-known/oauth-protected-resource': {
      get: { tags: ['MCP'], operationId: 'mcp.resourceMetadata', summary: 'Protected resource metadata (RFC 9728)', responses: { '200': { description: 'metadata', content: json } } },
    },
    '/.well-known/oauth-protected-resource/mcp': {
      get: { tags: ['MCP'], operationId: 'mcp.resourceMetadataForPath', summary: 'Protected resource metadata for /mcp (RFC 9728 §3.1)', responses: { '200': { description: 'metadata', content: json } } },
    },
  };
}
