import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';

export interface DiscoveredKeys {
  getKey: JWTVerifyGetKey;
  jwksUri: string;
}

/**
 * Finds the provider's JWKS through its OpenID Connect discovery document (OIDC Discovery 1.0 §4) and returns a
 * key resolver that caches the JWKS, refetching it when a token names a `kid` it does not hold (key rotation),
 * at most once per `cooldownMs`. The document's `issuer` must equal the configured issuer exactly (§4.3).
 */
export async function discoverJwks(issuer: string, cooldownMs: number): Promise<DiscoveredKeys> {
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`discovery document at ${url} answered ${res.status}`);
  const doc = (await res.json()) as { issuer?: unknown; jwks_uri?: unknown };
  if (doc.issuer !== issuer) throw new Error(`discovery issuer ${String(doc.issuer)} does not match ${issuer}`);
  if (typeof doc.jwks_uri !== 'string') throw new Error('discovery document has no jwks_uri');
  const getKey = createRemoteJWKSet(new URL(doc.jwks_uri), {
    cooldownDuration: cooldownMs,
    cacheMaxAge: 10 * 60_000,
    timeoutDuration: 5000,
  });
  return { getKey, jwksUri: doc.jwks_uri };
}
