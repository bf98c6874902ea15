import { type JWTVerifyGetKey, createRemoteJWKSet } from 'jose';

/** The members of an OpenID Provider's metadata that Lumen uses (OIDC Discovery 1.0 §3). */
export interface ProviderMetadata {
  issuer: string;
  jwks_uri: string;
  authorization_endpoint?: string;
  token_endpoint?: string;
}

export interface DiscoveredProvider {
  metadata: ProviderMetadata;
  /** Key resolver over the provider's JWKS: cached, refetched when a token names an unknown `kid` (rotation). */
  keys: JWTVerifyGetKey;
}

/**
 * The one OpenID Connect discovery of Lumen (the portal's JWT verification and the consent page's sign-in): fetch
 * `{issuer}/.well-known/openid-configuration` (§4), require its `issuer` to equal the configured one exactly
 * (§4.3) and a `jwks_uri`, and build the JWKS cache (at most one refetch per `cooldownMs`, kept 10 minutes).
 * A failed discovery is not remembered: the next call tries again.
 */
export function providerDiscovery(issuer: string, cooldownMs = 30_000): () => Promise<DiscoveredProvider> {
  let pending: Promise<DiscoveredProvider> | undefined;
  return () => {
    pending ??= discover(issuer, cooldownMs).catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
    return pending;
  };
}

async function discover(issuer: string, cooldownMs: number): Promise<DiscoveredProvider> {
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`discovery document at ${url} answered ${res.status}`);
  const doc = (await res.json()) as Partial<ProviderMetadata>;
  if (doc.issuer !== issuer) throw new Error(`discovery issuer ${String(doc.issuer)} does not match ${issuer}`);
  if (typeof doc.jwks_uri !== 'string') throw new Error('discovery document has no jwks_uri');
  const keys = createRemoteJWKSet(new URL(doc.jwks_uri), { cooldownDuration: cooldownMs, cacheMaxAge: 10 * 60_000, timeoutDuration: 5000 });
  return { metadata: doc as ProviderMetadata, keys };
}
