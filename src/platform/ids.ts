import { withRandomBytes } from './security/random-pool.js';

/**
 * Every kind of typed id in Lumen, by prefix (STYLE: typed id prefixes, as unkey does): a reader of a log line or
 * a support ticket knows what an id names from its first letters.
 */
export const ID_KINDS = {
  usr: 'portal user',
  key: 'API key',
  tnt: 'communio tenant',
  cli: 'OAuth client',
  grt: 'OAuth grant (a connection)',
  int: 'intention',
  evt: 'communio event',
  wh: 'webhook endpoint',
  msg: 'webhook message (the Standard Webhooks webhook-id, constant across retries)',
  att: 'webhook delivery attempt',
} as const;

export type IdKind = keyof typeof ID_KINDS;

const B32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** Bytes of one id: 120 random bits. */
const ID_BYTES = 15;

/**
 * A new id: the kind's prefix, `_`, and 120 random bits in lower-case base32 (24 characters), so ids are opaque
 * and unguessable (knowing one key's id tells nothing about another's). Ids made before this module (communio's
 * base64url, OAuth's shorter ones) stay valid: ids are looked up whole, never parsed.
 */
export function newId(kind: IdKind): string {
  return `${kind}_${withRandomBytes(ID_BYTES, base32)}`;
}

/** Lower-case base32 (RFC 4648's alphabet, no padding) of a whole number of 5-byte groups. */
function base32(bytes: Buffer): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (let i = 0; i < bytes.length; i++) {
    value = ((value << 8) | bytes[i]!) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      out += B32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** The exact shape `newId(kind)` produces. */
export function idPattern(kind: IdKind): RegExp {
  return new RegExp(`^${kind}_[a-z2-7]{24}$`);
}
