import type { FastifyInstance } from 'fastify';
import { type RawRoute, rawRoute } from '../../platform/http/raw-route.js';
import { addressBucketKey } from '../../platform/rate-limit/client-address.js';
import { validateClientMetadata } from '../clients/validate-metadata.js';
import { MCP_SCOPE } from '../contract.js';
import type { OAuthContext } from '../context.js';
import { OAuthError, oauthErrorHandler, requireJson, sendOAuthError } from '../oauth-error.js';
import { NO_STORE, jsonObject, oauthErrorResponse, str } from './openapi-shapes.js';
import { refuseOtherMethods } from './other-methods.js';

const REGISTER_ROUTE: RawRoute = {
  method: 'POST',
  path: '/oauth/register',
  openapi: {
    tags: ['OAuth'],
    operationId: 'oauth.register',
    summary: 'Dynamic client registration (RFC 7591): public clients',
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['redirect_uris'],
            properties: {
              redirect_uris: { type: 'array', items: str },
              client_name: str,
              grant_types: { type: 'array', items: { enum: ['authorization_code', 'refresh_token'] } },
              token_endpoint_auth_method: {
                type: 'string',
                description: 'none; another registered method (client_secret_post, client_secret_basic, …) is registered as none, as the response says',
              },
            },
          },
        },
      },
    },
    responses: { '201': jsonObject('client information'), '400': oauthErrorResponse, '429': oauthErrorResponse },
  },
  // A browser client reads when to try again after a 429.
  cors: { exposeHeaders: ['Retry-After'] },
  cacheControl: NO_STORE,
};

/**
 * RFC 7591 dynamic client registration: open (no initial access token), public clients only, rate limited per
 * IP address. 201 with the client information response (§3.2.1).
 */
export function registerRegistrationRoute(app: FastifyInstance, ctx: OAuthContext): void {
  refuseOtherMethods(app, REGISTER_ROUTE);
  rawRoute(app, REGISTER_ROUTE, { errorHandler: oauthErrorHandler('invalid_client_metadata', requireJson) }, async (request, reply) => {
    try {
      const limiter = ctx.services.rateLimiter;
      if (limiter) {
        const decision = await limiter.consume('oauth-register', addressBucketKey(request.ip));
        if (!decision.allowed) {
          reply.header('Retry-After', String(decision.retryAfterS));
          // RFC 7591 §3.2.2 lets a server use codes beyond its own; no registered one means "too many requests"
          // (`slow_down` is the device flow's polling signal, RFC 8628 §3.5; `temporarily_unavailable` is the
          // authorization endpoint's, for the server's own overload). This is the status's name (RFC 6585 §4), and
          // what the MCP SDK's authorization server answers and its client reads as TooManyRequestsError.
          throw new OAuthError('too_many_requests', `too many registrations from this address; retry in ${decision.retryAfterS} s`, 429);
        }
      }
      requireJson(request.headers['content-type']);
      const meta = validateClientMetadata(request.body, { registration: true });
      const client = await ctx.clients.register(meta);
      ctx.log.info({ event: 'client.registered', client: client.id, ip: request.ip }, 'client registered');
      return reply
        .code(201)
        .type('application/json; charset=utf-8')
        .send(
          JSON.stringify({
            client_id: client.id,
            client_id_issued_at: Math.floor(client.createdAt / 1000),
            client_name: client.name,
            redirect_uris: client.redirectUris,
            grant_types: client.grantTypes,
            response_types: ['code'],
            token_endpoint_auth_method: 'none',
            scope: MCP_SCOPE,
          }),
        );
    } catch (err) {
      if (err instanceof OAuthError) return sendOAuthError(reply, err);
      throw err;
    }
  });
}
