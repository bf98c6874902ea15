import type { RawRoute } from '../platform/http/raw-route.js';

const json = { 'application/json': { schema: { type: 'object' } } };

/**
 * POST /mcp as declared (transport.ts registers it with its handler): the OpenAPI entry (the protocol itself is
 * JSON-RPC, described by the MCP specification) and the CORS policy — FINDINGS point 8: browser clients send
 * MCP-Protocol-Version and must read WWW-Authenticate.
 */
export const MCP_ROUTE: RawRoute = {
  method: 'POST',
  path: '/mcp',
  // The tools read; nothing a call does needs to be durable before its answer.
  writes: 'none',
  openapi: {
    tags: ['MCP'],
    operationId: 'mcp.post',
    summary: 'MCP tool server (Streamable HTTP, stateless): tools/list and tools/call with a Lumen access token',
    requestBody: { required: true, content: json },
    responses: {
      '200': { description: 'JSON-RPC response', content: json },
      '400': { description: 'a malformed Authorization header or an access token in the query string (invalid_request; see WWW-Authenticate), or a JSON-RPC message that cannot be read' },
      '401': { description: 'no valid access token; see WWW-Authenticate' },
      '403': { description: 'the token lacks mcp:read, or the request comes from a browser page of an origin not allowed (problem origin_not_allowed)' },
    },
  },
  cors: {
    allowHeaders: ['Content-Type', 'Authorization', 'Accept', 'MCP-Protocol-Version', 'Mcp-Session-Id', 'Last-Event-ID'],
    exposeHeaders: ['WWW-Authenticate', 'Mcp-Session-Id', 'MCP-Protocol-Version'],
  },
};
