import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { IdentityTables } from '../tables.js';
import { DevCodes } from './codes.js';
import { registerDevIdpRoutes } from './routes.js';
import { type DevSigningKey, loadDevSigningKey, signDevToken } from './signing-key.js';

/**
 * The built-in development OpenID provider at `${PUBLIC_URL}/dev-idp`. Constructed only when OIDC_ISSUER is
 * unset outside production (see index.ts); its key is loaded in start().
 */
export class DevIdp {
  readonly issuer: string;
  private signingKey: DevSigningKey | null = null;
  private readonly codes = new DevCodes();

  constructor(
    private readonly db: Kysely<IdentityTables>,
    private readonly publicUrl: string,
    readonly audience: string,
  ) {
    this.issuer = `${publicUrl}/dev-idp`;
  }

  async start(): Promise<void> {
    this.signingKey = await loadDevSigningKey(this.db);
  }

  key(): DevSigningKey {
    if (!this.signingKey) throw new Error('development IdP not started');
    return this.signingKey;
  }

  /** A portal JWT for `subject` (what a sign-in through the IdP yields), for tests and `lumen dev token`. */
  token(subject: string, lifetimeS = 3600): Promise<string> {
    return signDevToken(this.key(), { issuer: this.issuer, audience: this.audience, subject, lifetimeS });
  }

  routes(app: FastifyInstance): void {
    registerDevIdpRoutes(app, {
      issuer: this.issuer,
      publicUrl: this.publicUrl,
      audience: this.audience,
      key: () => this.key(),
      codes: this.codes,
    });
  }

  openapiPaths(): Record<string, unknown> {
    const tag = ['dev-idp'];
    const html = { 'text/html': { schema: { type: 'string' } } };
    return {
      '/dev-idp/.well-known/openid-configuration': {
        get: { tags: tag, summary: 'Development IdP: OpenID provider metadata (development only)', responses: { '200': { description: 'metadata' } } },
      },
      '/dev-idp/jwks': {
        get: { tags: tag, summary: 'Development IdP: public signing keys (development only)', responses: { '200': { description: 'JWKS' } } },
      },
      '/dev-idp/authorize': {
        get: { tags: tag, summary: 'Development IdP: "sign in as" form (authorization code + PKCE S256)', responses: { '200': { description: 'form', content: html }, '303': { description: 'error redirect' } } },
        post: { tags: tag, summary: 'Development IdP: sign in and redirect with a code', responses: { '303': { description: 'redirect to redirect_uri with code and state' } } },
      },
      '/dev-idp/token': {
        post: { tags: tag, summary: 'Development IdP: exchange a code (with code_verifier) for an id_token', responses: { '200': { description: 'tokens' }, '400': { description: 'OAuth error' } } },
      },
    };
  }
}
