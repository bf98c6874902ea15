/** OpenAPI path items for the authorization server's raw routes (they are not operations: RFC-defined shapes). */
const oauthError = {
  description: 'RFC 6749 §5.2 error',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['error'],
        properties: { error: { type: 'string' }, error_description: { type: 'string' } },
      },
    },
  },
};
const form = (properties: Record<string, unknown>, required: string[]) => ({
  required: true,
  content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', properties, required } } },
});
const str = { type: 'string' };

export function oauthOpenApiPaths(): Record<string, unknown> {
  return {
    '/.well-known/oauth-authorization-server': {
      get: {
        tags: ['OAuth'],
        operationId: 'oauth.metadata',
        summary: 'Authorization server metadata (RFC 8414)',
        responses: { '200': { description: 'metadata', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
    '/.well-known/jwks.json': {
      get: {
        tags: ['OAuth'],
        operationId: 'oauth.jwks',
        summary: 'Public keys that verify access tokens (RFC 7517)',
        responses: { '200': { description: 'JWK set', content: { 'application/jwk-set+json': { schema: { type: 'object' } } } } },
      },
    },
    '/oauth/register': {
      post: {
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
                  token_endpoint_auth_method: { enum: ['none'] },
                },
              },
            },
          },
        },
        responses: { '201': { description: 'client information', content: { 'application/json': { schema: { type: 'object' } } } }, '400': oauthError, '429': oauthError },
      },
    },
    '/oauth/authorize': {
      get: {
        tags: ['OAuth'],
        operationId: 'oauth.authorize',
        summary: 'Authorization endpoint: sign-in and consent page (browser)',
        parameters: ['response_type', 'client_id', 'redirect_uri', 'code_challenge', 'code_challenge_method', 'state', 'scope', 'resource'].map(
          (name) => ({ name, in: 'query', required: !['state', 'scope', 'resource'].includes(name), schema: str }),
        ),
        responses: { '200': { description: 'consent page (HTML)' }, '303': { description: 'to the identity provider, or back to the client' }, '400': { description: 'error page (HTML)' } },
      },
    },
    '/oauth/authorize/decision': {
      post: {
        tags: ['OAuth'],
        operationId: 'oauth.authorize.decision',
        summary: 'The consent form: approve or deny (browser; session cookie and CSRF token)',
        requestBody: form({ csrf: str, request: str, decision: { type: 'string', enum: ['approve', 'deny'] } }, ['csrf', 'request', 'decision']),
        responses: {
          '303': { description: 'back to the client with code, state and iss, or error=access_denied (RFC 6749 §4.1.2)' },
          '400': { description: 'error page (HTML): the request expired or was already answered' },
          '403': { description: 'error page (HTML): no session or a CSRF token that does not match' },
        },
      },
    },
    '/oauth/login/callback': {
      get: {
        tags: ['OAuth'],
        operationId: 'oauth.login.callback',
        summary: "The identity provider's answer to a sign-in started by the authorization endpoint (browser)",
        parameters: ['code', 'state', 'error'].map((name) => ({ name, in: 'query', required: false, schema: str })),
        responses: { '200': { description: 'consent page (HTML), with a session cookie' }, '400': { description: 'error page (HTML)' } },
      },
    },
    '/oauth/token': {
      post: {
        tags: ['OAuth'],
        operationId: 'oauth.token',
        summary: 'Token endpoint: authorization_code and refresh_token grants',
        requestBody: form(
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
          '400': oauthError,
          '401': oauthError,
        },
      },
    },
    '/oauth/revoke': {
      post: {
        tags: ['OAuth'],
        operationId: 'oauth.revoke',
        summary: 'Token revocation (RFC 7009): 200 always',
        requestBody: form({ token: str, token_type_hint: str, client_id: str }, ['token']),
        responses: { '200': { description: 'revoked, or nothing to revoke' } },
      },
    },
  };
}
