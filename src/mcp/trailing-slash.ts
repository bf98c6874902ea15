import type { FastifyInstance, FastifyReply } from 'fastify';
import { crossOriginHeaders } from '../platform/http/cors.js';
import { MCP_ROUTE } from './route.js';

/**
 * `/mcp/`: a 308 to `/mcp`, which keeps the method, body and (same origin) Authorization header. The authorization
 * server takes `{PUBLIC_URL}/mcp/` as the same resource as `/mcp` (resource-indicator.ts, the gate's audience
 * check) and the SDK accepts the metadata's `/mcp` for a URL given with the slash, so such a client signs in and
 * gets its tokens: it must then reach the tool server rather than a 404. Readable across origins.
 */
export function registerTrailingSlashRedirect(app: FastifyInstance): void {
  const addCors = crossOriginHeaders(MCP_ROUTE.cors ?? {});
  const redirect = async (_request: unknown, reply: FastifyReply) => {
    addCors(reply);
    return reply.code(308).header('Location', MCP_ROUTE.path).header('Cache-Control', 'no-store').send();
  };
  const internal = 'the same endpoint as /mcp, written with a slash: a 308 there';
  app.route({ method: ['GET', 'POST', 'DELETE'], url: `${MCP_ROUTE.path}/`, config: { internal }, onRequest: redirect, handler: redirect });
}
