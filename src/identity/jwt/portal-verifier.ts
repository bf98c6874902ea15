import { type JWTPayload, type JWTVerifyGetKey, errors, jwtVerify } from 'jose';
import { problem } from '../../platform/errors/index.js';
import { PORTAL_JWT_ALGORITHMS } from './algorithms.js';

export interface PortalClaims {
  issuer: string;
  subject: string;
  email?: string;
  name?: string;
}

export interface PortalVerifierOptions {
  issuer: string;
  audience: string;
  clockSkewS: number;
  /** Resolves the key set; called lazily and retried after a failure (discovery may be down at start). */
  keys: () => Promise<JWTVerifyGetKey>;
}

/** RFC 6750 §3: a Bearer challenge; `error="invalid_token"` only when a token was presented. */
export function bearerChallenge(error?: string): string {
  return error ? `Bearer realm="lumen-portal", error="${error}"` : 'Bearer realm="lumen-portal"';
}

/**
 * Verifies a portal JWT statelessly: signature against the IdP's keys, algorithm from the allow-list, exact
 * issuer, audience, and exp/nbf with a small clock skew. No database is touched.
 */
export class PortalVerifier {
  private keys: Promise<JWTVerifyGetKey> | null = null;

  constructor(private readonly options: PortalVerifierOptions) {}

  get issuer(): string {
    return this.options.issuer;
  }

  async verify(token: string): Promise<PortalClaims> {
    const getKey = await this.resolveKeys();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, getKey, {
        issuer: this.options.issuer,
        audience: this.options.audience,
        algorithms: PORTAL_JWT_ALGORITHMS,
        clockTolerance: this.options.clockSkewS,
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (err) {
      throw problem('unauthorized', reason(err, this.options.issuer), { headers: { 'WWW-Authenticate': bearerChallenge('invalid_token') }, cause: err });
    }
    const claims: PortalClaims = { issuer: this.options.issuer, subject: String(payload.sub) };
    if (typeof payload.email === 'string') claims.email = payload.email;
    if (typeof payload.name === 'string') claims.name = payload.name;
    return claims;
  }

  private async resolveKeys(): Promise<JWTVerifyGetKey> {
    this.keys ??= this.options.keys();
    try {
      return await this.keys;
    } catch (err) {
      this.keys = null;
      throw problem('service_unavailable', 'The identity provider cannot be reached to verify sign-ins; try again shortly.', {
        cause: err,
      });
    }
  }
}

/**
 * A client-safe reason; the full error goes to the log as the cause. A wrong issuer names the one accepted (it is
 * public: the provider's discovery document says it), since the usual cause is a token from another instance or
 * from `lumen dev token` run without the server's PORT or PUBLIC_URL.
 */
function reason(err: unknown, issuer: string): string {
  if (err instanceof errors.JWTExpired) return 'The bearer token has expired; sign in again.';
  if (err instanceof errors.JWTClaimValidationFailed && err.claim === 'iss') {
    return `The bearer token's iss claim is not acceptable: this service accepts tokens issued by ${issuer}.`;
  }
  if (err instanceof errors.JWTClaimValidationFailed) return `The bearer token's ${err.claim} claim is not acceptable.`;
  if (err instanceof errors.JOSEAlgNotAllowed) return 'The bearer token is signed with an algorithm this service does not accept.';
  if (err instanceof errors.JWKSNoMatchingKey) return 'The bearer token is signed with a key the identity provider does not publish.';
  if (err instanceof errors.JWSSignatureVerificationFailed) return 'The bearer token signature does not verify.';
  return 'The bearer token is not a valid JWT from the configured identity provider.';
}
