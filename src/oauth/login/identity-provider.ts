/** The OpenID Connect provider the consent page signs people in with (Lumen is its relying party). */
export interface IdentityProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  /** True for the built-in development provider (refused in production by the identity module). */
  development: boolean;
}

/** OIDC_* from the identity section; unset means the development provider at {PUBLIC_URL}/dev-idp. */
export function identityProviderSettings(
  identity: { issuer?: string | undefined; clientId?: string | undefined; clientSecret?: string | undefined },
  publicUrl: string,
): IdentityProviderSettings {
  if (identity.issuer) {
    return { issuer: identity.issuer, clientId: identity.clientId ?? 'lumen', clientSecret: identity.clientSecret, development: false };
  }
  return { issuer: `${publicUrl}/dev-idp`, clientId: 'lumen-dev', clientSecret: undefined, development: true };
}
