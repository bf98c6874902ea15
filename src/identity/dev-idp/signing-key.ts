import { type CryptoKey, type JWK, SignJWT, calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK } from 'jose';
import type { Kysely } from 'kysely';
import type { IdentityTables } from '../tables.js';

export interface DevSigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/**
 * The development IdP's RS256 key, persisted in the database so that tokens survive restarts and `lumen dev
 * token` (another process) signs with the same key the server publishes. The kid is the RFC 7638 thumbprint.
 */
export async function loadDevSigningKey(db: Kysely<IdentityTables>): Promise<DevSigningKey> {
  const row = await db.selectFrom('identity_dev_idp_keys').selectAll().orderBy('created_at', 'desc').executeTakeFirst();
  if (row) return fromPrivateJwk(row.kid, JSON.parse(row.private_jwk) as JWK);
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  await db
    .insertInto('identity_dev_idp_keys')
    .values({ kid, private_jwk: JSON.stringify(jwk), created_at: Date.now() })
    .onConflict((oc) => oc.column('kid').doNothing())
    .execute();
  // Two processes may have raced: use whichever key is now the newest.
  const stored = await db.selectFrom('identity_dev_idp_keys').selectAll().orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  return fromPrivateJwk(stored.kid, JSON.parse(stored.private_jwk) as JWK);
}

async function fromPrivateJwk(kid: string, jwk: JWK): Promise<DevSigningKey> {
  const privateKey = (await importJWK(jwk, 'RS256')) as CryptoKey;
  const { kty, n, e } = jwk;
  return { kid, privateKey, publicJwk: { kty, n, e, kid, alg: 'RS256', use: 'sig' } };
}

export interface DevTokenClaims {
  issuer: string;
  audience: string;
  subject: string;
  lifetimeS?: number;
  nonce?: string;
  extra?: Record<string, unknown>;
}

/** An RS256 JWT as an OpenID provider issues it (OIDC Core §2: iss, sub, aud, exp, iat). */
export async function signDevToken(key: DevSigningKey, claims: DevTokenClaims): Promise<string> {
  const payload: Record<string, unknown> = { ...claims.extra, name: claims.subject };
  if (claims.nonce) payload.nonce = claims.nonce;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(claims.issuer)
    .setSubject(claims.subject)
    .setAudience(claims.audience)
    .setIssuedAt()
    .setExpirationTime(`${claims.lifetimeS ?? 3600}s`)
    .sign(key.privateKey);
}
