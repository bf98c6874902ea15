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
}
