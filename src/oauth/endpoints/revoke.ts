import type { FastifyInstance } from 'fastify';
import type { OAuthContext } from '../context.js';
import { formParams, oauthErrorHandler } from '../oauth-error.js';
import { PREFIX } from '../secrets.js';

/**
 * RFC 7009 token revocation. 200 always (§2.2: also for unknown or invalid tokens), with or without client_id
 * (Lumen's clients are public, so there is nothing to authenticate). A refresh token ends its whole chain. Access
 * tokens are stateless JWTs that expire within the hour; revoking one changes nothing (§2.1 allows this).
 */
export function registerRevocationRoute(app: FastifyInstance, ctx: OAuthContext): void {
  app.post('/oauth/revoke', { errorHandler: oauthErrorHandler('invalid_request') }, async (request, reply) => {
    const p = formParams(request.body, ['token', 'token_type_hint', 'client_id']);
    if (p.token?.startsWith(PREFIX.refreshToken)) {
      await ctx.tokens.revokeRefreshToken(p.token, p.client_id);
    }
    return reply.code(200).header('Cache-Control', 'no-store').send();
  });
}
