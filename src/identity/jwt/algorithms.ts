/**
 * Portal JWTs are accepted only with these asymmetric algorithms (RFC 8725 §3.1: the verifier decides the
 * algorithm, never the token). `none` and the HMAC family are absent on purpose: with an HS* allowance an
 * attacker could sign with the IdP's public key as the HMAC secret.
 */
export const PORTAL_JWT_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
