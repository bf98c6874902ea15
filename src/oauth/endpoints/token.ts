import type { FastifyInstance } from 'fastify';
import { type RawRoute, rawRoute } from '../../platform/http/raw-route.js';
import type { OAuthContext } from '../context.js';
import { OAuthError, formParams, oauthErrorHandler, requireFormEncoded } from '../oauth-error.js';
import { TOKEN_PARAMS, type TokenParams } from '../token/grant-type.js';
import { identifyPublicClient } from '../token/identify-client.js';
import { selectGrantType } from '../token/select-grant-type.js';
import { NO_STORE, formBody, oauthErrorResponse, str } from './openapi-shapes.js';
import { refuseOtherMethods } from './other-methods.js';

const TOKEN_ROUTE: RawRoute = {
  method: 'POST',
  path: '/oauth/token',
  openapi: {
    tags: ['OAuth'],
    operationId: 'oauth.token',
    summary: 'Token endpoint: authorization_code and refresh_token grants',
    requestBody: formBody(
      { grant_type: str, code: str, redirect_uri: str, client_id: str, code_verifier: str, refresh_token: str, resource: str },
      ['grant_type', 'client_id'],
    ),
    responses: {
      '200': {
        description: 'token pair',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: { access_token: str, token_type: { const: 'Bearer' }, expires_in: { type: 'integer' }, refresh_token: str, scope: str },
            },
          },
        },
      },
      '400': oauthErrorResponse,
      '401': oauthErrorResponse,
    },
  },
  cors: {},
  cacheControl: NO_STORE,
  // An exchange's writes are durable before it resolves: on SQLite it is a unit of the group commit, answered after
  // the batch's WAL flush (grants/sqlite-exchanges.ts); on PostgreSQL its COMMIT is durable. A second wait for a
  // flush here would only make it wait for the next batch's.
  writes: 'own',
};

/** The parameters come form-encoded (RFC 6749 §4.1.3), whether the parsers read the body or refused it. */
const FORM_ONLY = (contentType: string | undefined) => requireFormEncoded(contentType, 'RFC 6749 §4.1.3');

/**
 * RFC 6749 §3.2 token endpoint, as a pipeline of named steps: read the form (§3.1: no repeated parameter), identify
 * the public client (§3.2.1), select the grant type from the registry (token/grant-type.ts), let it exchange the
 * request for tokens, and answer with Cache-Control: no-store (§5.1).
 */
export function registerTokenRoute(app: FastifyInstance, ctx: OAuthContext): void {
  refuseOtherMethods(app, TOKEN_ROUTE);
  rawRoute(app, TOKEN_ROUTE, { errorHandler: oauthErrorHandler('invalid_request', FORM_ONLY) }, async (request, reply) => {
    // RFC 6749 §3.2 and §4.1.3: the parameters come form-encoded; a JSON body is not a token request.
    FORM_ONLY(request.headers['content-type']);
    // RFC 8707 §2.2: several `resource` parameters ask for a token for several resources: not a repeated
    // parameter (invalid_request) but a target Lumen cannot serve. Refused before anything is claimed.
    if (Array.isArray((request.body as Record<string, unknown> | null)?.resource)) {
      throw new OAuthError('invalid_target', `a token can be issued for one resource only: ${ctx.mcpResource}`);
    }
    const params = formParams(request.body, TOKEN_PARAMS) as TokenParams;
    const client = await identifyPublicClient(params, request.headers.authorization, ctx);
    const grantType = selectGrantType(params.grant_type);
    const tokens = await grantType.exchange(params, client, ctx, ctx.spellings.forHost(request.headers.host));
    return reply
      .header('Pragma', 'no-cache')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(tokens));
  });
}
