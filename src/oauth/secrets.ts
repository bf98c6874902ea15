import { createHash, randomBytes } from 'node:crypto';

/**
 * Secrets the authorization server hands out (codes, refresh tokens, session ids) are 256 random bits with a
 * readable prefix, so that a leaked one can be recognised (`lmn_rt_` is a Lumen refresh token). Only their
 * SHA-256 digest is stored.
 */
export function newSecret(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

export function newId(prefix: string): string {
  return `${prefix}${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
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
