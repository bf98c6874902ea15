import { GRANT_TYPES } from '../token/grant-type.js';
import type { FastifyInstance } from 'fastify';
import { rawRoute } from '../../platform/http/raw-route.js';
import { jsonObject } from './openapi-shapes.js';
import { MCP_SCOPE } from '../contract.js';
import type { OAuthContext } from '../context.js';

/**
 * RFC 8414 §2 authorization server metadata. `issuer` is exactly the URL the client read it from (§3.3 requires
 * identity): PUBLIC_URL, or a loopback alias of the default one (issuer-spellings.ts), each endpoint under it.
 */
export function authorizationServerMetadata(issuer: string): Record<string, unknown> {
  return {
    issuer,
    authorization_endpoint: `${issuer}/oauth/authorize`,
    token_endpoint: `${issuer}/oauth/token`,
    registration_endpoint: `${issuer}/oauth/register`,
    revocation_endpoint: `${issuer}/oauth/revoke`,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    scopes_supported: [MCP_SCOPE],
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: Object.keys(GRANT_TYPES),
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none'],
    revocation_endpoint_auth_methods_supported: ['none'],
    authorization_response_iss_parameter_supported: true,
    // RFC 9101 §10.5 / OpenID Connect Discovery §3: said outright, since `request_uri_parameter_supported` is
    // true when absent; the authorization endpoint refuses both parameters (authorization-request.ts).
    request_parameter_supported: false,
    request_uri_parameter_supported: false,
    client_id_metadata_document_supported: true,
    service_documentation: `${issuer}/docs`,
  };
}

export function registerMetadataRoutes(app: FastifyInstance, ctx: OAuthContext): void {
  const metadata = new Map(ctx.spellings.all.map((issuer) => [issuer, JSON.stringify(authorizationServerMetadata(issuer))]));
  // Browser-based MCP clients read both documents across origins (FINDINGS: what the SDK client needs, point 8).
  rawRoute(
    app,
    {
      method: 'GET',
      path: '/.well-known/oauth-authorization-server',
      openapi: { tags: ['OAuth'], operationId: 'oauth.metadata', summary: 'Authorization server metadata (RFC 8414)', responses: { '200': jsonObject('metadata') } },
      cors: {},
      cacheControl: 'public, max-age=3600',
    },
    async (request, reply) => reply.type('application/json; charset=utf-8').send(metadata.get(ctx.spellings.forHost(request.headers.host))),
  );
  // RFC 7517 §5; short cache so that a rotation reaches verifiers within minutes.
  rawRoute(
    app,
    {
      method: 'GET',
      path: '/.well-known/jwks.json',
      openapi: {
        tags: ['OAuth'],
        operationId: 'oauth.jwks',
        summary: 'Public keys that verify access tokens (RFC 7517)',
        responses: { '200': jsonObject('JWK set', 'application/jwk-set+json') },
      },
      cors: {},
      cacheControl: 'public, max-age=300',
    },
    async (_request, reply) => reply.type('application/jwk-set+json; charset=utf-8').send(ctx.ring.jwks()),
  );
}
