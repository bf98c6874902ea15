import type { FastifyInstance, FastifyReply } from 'fastify';
import { allowPreflight, crossOriginHeaders } from '../platform/http/cors.js';
import { MCP_ROUTE } from './route.js';

const BODY = JSON.stringify({
  jsonrpc: '2.0',
  error: {
    code: -32000,
    message: 'Method Not Allowed: this server is stateless: no server-to-client stream to GET, no session to DELETE; POST JSON-RPC messages',
  },
  id: null,
});

/**
 * GET and DELETE /mcp: 405, as Streamable HTTP allows a server without a stream or sessions to answer (MCP
 * "Transports"), readable across origins. The SDK client opens a GET stream after `initialize` and takes a 405 as
 * "no stream"; a browser-based client only sees that 405 if the preflight allows GET and the answer carries CORS
 * headers: otherwise its fetch fails ("Failed to fetch") and the client reports an error on every connection. No
 * token is asked for: a 405 tells nothing about the user, and a 401 would send the SDK into its sign-in flow.
 */
export function registerNoStreamRoutes(app: FastifyInstance): void {
  const cors = MCP_ROUTE.cors ?? {};
  const addCors = crossOriginHeaders(cors);
  const refuse = async (_request: unknown, reply: FastifyReply) => {
    addCors(reply);
    return reply.code(405).header('Allow', 'OPTIONS, POST').type('application/json').send(BODY);
  };
  // is405: the platform's generic 405 routes (http/method-not-allowed.ts) leave these methods to this route and
  // keep answering PUT and PATCH with `Allow: OPTIONS, POST`.
  app.route({ method: ['GET', 'DELETE'], url: MCP_ROUTE.path, config: { is405: true }, onRequest: refuse, handler: refuse });
  allowPreflight(app, MCP_ROUTE.path, 'GET', cors, false);
  allowPreflight(app, MCP_ROUTE.path, 'DELETE', cors, false);
}
