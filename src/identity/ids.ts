import { randomBytes } from 'node:crypto';

/**
 * Typed ids: a prefix naming the kind (`usr_`, `key_`, `tnt_`) and 120 random bits in lower-case base32, so ids
 * are opaque and unguessable (knowing one key's id tells nothing about another's).
 */
const B32 = 'abcdefghijklmnopqrstuvwxyz234567';

export function newId(prefix: 'usr' | 'key' | 'tnt'): string {
  const bytes = randomBytes(15);
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += B32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return `${prefix}_${out}`;
}

/** The exact shape newId('key') produces: `key_` and 24 base32 characters (120 bits). */
export const KEY_ID_PATTERN = /^key_[a-z2-7]{24}$/;
