import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type RawRoute, rawRoute } from '../../platform/http/raw-route.js';
import type { OAuthContext } from '../context.js';
import { formParams, oauthErrorHandler } from '../oauth-error.js';
import { PREFIX } from '../secrets.js';
import { NO_STORE, formBody, str } from './openapi-shapes.js';

const REVOKE_ROUTE: RawRoute = {
  method: 'POST',
  path: '/oauth/revoke',
  openapi: {
    tags: ['OAuth'],
    operationId: 'oauth.revoke',
    summary: 'Token revocation (RFC 7009): 200 always',
    requestBody: formBody({ token: str, token_type_hint: str, client_id: str }, ['token']),
    responses: { '200': { description: 'revoked, or nothing to revoke' } },
  },
  cors: {},
  cacheControl: NO_STORE,
};

/**
 * RFC 7009 token revocation. 200 always (§2.2: also for unknown or invalid tokens), with or without client_id
 * (Lumen's clients are public, so there is nothing to authenticate). A refresh token ends its whole chain. Access
 * tokens are stateless JWTs that expire within the hour; revoking one changes nothing (§2.1 allows this).
 */
export function registerRevocationRoute(app: FastifyInstance, ctx: OAuthContext): void {
  rawRoute(app, REVOKE_ROUTE, { errorHandler: revocationErrorHandler }, async (request, reply) => {
    let p: Record<string, string | undefined>;
    try {
      p = formParams(request.body, ['token', 'token_type_hint', 'client_id']);
    } catch {
      // No body, not form data, a repeated parameter: there is no token to revoke, which is still a 200.
      return ok(reply);
    }
    if (p.token?.startsWith(PREFIX.refreshToken)) {
      await ctx.tokens.revokeRefreshToken(p.token, p.client_id);
    }
    return ok(reply);
  });
}

function ok(reply: FastifyReply): FastifyReply {
  return reply.code(200).send();
}

const oauthErrors = oauthErrorHandler('invalid_request');

/**
 * Bodies the platform's parsers refuse (wrong content type, bad encoding) are answered 200 like any other
 * unusable request; only an oversized body keeps its 413, and failures on Lumen's side their 5xx.
 */
function revocationErrorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = (error as { statusCode?: number }).statusCode ?? 500;
  if (status >= 400 && status < 500 && status !== 413) return ok(reply);
  return oauthErrors(error, request, reply);
}
