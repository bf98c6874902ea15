import { z } from 'zod';
import { defineSection } from '../define-section.js';

export const identity = defineSection({
  env: {
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_AUDIENCE: z.string().min(1).optional(),
    OIDC_CLOCK_SKEW_S: z.coerce.number().int().min(0).max(300).default(30),
    OIDC_JWKS_COOLDOWN_S: z.coerce.number().min(0).max(3600).default(30),
  },
  describe: {
    OIDC_ISSUER: 'issuer URL of the external OpenID Connect identity provider (unset: built-in development IdP)',
    OIDC_CLIENT_ID: "Lumen's client id at the identity provider",
    OIDC_CLIENT_SECRET: "Lumen's client secret at the identity provider",
    OIDC_AUDIENCE: 'expected audience of portal JWTs (default: OIDC_CLIENT_ID; lumen-dev with the development IdP)',
    OIDC_CLOCK_SKEW_S: 'clock skew tolerated on exp/nbf/iat of portal JWTs, seconds',
    OIDC_JWKS_COOLDOWN_S: 'least time between two JWKS refetches caused by an unknown kid, seconds',
  },
  build: (v) => ({
    issuer: v.OIDC_ISSUER,
    clientId: v.OIDC_CLIENT_ID,
    clientSecret: v.OIDC_CLIENT_SECRET,
    audience: v.OIDC_AUDIENCE ?? v.OIDC_CLIENT_ID,
    clockSkewS: v.OIDC_CLOCK_SKEW_S,
    jwksCooldownS: v.OIDC_JWKS_COOLDOWN_S,
  }),
});
