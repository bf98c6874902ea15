import type { FastifyInstance } from 'fastify';
import type { OAuthContext } from '../context.js';
import { formParams, oauthErrorHandler } from '../oauth-error.js';
import { TOKEN_PARAMS, type TokenParams } from '../token/grant-type.js';
import { identifyPublicClient } from '../token/identify-client.js';
import { selectGrantType } from '../token/select-grant-type.js';

/**
 * RFC 6749 §3.2 token endpoint, as a pipeline of named steps: read the form (§3.1: no repeated parameter), identify
 * the public client (§3.2.1), select the grant type from the registry (token/grant-type.ts), let it exchange the
 * request for tokens, and answer with Cache-Control: no-store (§5.1).
 */
export function registerTokenRoute(app: FastifyInstance, ctx: OAuthContext): void {
  app.post('/oauth/token', { errorHandler: oauthErrorHandler('invalid_request') }, async (request, reply) => {
    const params = formParams(request.body, TOKEN_PARAMS) as TokenParams;
    const client = await identifyPublicClient(params, request.headers.authorization, ctx);
    const grantType = selectGrantType(params.grant_type);
    const tokens = await grantType.exchange(params, client, ctx);
    return reply
      .header('Cache-Control', 'no-store')
      .header('Pragma', 'no-cache')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(tokens));
  });
}
