import { sign } from 'node:crypto';
import { randomBase64url } from '../../platform/security/random-pool.js';
import { ACCESS_TOKEN_ALG, ACCESS_TOKEN_TYPE } from '../contract.js';
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

const b64url = (json: string) => Buffer.from(json, 'utf8').toString('base64url');

/**
 * RFC 9068 JWT access token: header `typ: at+jwt`, `alg: RS256`, `kid` of the active key; claims iss, aud (the
 * MCP resource), sub, client_id, scope, iat, exp = iat + 3600, jti, and `sid` (the connection) so the resource
 * server can report use without a lookup.
 *
 * The JWS (RFC 7515 §7.1 compact serialisation, RFC 7518 §3.3 RS256 = RSASSA-PKCS1-v1_5 with SHA-256) is built
 * here and signed with `crypto.sign` and the ring's KeyObject: the signature is most of a token request, and
 * WebCrypto's (through jose) adds a thread-pool round trip and a promise per token. Verification stays with jose
 * (mcp/bearer-gate.ts), and the tests verify these tokens with jose too.
 */
export function signAccessToken(ring: SigningKeyRing, c: AccessTokenClaims): string {
  const { kid, key } = ring.signingKey();
  const iat = Math.floor(Date.now() / 1000);
  const header = b64url(JSON.stringify({ alg: ACCESS_TOKEN_ALG, typ: ACCESS_TOKEN_TYPE, kid }));
  const payload = b64url(
    JSON.stringify({
      client_id: c.clientId,
      scope: c.scope,
      sid: c.grantId,
      iss: c.issuer,
      aud: c.audience,
      sub: c.userId,
      iat,
      exp: iat + c.ttlS,
      jti: randomBase64url(16),
    }),
  );
  const input = `${header}.${payload}`;
  return `${input}.${sign('sha256', Buffer.from(input, 'ascii'), key).toString('base64url')}`;
}
