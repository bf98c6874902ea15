import { createHash } from 'node:crypto';
import { randomBase64url } from '../platform/security/random-pool.js';
import { type IdKind, newId as newTypedId } from '../platform/ids.js';

/**
 * Secrets the authorization server hands out (codes, refresh tokens, session ids) are 256 random bits with a
 * readable prefix, so that a leaked one can be recognised (`lmn_rt_` is a Lumen refresh token). Only their
 * SHA-256 digest is stored.
 */
export function newSecret(prefix: string): string {
  return `${prefix}${randomBase64url(32)}`;
}

/** A typed id of the authorization server's records (`cli_…`, `grt_…`): one rule for every id, platform/ids.ts. */
export function newId(prefix: typeof PREFIX.client | typeof PREFIX.grant): string {
  return newTypedId(prefix.slice(0, -1) as IdKind);
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}


export const PREFIX = {
  code: 'lmn_ac_',
  refreshToken: 'lmn_rt_',
  session: 'lmn_ss_',
  pending: 'lmn_pr_',
  client: 'cli_',
  grant: 'grt_',
} as const;
