import { randomBytes } from 'node:crypto';

/**
 * Typed, random identifiers: `int_` intentions, `evt_` events, `wh_` webhook endpoints, `msg_` webhook messages
 * (the Standard Webhooks `webhook-id`, constant across retries of one message). 128 random bits, base64url.
 */
export type IdPrefix = 'int' | 'evt' | 'wh' | 'msg' | 'att';

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomBytes(16).toString('base64url')}`;
}

export const ID_PATTERN = /^(int|evt|wh|msg|att)_[A-Za-z0-9_-]{22}$/;
