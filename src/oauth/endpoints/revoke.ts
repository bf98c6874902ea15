import type { FastifyInstance, FastifyReply } from 'fastify';
import { type RawRoute, rawRoute } from '../../platform/http/raw-route.js';
import type { OAuthContext } from '../context.js';
import { formParams, oauthErrorHandler, requireFormEncoded } from '../oauth-error.js';
import { PREFIX } from '../secrets.js';
import { NO_STORE, formBody, oauthErrorResponse, str } from './openapi-shapes.js';
import { refuseOtherMethods } from './other-methods.js';

const REVOKE_ROUTE: RawRoute = {
  method: 'POST',
  path: '/oauth/revoke',
  openapi: {
    tags: ['OAuth'],
    operationId: 'oauth.revoke',
    summary: 'Token revocation (RFC 7009): 200 for any token; invalid_request for a body that is not form-encoded',
    requestBody: formBody({ token: str, token_type_hint: str, client_id: str }, ['token']),
    responses: { '200': { description: 'revoked, or nothing to revoke' }, '400': oauthErrorResponse },
  },
  cors: {},
  cacheControl: NO_STORE,
};

/** The parameters come form-encoded (RFC 7009 §2.1), whether the parsers read the body or refused it. */
const FORM_ONLY = (contentType: string | undefined) => requireFormEncoded(contentType, 'RFC 7009 §2.1');

/**
 * RFC 7009 token revocation. 200 for any token (§2.2: also for unknown or invalid tokens), with or without
 * client_id (Lumen's clients are public, so there is nothing to authenticate). A refresh token ends its whole chain.
 * Access tokens are stateless JWTs that expire within the hour; revoking one changes nothing (§2.1 allows this).
 * The request itself must be form-encoded (§2.1), as at the token endpoint: a JSON body (or none) is
 * `invalid_request` and revokes nothing, and so is a body the platform's parsers refuse (but a body over the limit
 * keeps its 413).
 */
export function registerRevocationRoute(app: FastifyInstance, ctx: OAuthContext): void {
  refuseOtherMethods(app, REVOKE_ROUTE);
  rawRoute(app, REVOKE_ROUTE, { errorHandler: oauthErrorHandler('invalid_request', FORM_ONLY) }, async (request, reply) => {
    FORM_ONLY(request.headers['content-type']);
    let p: Record<string, string | undefined>;
    try {
      p = formParams(request.body, ['token', 'token_type_hint', 'client_id']);
    } catch {
      // A repeated parameter: there is no one token to revoke, which is still a 200.
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
