/** The identity module's tables (Kysely types). Timestamps are epoch milliseconds; see docs/storage-schema.md. */
export interface IdentityUsersTable {
  id: string;
  issuer: string;
  subject: string;
  email: string | null;
  name: string | null;
  created_at: number;
}

export interface IdentityApiKeysTable {
  id: string;
  user_id: string;
  name: string;
  key_hash: string;
  display_prefix: string;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

export interface IdentityTenantsTable {
  id: string;
  name: string;
  key_hash: string;
  display_prefix: string;
  created_at: number;
  rotated_at: number | null;
  revoked_at: number | null;
}

export interface IdentityDevIdpKeysTable {
  kid: string;
  private_jwk: string;
  created_at: number;
}

/** Requests per API key per UTC day, added to in batches by keys/usage-counter.ts (never a write per request). */
export interface IdentityKeyUsageTable {
  key_id: string;
  /** Days since 1970-01-01, UTC. */
  day: number;
  /** Requests the rate limit admitted. */
  requests: number;
  /** Requests refused with 429. */
  limited: number;
}

export type IdentityTables = {
  identity_key_usage: IdentityKeyUsageTable;
  identity_users: IdentityUsersTable;
  identity_api_keys: IdentityApiKeysTable;
  identity_tenants: IdentityTenantsTable;
  identity_dev_idp_keys: IdentityDevIdpKeysTable;
};
