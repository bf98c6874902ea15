/**
 * The OAuth module's tables (see docs/storage-schema.md, "OAuth"). Timestamps are epoch milliseconds; secrets
 * (codes, refresh tokens, session ids) are stored only as SHA-256 hex digests.
 */
export interface OAuthSigningKeyTable {
  kid: string;
  /** Private JWK (JSON). Needed to sign; protect the database accordingly. */
  private_jwk: string;
  public_jwk: string;
  created_at: number;
  /** Set when another key became active; published until retired_at + access-token lifetime. */
  retired_at: number | null;
}

export interface OAuthClientTable {
  id: string;
  name: string;
  redirect_uris: string;
  grant_types: string;
  /** `registered` (RFC 7591) or `metadata` (client ID metadata document: id is its https URL). */
  source: string;
  created_at: number;
}

/** One user's authorization of one client: a "connection" in the portal and the root of one refresh chain. */
export interface OAuthGrantTable {
  id: string;
  user_id: string;
  client_id: string;
  scope: string;
  resource: string;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

export interface OAuthCodeTable {
  code_hash: string;
  user_id: string;
  /** The grant created when the code was exchanged: a replay of the code revokes it (RFC 6749 §4.1.2). */
  grant_id: string | null;
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  resource: string;
  scope: string;
  expires_at: number;
  used_at: number | null;
}

export interface OAuthRefreshTokenTable {
  token_hash: string;
  grant_id: string;
  client_id: string;
  created_at: number;
  expires_at: number;
  /** Set when rotated: presenting it again is reuse (RFC 6749 §10.4) and revokes the grant. */
  redeemed_at: number | null;
}

export interface OAuthSessionTable {
  id_hash: string;
  user_id: string;
  /** What the consent page shows as "signed in as" (the IdP's name or email claim). */
  label: string | null;
  csrf: string;
  created_at: number;
  expires_at: number;
}

/** An authorization request waiting for sign-in and consent, or a sign-in waiting for the IdP's answer. */
export interface OAuthPendingTable {
  id_hash: string;
  kind: string;
  /** JSON: the validated authorization request, or the OIDC login state (verifier, nonce, request id). */
  payload: string;
  expires_at: number;
}

export interface OAuthTables {
  oauth_signing_key: OAuthSigningKeyTable;
  oauth_client: OAuthClientTable;
  oauth_grant: OAuthGrantTable;
  oauth_code: OAuthCodeTable;
  oauth_refresh_token: OAuthRefreshTokenTable;
  oauth_session: OAuthSessionTable;
  oauth_pending: OAuthPendingTable;
}
