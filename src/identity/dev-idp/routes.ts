import type { FastifyInstance, FastifyReply } from 'fastify';
import { rawRoute } from '../../platform/http/raw-route.js';
import { type AuthorizeParams, DEV_CLIENT_ID, checkAuthorize, errorRedirect } from './authorize-params.js';
import type { DevCodes } from './codes.js';
import { SIGN_IN_CSP, signInErrorPage, signInPage } from './sign-in-page.js';
import { type DevSigningKey, signDevToken } from './signing-key.js';

export interface DevIdpDeps {
  issuer: string;
  publicUrl: string;
  /** Audience of the access token (the portal's expected audience). */
  audience: string;
  key: () => DevSigningKey;
  codes: DevCodes;
}

const USERNAME = /^[A-Za-z0-9._@-]{1,100}$/;

function htmlError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply
    .code(status)
    .header('Content-Security-Policy', SIGN_IN_CSP)
    .header('X-Frame-Options', 'DENY')
    .header('X-Content-Type-Options', 'nosniff')
    .type('text/html; charset=utf-8')
    .send(signInErrorPage(message));
}

function oauthError(reply: FastifyReply, error: string, description: string): FastifyReply {
  return reply.code(400).send({ error, error_description: description });
}

const tags = ['dev-idp'];
const html = { 'text/html': { schema: { type: 'string' } } };

/**
 * The built-in development OpenID provider (OIDC Core §3.1, authorization code flow with PKCE), mounted under
 * /dev-idp with issuer `${PUBLIC_URL}/dev-idp`. Portal sign-in uses it exactly as it would an external provider.
 */
export function registerDevIdpRoutes(app: FastifyInstance, deps: DevIdpDeps): void {
  const base = '/dev-idp';
  const discovery = {
    method: 'GET',
    path: `${base}/.well-known/openid-configuration`,
    openapi: { tags, summary: 'Development IdP: OpenID provider metadata (development only)', responses: { '200': { description: 'metadata' } } },
    cors: {},
    cacheControl: 'public, max-age=300',
  } as const;
  rawRoute(app, discovery, async (_req, reply) =>
    reply.send({
      issuer: deps.issuer,
      authorization_endpoint: `${deps.issuer}/authorize`,
      token_endpoint: `${deps.issuer}/token`,
      jwks_uri: `${deps.issuer}/jwks`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
      scopes_supported: ['openid', 'profile'],
      claims_supported: ['iss', 'sub', 'aud', 'exp', 'iat', 'name', 'nonce'],
      authorization_response_iss_parameter_supported: true,
    }),
  );
  const jwks = {
    method: 'GET',
    path: `${base}/jwks`,
    openapi: { tags, summary: 'Development IdP: public signing keys (development only)', responses: { '200': { description: 'JWKS' } } },
    cors: {},
    cacheControl: 'public, max-age=300',
  } as const;
  rawRoute(app, jwks, async (_req, reply) => reply.send({ keys: [deps.key().publicJwk] }));

  const show = (reply: FastifyReply, source: Record<string, unknown>, username?: unknown) => {
    const checked = checkAuthorize(source, deps.publicUrl);
    if (!checked.ok && !checked.redirect) return htmlError(reply, 400, checked.message);
    if (!checked.ok) {
      return reply.redirect(errorRedirect(checked.params.redirect_uri, deps.issuer, checked.error, checked.message, checked.params.state), 303);
    }
    if (username === undefined) return page(reply, checked.params);
    if (typeof username !== 'string' || !USERNAME.test(username)) {
      return page(reply, checked.params, 'User names are 1-100 letters, digits, dots, dashes, underscores or @.', typeof username === 'string' ? username : '');
    }
    return signIn(reply, checked.params, username);
  };
  const page = (reply: FastifyReply, params: AuthorizeParams, error?: string, username?: string) =>
    reply
      .code(error ? 400 : 200)
      .header('Content-Security-Policy', SIGN_IN_CSP)
      .header('X-Frame-Options', 'DENY')
      .header('X-Content-Type-Options', 'nosniff')
      .type('text/html; charset=utf-8')
      .send(signInPage(`${base}/authorize`, { ...params }, error, username));
  const signIn = (reply: FastifyReply, params: AuthorizeParams, subject: string) => {
    const code = deps.codes.issue({
      subject,
      clientId: params.client_id,
      redirectUri: params.redirect_uri,
      codeChallenge: params.code_challenge,
      nonce: params.nonce,
    });
    const url = new URL(params.redirect_uri);
    url.searchParams.set('code', code);
    if (params.state !== undefined) url.searchParams.set('state', params.state);
    url.searchParams.set('iss', deps.issuer); // RFC 9207
    return reply.redirect(url.toString(), 303);
  };

  const authorize = (method: 'GET' | 'POST', summary: string, responses: Record<string, unknown>) =>
    ({ method, path: `${base}/authorize`, openapi: { tags, summary, responses }, cacheControl: 'no-store' }) as const;
  rawRoute(
    app,
    authorize('GET', 'Development IdP: "sign in as" form (authorization code + PKCE S256)', { '200': { description: 'form', content: html }, '303': { description: 'error redirect' } }),
    async (req, reply) => show(reply, req.query as Record<string, unknown>),
  );
  rawRoute(app, authorize('POST', 'Development IdP: sign in and redirect with a code', { '303': { description: 'redirect to redirect_uri with code and state' } }), async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    return show(reply, body, body.username ?? '');
  });

  const token = {
    method: 'POST',
    path: `${base}/token`,
    openapi: {
      tags,
      summary: 'Development IdP: exchange a code (with code_verifier) for an id_token',
      responses: { '200': { description: 'tokens' }, '400': { description: 'OAuth error' } },
    },
    cacheControl: 'no-store',
  } as const;
  rawRoute(app, token, async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const get = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : undefined);
    if (get('grant_type') !== 'authorization_code') return oauthError(reply, 'unsupported_grant_type', 'only authorization_code');
    const clientId = get('client_id');
    if (clientId !== DEV_CLIENT_ID) return oauthError(reply, 'invalid_client', `the only client is ${DEV_CLIENT_ID}`);
    const code = get('code');
    const redirectUri = get('redirect_uri');
    const verifier = get('code_verifier');
    if (!code || !redirectUri || !verifier) return oauthError(reply, 'invalid_request', 'code, redirect_uri and code_verifier are required');
    const grant = deps.codes.redeem(code, clientId, redirectUri, verifier);
    if (!grant) return oauthError(reply, 'invalid_grant', 'the code is unknown, used, expired, or does not match');
    const key = deps.key();
    const common = { issuer: deps.issuer, subject: grant.subject, lifetimeS: 3600 };
    const idToken = await signDevToken(key, { ...common, audience: clientId, ...(grant.nonce ? { nonce: grant.nonce } : {}) });
    const accessToken = await signDevToken(key, { ...common, audience: deps.audience });
    return reply.send({ id_token: idToken, access_token: accessToken, token_type: 'Bearer', expires_in: 3600, scope: 'openid profile' });
  });
}
