import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { crossOriginHeaders, samePreflightAs } from '../platform/http/cors.js';
import { MCP_ROUTE } from './route.js';

/**
 * `/mcp/`: a 308 to `/mcp`, which keeps the method, body and (same origin) Authorization header. The authorization
 * server takes `{PUBLIC_URL}/mcp/` as the same resource as `/mcp` (resource-indicator.ts, the gate's audience
 * check) and the SDK accepts the metadata's `/mcp` for a URL given with the slash, so such a client signs in and
 * gets its tokens: it must then reach the tool server rather than a 404. Readable across origins, and its CORS
 * preflight is answered as /mcp's: a browser does not follow a redirect answering a preflight, so without it a browser
 * client given the URL with the slash failed before its first POST. The query is kept; a token written there is refused
 * at once (`refuseFirst`, bearer-gate.ts's tokenInQueryError), not echoed in a Location to be sent again. Declared after /mcp's routes; the Origin
 * check covers it as it does /mcp (check-origin.ts).
 */
export function registerTrailingSlashRedirect(
  app: FastifyInstance,
  refuseFirst: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined,
): void {
  const addCors = crossOriginHeaders(MCP_ROUTE.cors ?? {});
  const redirect = async (request: FastifyRequest, reply: FastifyReply) => {
    addCors(reply);
    const refused = refuseFirst(request, reply);
    if (refused) return refused;
    const q = request.url.indexOf('?');
    const location = q === -1 ? MCP_ROUTE.path : `${MCP_ROUTE.path}${request.url.slice(q)}`;
    return reply.code(308).header('Location', location).header('Cache-Control', 'no-store').send();
  };
  const internal = 'the same endpoint as /mcp, written with a slash: a 308 there';
  app.route({ method: ['GET', 'POST', 'DELETE'], url: `${MCP_ROUTE.path}/`, config: { internal }, onRequest: redirect, handler: redirect });
  samePreflightAs(app, MCP_ROUTE.path, `${MCP_ROUTE.path}/`);
}
