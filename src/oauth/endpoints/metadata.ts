import { GRANT_TYPES } from '../token/grant-type.js';
import type { FastifyInstance } from 'fastify';
import { MCP_SCOPE } from '../contract.js';
import type { OAuthContext } from '../context.js';

/** RFC 8414 §2 authorization server metadata; `issuer` is exactly PUBLIC_URL (§3.3 requires identity). */
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
    client_id_metadata_document_supported: true,
    service_documentation: `${issuer}/docs`,
  };
}

export function registerMetadataRoutes(app: FastifyInstance, ctx: OAuthContext): void {
  const metadata = JSON.stringify(authorizationServerMetadata(ctx.issuer));
  app.get('/.well-known/oauth-authorization-server', async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('application/json; charset=utf-8').send(metadata),
  );
  // RFC 7517 §5; short cache so that a rotation reaches verifiers within minutes.
  app.get('/.well-known/jwks.json', async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=300').type('application/jwk-set+json; charset=utf-8').send(ctx.ring.jwks()),
  );
}
