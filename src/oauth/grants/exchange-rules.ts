import { OAuthError } from '../oauth-error.js';
import { verifierMatches } from '../../platform/security/pkce.js';
import type { OAuthCodeTable } from '../storage/tables.js';
import type { Grant } from './grant-store.js';

/**
 * The checks of a token exchange, apart from where its rows are read and written: the Kysely transaction
 * (authorization-codes.ts, token-service.ts; PostgreSQL) and the SQLite group commit (sqlite-exchanges.ts) run
 * the same statements in the same order and call these between them, so both refuse the same requests alike.
 */

export interface CodeExchange {
  code: string;
  clientId: string;
  redirectUri: string | undefined;
  codeVerifier: string | undefined;
  resource: string | undefined;
}

/**
 * RFC 6749 §4.1.3 + RFC 7636 §4.6, on a code just claimed (its `used_at` set by this exchange). Every failure is
 * `invalid_grant`, which makes a client start over; the claim stays (a wrong verifier burns the code).
 */
export function checkClaimedCode(row: Pick<OAuthCodeTable, 'expires_at' | 'client_id' | 'redirect_uri' | 'code_challenge' | 'resource'>, x: CodeExchange, now: number): void {
  if (Number(row.expires_at) <= now) throw new OAuthError('invalid_grant', 'the authorization code has expired');
  if (row.client_id !== x.clientId) throw new OAuthError('invalid_grant', 'the authorization code was issued to another client');
  if (x.redirectUri !== row.redirect_uri) {
    throw new OAuthError('invalid_grant', 'redirect_uri differs from the one in the authorization request');
  }
  if (!verifierMatches(x.codeVerifier, row.code_challenge)) {
    throw new OAuthError('invalid_grant', 'code_verifier is missing or does not match the code_challenge (S256)');
  }
  // RFC 8707 §2.2: a resource the grant is not for is invalid_target, as at refresh (refreshOutcome below).
  if (x.resource !== undefined && x.resource !== row.resource) {
    throw new OAuthError('invalid_target', `resource differs from the one in the authorization request (${row.resource})`);
  }
}

export const CODE_UNKNOWN = 'the authorization code is unknown or expired';
export const CODE_REPLAYED = 'the authorization code was already used; tokens issued from it are revoked';
export const REFRESH_REUSED = 'the refresh token was already used; its whole chain is now revoked';

/** A refresh token read with its grant (a left join: the grant's columns are null when it is gone). */
export interface RefreshRow {
  grant_id: string;
  client_id: string;
  redeemed_at: number | null;
  expires_at: number;
  g_id: string | null;
  g_user_id: string | null;
  g_client_id: string | null;
  g_scope: string | null;
  g_resource: string | null;
  g_created_at: number | null;
  g_last_used_at: number | null;
  g_revoked_at: number | null;
}

/**
 * RFC 6749 §6 and §10.4: what a presented refresh token may do. `reuse`: it was redeemed before, so its chain is
 * to be revoked (RFC 9700 §4.14.2) and the request refused with REFRESH_REUSED; `grant`: it may rotate. Any other
 * refusal is thrown.
 */
export function refreshOutcome(row: RefreshRow | undefined, clientId: string, resource: string | undefined, now: number): { reuse: string } | { grant: Grant } {
  if (!row) throw new OAuthError('invalid_grant', 'the refresh token is unknown, expired or revoked');
  if (row.client_id !== clientId) throw new OAuthError('invalid_grant', 'the refresh token was not issued to this client');
  if (row.redeemed_at !== null) return { reuse: row.grant_id };
  if (Number(row.expires_at) <= now) throw new OAuthError('invalid_grant', 'the refresh token has expired');
  if (row.g_id === null || row.g_revoked_at !== null) throw new OAuthError('invalid_grant', 'the refresh token has been revoked');
  const grant: Grant = {
    id: row.g_id,
    userId: row.g_user_id!,
    clientId: row.g_client_id!,
    scope: row.g_scope!,
    resource: row.g_resource!,
    createdAt: Number(row.g_created_at),
    lastUsedAt: row.g_last_used_at === null ? null : Number(row.g_last_used_at),
    revokedAt: null,
  };
  if (resource !== undefined && resource !== grant.resource) {
    throw new OAuthError('invalid_target', 'resource differs from the one this grant was issued for');
  }
  return { grant };
}
