import type { FastifyInstance } from 'fastify';
import type { OAuthContext } from '../context.js';
import { OAuthError, formParams, oauthErrorHandler } from '../oauth-error.js';
import type { TokenResponse } from '../grants/token-service.js';

const PARAMS = ['grant_type', 'code', 'redirect_uri', 'client_id', 'code_verifier', 'refresh_token', 'resource', 'client_secret'] as const;

/**
 * RFC 6749 §3.2 token endpoint for public clients: `client_id` identifies the client (§3.2.1), PKCE proves
 * possession for codes, rotation protects refresh tokens. Responses carry Cache-Control: no-store (§5.1).
 */
export function registerTokenRoute(app: FastifyInstance, ctx: OAuthContext): void {
  app.post('/oauth/token', { errorHandler: oauthErrorHandler('invalid_request') }, async (request, reply) => {
    const p = formParams(request.body, PARAMS);
    if (request.headers.authorization || p.client_secret) {
      // Lumen's clients are public (token_endpoint_auth_method none): a secret means a confused client.
      throw new OAuthError('invalid_client', 'Lumen clients are public: send client_id only, no client authentication', 401);
    }
    if (!p.client_id) throw new OAuthError('invalid_request', 'client_id is required for public clients (RFC 6749 §3.2.1)');
    const client = await ctx.clients.find(p.client_id).catch((err: unknown) => {
      throw err instanceof OAuthError ? err : new OAuthError('invalid_client', 'unknown client', 401);
    });
    if (!client) throw new OAuthError('invalid_client', 'unknown client_id', 401);
    let tokens: TokenResponse;
    if (p.grant_type === 'authorization_code') {
      if (!p.code) throw new OAuthError('invalid_request', 'code is required');
      const grant = await ctx.codes.redeem({
        code: p.code,
        clientId: client.id,
        redirectUri: p.redirect_uri,
        codeVerifier: p.code_verifier,
        resource: p.resource,
      });
      tokens = await ctx.tokens.issue(grant, { refresh: client.grantTypes.includes('refresh_token') });
    } else if (p.grant_type === 'refresh_token') {
      if (!client.grantTypes.includes('refresh_token')) {
        throw new OAuthError('unauthorized_client', 'this client did not register the refresh_token grant');
      }
      if (!p.refresh_token) throw new OAuthError('invalid_request', 'refresh_token is required');
      tokens = await ctx.tokens.refresh(p.refresh_token, client.id, p.resource);
    } else if (!p.grant_type) {
      throw new OAuthError('invalid_request', 'grant_type is required');
    } else {
      throw new OAuthError('unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
    }
    return reply
      .header('Cache-Control', 'no-store')
      .header('Pragma', 'no-cache')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(tokens));
  });
}
