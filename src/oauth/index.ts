import { Lru } from '../platform/lru.js';
import type { Kysely } from 'kysely';
import type { Module, Platform } from '../platform/module.js';
import { ClientStore } from './clients/client-store.js';
import { PendingStore } from './consent/pending-store.js';
import { SessionStore } from './consent/sessions.js';
import { type AccessTokenContract, MCP_SCOPE, mcpResourceUrl } from './contract.js';
import { issuerSpellings } from './issuer-spellings.js';
import type { OAuthContext } from './context.js';
import { AuthorizationCodes } from './grants/authorization-codes.js';
import { GrantStore } from './grants/grant-store.js';
import { SqliteExchanges } from './grants/sqlite-exchanges.js';
import { TokenService } from './grants/token-service.js';
import { startSignIn } from './endpoints/authorize.js';
import type { ExternalSignIn } from './login/external-sign-in.js';
import { identityProviderSettings } from './login/identity-provider.js';
import { OidcClient } from './login/oidc-client.js';
import type { UserDirectory } from './login/user-directory.js';
import { oauthConnections } from './portal/connections.js';
import { registerOAuthRoutes } from './routes.js';
import { SigningKeyRing } from './signing-keys/key-ring.js';
import { oauthMigrations } from './storage/migrations.js';
import type { OAuthTables } from './storage/tables.js';

export { MCP_SCOPE, mcpResourceUrl, protectedResourceMetadataUrl, type AccessTokenContract } from './contract.js';
export { rotateSigningKey } from './signing-keys/key-store.js';
export type { UserDirectory } from './login/user-directory.js';
export type { ExternalSignIn, SignedInUser } from './login/external-sign-in.js';
export type { OAuthTables } from './storage/tables.js';

export interface OAuthModule extends Module {
  /** What the MCP bearer gate needs to verify access tokens (the signing-key/JWKS contract). */
  accessTokens: AccessTokenContract;
  /** Sign-in through the external IdP for other pages (the developer dashboard). */
  signIn: ExternalSignIn;
  /** The signed-in user's OAuth connections, for the developer portal (wired in src/modules.ts). */
  connections: ReturnType<typeof oauthConnections>;
}

const TOUCH_EVERY_MS = 60_000;

/**
 * Lumen's OAuth 2.0 authorization server (RFC 6749, 7636, 7591, 7009, 8414, 8707, 9207, 9068) for the MCP tool
 * server. `users` turns a signed-in person into the portal user (the identity module's user store).
 */
export function createOAuthModule(platform: Platform, options: { users: UserDirectory }): OAuthModule {
  const { config, log } = platform;
  const issuer = config.server.publicUrl;
  if (config.server.production && config.oauth.cimdAllowLoopbackHttpUnsafe) {
    throw new Error('OAUTH_CIMD_ALLOW_LOOPBACK_HTTP_UNSAFE must not be set in production');
  }
  // The platform knows no module's tables; this module's view of the shared handle.
  const db = platform.storage.db as unknown as Kysely<OAuthTables>;
  const ring = new SigningKeyRing(db, config.oauth.accessTokenTtlS);
  const grants = new GrantStore(db);
  const clients = new ClientStore(db, config.oauth.cimdAllowLoopbackHttpUnsafe, log);
  const mcpResource = mcpResourceUrl(issuer);
  const spellings = issuerSpellings(config.server);
  const ctx: OAuthContext = {
    issuer,
    spellings,
    mcpResource,
    mcpResourceAliases: spellings.all.slice(1).map(mcpResourceUrl),
    secureCookies: issuer.startsWith('https:'),
    sessionTtlS: config.oauth.sessionTtlS,
    register: config.oauth.register,
    log,
    get services() {
      return platform.services;
    },
    ring,
    clients,
    grants,
    codes: new AuthorizationCodes(db, grants, config.oauth.codeTtlS, log),
    tokens: new TokenService(
      db,
      ring,
      grants,
      { issuer, accessTtlS: config.oauth.accessTokenTtlS, refreshTtlS: config.oauth.refreshTokenTtlS },
      log,
      // SQLite: exchanges that arrive together share one transaction and one WAL flush (sqlite-exchanges.ts).
      platform.storage.groupCommit && new SqliteExchanges(platform.storage.groupCommit, config.oauth.refreshTokenTtlS, log),
    ),
    sessions: new SessionStore(db, config.oauth.sessionTtlS),
    pending: new PendingStore(db),
    oidc: new OidcClient(identityProviderSettings(config.identity, issuer), `${issuer}/oauth/login/callback`),
    users: options.users,
    signInHandlers: new Map(),
  };
  const touched = new Lru<string, number>(10_000);
  let sweeper: NodeJS.Timeout | undefined;
  return {
    name: 'oauth',
    migrations: oauthMigrations,
    connections: oauthConnections(grants, clients),
    signIn: {
      start: (reply, purpose, carry) => startSignIn(reply, ctx, '', purpose, carry),
      onSignedIn: (purpose, handler) => void ctx.signInHandlers.set(purpose, handler),
    },
    accessTokens: {
      issuer,
      issuers: spellings.all,
      audience: mcpResource,
      audiences: spellings.all.map(mcpResourceUrl),
      scope: MCP_SCOPE,
      verificationKey: (kid) => ring.verificationKey(kid),
      touch(grantId) {
        const now = Date.now();
        if ((touched.get(grantId) ?? 0) > now - TOUCH_EVERY_MS) return;
        touched.set(grantId, now);
        void grants.touch(grantId).catch(() => undefined);
      },
    },
    routes: (app) => registerOAuthRoutes(app, ctx),
    async start() {
      await ring.start();
      platform.services.rateLimiter?.define('oauth-register', config.oauth.register);
      sweeper = setInterval(() => {
        void Promise.all([ctx.codes.sweep(), ctx.sessions.sweep(), ctx.pending.sweep()]).catch(() => undefined);
      }, 10 * 60_000);
      sweeper.unref();
    },
    readiness: () => [{ name: 'oauth.signing-keys', ready: ring.ready() }],
    async close() {
      ring.stop();
      if (sweeper) clearInterval(sweeper);
    },
  };
}
