import { type JWTPayload, errors, jwtVerify } from 'jose';
import type { AccessTokenContract } from '../oauth/index.js';
import { ACCESS_TOKEN_ALG, ACCESS_TOKEN_TYPE } from '../oauth/contract.js';

export interface VerifiedToken {
  token: string;
  userId: string;
  clientId: string;
  scopes: string[];
  grantId: string | undefined;
  expiresAt: number;
}

/**
 * Why a request was refused: RFC 6750 §3.1 error codes (none when no token was sent), each with its status there:
 * `invalid_request` 400, `invalid_token` 401, `insufficient_scope` 403.
 */
export class BearerError extends Error {
  constructor(
    readonly status: 400 | 401 | 403,
    readonly error: 'invalid_token' | 'insufficient_scope' | 'invalid_request' | undefined,
    description: string,
  ) {
    super(description);
  }
}

/** RFC 8707 audience: the MCP resource exactly (a trailing slash is the same resource; `/mcpx` or `/` are not). */
export function audienceMatches(aud: JWTPayload['aud'], resource: string): boolean {
  const values = Array.isArray(aud) ? aud : aud === undefined ? [] : [aud];
  return values.some((v) => (v.endsWith('/') ? v.slice(0, -1) : v) === resource);
}

/**
 * Tokens already verified, until their expiry: an RS256 verification costs about as much as the rest of a tool
 * call, and a client sends the same token for an hour. A token string is immutable and its checks do not depend
 * on time except expiry, so the result can be reused; bounded, and emptied when full.
 */
const verified = new Map<string, VerifiedToken>();
const MAX_CACHED = 10_000;

/** The token of this Authorization header if it was verified before and has not expired; never verifies. */
export function verifiedBefore(authorization: string | undefined): VerifiedToken | undefined {
  const hit = authorization ? verified.get(authorization) : undefined;
  return hit && hit.expiresAt * 1000 > Date.now() ? hit : undefined;
}

export async function verifyBearerCached(contract: AccessTokenContract, authorization: string | undefined): Promise<VerifiedToken> {
  const hit = verifiedBefore(authorization);
  if (hit) return hit;
  const result = await verifyBearer(contract, authorization);
  if (verified.size >= MAX_CACHED) verified.clear();
  verified.set(authorization!, result);
  return result;
}

/**
 * Verifies a Lumen access token statelessly with the published keys in memory: RS256 only (no `none`, no HMAC
 * with the public key: RFC 8725 §3.1), `typ: at+jwt` (RFC 9068 §4), issuer, audience, expiry, scope. The issuer and
 * the audience may be spelled as any loopback alias of the default public URL (oauth/issuer-spellings.ts).
 */
export async function verifyBearer(contract: AccessTokenContract, authorization: string | undefined): Promise<VerifiedToken> {
  if (!authorization) throw new BearerError(401, undefined, 'an access token is required');
  // RFC 6750 §3: a request made with another scheme (Basic, DPoP…) carries no bearer token, and its challenge has no
  // error code. A Bearer header outside RFC 6750 §2.1's grammar (`"Bearer" 1*SP b64token`: no token, two of them,
  // a character b64token does not have) is malformed, invalid_request, which §3.1 answers with 400: no token was
  // checked, so it is not invalid_token, whose 401 would send a client to sign in again for a header it must fix.
  if (!/^Bearer(\s|$)/i.test(authorization.trim())) throw new BearerError(401, undefined, 'an access token is required: Authorization: Bearer <token>');
  const match = /^Bearer +([A-Za-z0-9\-._~+/]+=*)$/i.exec(authorization.trim());
  if (!match) throw new BearerError(400, 'invalid_request', 'the Authorization header must be "Bearer <token>"');
  const token = match[1]!;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(
      token,
      async (header) => {
        const key = header.kid ? await contract.verificationKey(header.kid) : undefined;
        if (!key) throw new errors.JWKSNoMatchingKey();
        return key;
      },
      { algorithms: [ACCESS_TOKEN_ALG], typ: ACCESS_TOKEN_TYPE, issuer: contract.issuers as string[], requiredClaims: ['exp', 'sub', 'aud'] },
    ));
  } catch (err) {
    const why = err instanceof errors.JWTExpired ? 'the access token has expired' : 'the access token is not valid here';
    throw new BearerError(401, 'invalid_token', why);
  }
  if (!contract.audiences.some((audience) => audienceMatches(payload.aud, audience))) {
    throw new BearerError(401, 'invalid_token', 'the access token was issued for another resource');
  }
  const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
  if (!scopes.includes(contract.scope)) {
    throw new BearerError(403, 'insufficient_scope', `the access token lacks the ${contract.scope} scope`);
  }
  return {
    token,
    userId: payload.sub!,
    clientId: typeof payload.client_id === 'string' ? payload.client_id : '',
    scopes,
    grantId: typeof payload.sid === 'string' ? payload.sid : undefined,
    expiresAt: payload.exp!,
  };
}

/**
 * A token in the URI query string (RFC 6750 §2.3's `access_token`), with or without the header. The MCP authorization
 * specification ("Token Requirements") says access tokens must not be sent there, and the protected-resource metadata
 * says `bearer_methods_supported: ["header"]`: such a request is refused, invalid_request (RFC 6750 §3.1: a parameter
 * not supported, or more than one method), rather than ignored, so that a client learns to stop writing its tokens
 * into URLs (logs, browser history, Referer) instead of doing so on every call while the header alone works.
 */
export function tokenInQueryError(url: string): BearerError | undefined {
  const q = url.indexOf('?');
  if (q === -1 || !new URLSearchParams(url.slice(q + 1)).has('access_token')) return undefined;
  return new BearerError(400, 'invalid_request', 'an access token must not be sent in the query string: send it as Authorization: Bearer <token>');
}

/** RFC 6750 §3 + RFC 9728 §5.1: where to find the resource metadata, and the scope to ask for. */
export function wwwAuthenticate(metadataUrl: string, scope: string, err: BearerError): string {
  const parts = [`resource_metadata="${metadataUrl}"`, `scope="${scope}"`];
  if (err.error) parts.push(`error="${err.error}"`, `error_description="${err.message.replace(/["\\]/g, '')}"`);
  return `Bearer ${parts.join(', ')}`;
}
