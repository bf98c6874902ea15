import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv-provider.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessTokenContract } from '../oauth/index.js';
import type { Principal } from '../platform/operations/define.js';
import { rawRoute } from '../platform/http/raw-route.js';
import type { PlatformServices } from '../platform/services.js';
import { BearerError, type VerifiedToken, verifyBearerCached, wwwAuthenticate } from './bearer-gate.js';
import { callTool } from './call-tool.js';
import { MCP_ROUTE } from './route.js';
import type { GeneratedTool } from './tools-from-operations.js';

// The SDK builds an Ajv instance per server unless given one; sharing it makes a per-request server cheap.
const validator = new AjvJsonSchemaValidator();

export interface McpRouteDeps {
  contract: AccessTokenContract;
  metadataUrl: string;
  services: () => PlatformServices;
  tools: () => GeneratedTool[];
  version: string;
}

/**
 * POST /mcp: the bearer gate, then a stateless Streamable HTTP exchange (a new SDK server and transport per
 * request, JSON responses; FINDINGS "MCP on Fastify"). Fastify hands the raw request and response to the SDK.
 */
export function registerMcpRoute(app: FastifyInstance, deps: McpRouteDeps): void {
  const tokens = new WeakMap<FastifyRequest, VerifiedToken>();
  // The tool list is fixed once the engines are known: its look-up map and `tools/list` answer are built once,
  // not per request.
  let catalogue: { byName: Map<string, GeneratedTool>; list: { tools: GeneratedTool['definition'][] } } | undefined;
  const tools = () => {
    if (!catalogue) {
      const all = deps.tools();
      catalogue = { byName: new Map(all.map((t) => [t.name, t])), list: { tools: all.map((t) => t.definition) } };
    }
    return catalogue;
  };
  // The token is checked in onRequest, before the body is read or parsed: an unauthenticated caller gets 401 with
  // WWW-Authenticate (RFC 6750 §3, RFC 9728 §5.1) whatever it sent, never a 400/415 about a body it may not send.
  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      tokens.set(request, await verifyBearerCached(deps.contract, request.headers.authorization));
    } catch (err) {
      if (!(err instanceof BearerError)) throw err;
      return reply
        .code(err.status)
        .header('WWW-Authenticate', wwwAuthenticate(deps.metadataUrl, deps.contract.scope, err))
        .header('Cache-Control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ error: err.error ?? 'invalid_request', error_description: err.message }));
    }
  };
  rawRoute(app, MCP_ROUTE, { onRequest: authenticate }, async (request, reply) => {
    const verified = tokens.get(request);
    if (!verified) throw new Error('the /mcp onRequest hook did not run');
    if (verified.grantId) deps.contract.touch?.(verified.grantId);
    const principal: Principal = {
      kind: 'oauth',
      id: verified.userId,
      userId: verified.userId,
      clientId: verified.clientId,
      scopes: verified.scopes,
    };
    const { byName, list } = tools();
    const server = new Server({ name: 'lumen', version: deps.version }, {
      capabilities: { tools: { listChanged: false } },
      jsonSchemaValidator: validator,
    });
    server.setRequestHandler(ListToolsRequestSchema, async () => list);
    server.setRequestHandler(CallToolRequestSchema, async (req, extra) => {
      const tool = byName.get(req.params.name);
      if (!tool) return { isError: true, content: [{ type: 'text' as const, text: `unknown tool ${req.params.name}` }] };
      return callTool(tool, req.params.arguments, principal, {
        limiter: deps.services().rateLimiter,
        log: request.lumenLog,
        requestId: request.id,
        signal: extra.signal,
      });
    });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    // Headers set so far (request id, CORS) would be lost once the SDK writes the raw response.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value as string);
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    (request.raw as typeof request.raw & { auth?: unknown }).auth = {
      token: verified.token,
      clientId: verified.clientId,
      scopes: verified.scopes,
      expiresAt: verified.expiresAt,
      extra: { userId: verified.userId },
    };
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });
}
