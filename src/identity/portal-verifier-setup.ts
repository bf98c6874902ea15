import { createLocalJWKSet } from 'jose';
import type { Config } from '../platform/config/load-config.js';
import type { DevIdp } from './dev-idp/dev-idp.js';
import { providerDiscovery } from '../platform/security/oidc-discovery.js';
import { PortalVerifier } from './jwt/portal-verifier.js';

/** Audience of portal JWTs when the development IdP is in use (its one client). */
export const DEV_AUDIENCE = 'lumen-dev';

/**
 * The verifier for portal JWTs. With an external IdP the keys come from its discovery document and JWKS; with
 * the development IdP they are its own public key, read in process (it is the same server), and everything
 * else — algorithms, issuer, audience, expiry — is checked by the same code.
 */
export function buildPortalVerifier(config: Config, devIdp: DevIdp | null): PortalVerifier {
  const clockSkewS = config.identity.clockSkewS;
  if (devIdp) {
    return new PortalVerifier({
      issuer: devIdp.issuer,
      audience: config.identity.audience ?? DEV_AUDIENCE,
      clockSkewS,
      keys: async () => createLocalJWKSet({ keys: [devIdp.key().publicJwk] }),
    });
  }
  const issuer = config.identity.issuer ?? '';
  const discovery = providerDiscovery(issuer, config.identity.jwksCooldownS * 1000);
  return new PortalVerifier({
    issuer,
    audience: config.identity.audience ?? '',
    clockSkewS,
    keys: async () => (await discovery()).keys,
  });
}
