import { SignJWT } from 'jose';
import { ACCESS_TOKEN_ALG, ACCESS_TOKEN_TYPE } from '../contract.js';
import { randomBytes } from 'node:crypto';
import type { SigningKeyRing } from '../signing-keys/key-ring.js';

export interface AccessTokenClaims {
  issuer: string;
  audience: string;
  userId: string;
  clientId: string;
  scope: string;
  grantId: string;
  ttlS: number;
}

/**
 * RFC 9068 JWT access token: header `typ: at+jwt`, `alg: RS256`, `kid` of the active key; claims iss, aud (the
 * MCP resource), sub, client_id, scope, iat, exp = iat + 3600, jti, and `sid` (the connection) so the resource
 * server can report use without a lookup.
 */
export async function signAccessToken(ring: SigningKeyRing, c: AccessTokenClaims): Promise<string> {
  const { kid, key } = ring.signingKey();
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({ client_id: c.clientId, scope: c.scope, sid: c.grantId })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALG, typ: ACCESS_TOKEN_TYPE, kid })
    .setIssuer(c.issuer)
    .setAudience(c.audience)
    .setSubject(c.userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + c.ttlS)
    .setJti(randomBytes(16).toString('base64url'))
    .sign(key);
}
