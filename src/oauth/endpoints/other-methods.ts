import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { crossOriginHeaders } from '../../platform/http/cors.js';
import type { RawRoute } from '../../platform/http/raw-route.js';
import { OAuthError, sendOAuthError } from '../oauth-error.js';

const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Another method at an OAuth endpoint that clients call (token, revocation, registration): 405 with `Allow` (RFC
 * 9110 §15.5.6), answered like every other failure there, with an RFC 6749 §5.2 body and the route's CORS and
 * Cache-Control headers, not the platform's generic problem document (http/method-not-allowed.ts), which a browser
 * client could not read. Refused in onRequest, before any body is read.
 */
export function refuseOtherMethods(app: FastifyInstance, route: RawRoute): void {
  const allow = `OPTIONS, ${route.method}`;
  const addCors = route.cors ? crossOriginHeaders(route.cors) : undefined;
  const refuse = async (request: FastifyRequest, reply: FastifyReply) => {
    addCors?.(reply);
    if (route.cacheControl) reply.header('Cache-Control', route.cacheControl);
    const refusal = new OAuthError('invalid_request', `${request.method} is not allowed here; use ${route.method}`, 405, { Allow: allow });
    return sendOAuthError(reply, refusal);
  };
  const methods = METHODS.filter((m) => m !== route.method);
  // is405: the platform's generic 405 routes leave these methods to this one.
  app.route({ method: methods, url: route.path, config: { is405: true }, onRequest: refuse, handler: refuse });
}
