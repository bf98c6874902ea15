import type { Logger } from 'pino';
import type { PlatformServices } from '../platform/services.js';
import type { ClientStore } from './clients/client-store.js';
import type { PendingStore } from './consent/pending-store.js';
import type { SessionStore } from './consent/sessions.js';
import type { AuthorizationCodes } from './grants/authorization-codes.js';
import type { GrantStore } from './grants/grant-store.js';
import type { TokenService } from './grants/token-service.js';
import type { SignedInHandler } from './login/external-sign-in.js';
import type { OidcClient } from './login/oidc-client.js';
import type { UserDirectory } from './login/user-directory.js';
import type { IssuerSpellings } from './issuer-spellings.js';
import type { SigningKeyRing } from './signing-keys/key-ring.js';

/** Everything the OAuth endpoints share, built once by createOAuthModule. */
export interface OAuthContext {
  issuer: string;
  /** The issuer in each spelling a client may have discovered it (issuer-spellings.ts). */
  spellings: IssuerSpellings;
  mcpResource: string;
  /** Other spellings of the MCP resource accepted as `resource` (the default public URL's loopback aliases). */
  mcpResourceAliases: readonly string[];
  secureCookies: boolean;
  sessionTtlS: number;
  register: { max: number; windowS: number };
  log: Logger;
  services: PlatformServices;
  ring: SigningKeyRing;
  clients: ClientStore;
  grants: GrantStore;
  codes: AuthorizationCodes;
  tokens: TokenService;
  sessions: SessionStore;
  pending: PendingStore;
  oidc: OidcClient;
  users: UserDirectory;
  /** Other pages' sign-ins by purpose (login/external-sign-in.ts); the consent page is the default. */
  signInHandlers: Map<string, SignedInHandler>;
}
