import { randomFillSync } from 'node:crypto';

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

/** Bytes of one id, and how many ids one draw from the CSPRNG serves. */
const ID_BYTES = 15;
const POOL_IDS = 128;
const pool = Buffer.alloc(ID_BYTES * POOL_IDS);
let poolOffset = pool.length;

/**
 * The next 15 random bytes: the pool is refilled from the CSPRNG once per 128 ids, each byte used once (as
 * `crypto.randomUUID` caches its entropy). One `randomFillSync` per id cost about 9 µs here, the largest single
 * CPU cost of a durable submission (which makes two or three ids).
 */
function nextBytes(): number {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const at = poolOffset;
  poolOffset += ID_BYTES;
  return at;
}

/**
 * A new id: the kind's prefix, `_`, and 120 random bits in lower-case base32 (24 characters), so ids are opaque
 * and unguessable (knowing one key's id tells nothing about another's). Ids made before this module (communio's
 * base64url, OAuth's shorter ones) stay valid: ids are looked up whole, never parsed.
 */
export function newId(kind: IdKind): string {
  const at = nextBytes();
  let out = '';
  let bits = 0;
  let value = 0;
  for (let i = at; i < at + ID_BYTES; i++) {
    value = ((value << 8) | pool[i]!) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      out += B32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return `${kind}_${out}`;
}

/** The exact shape `newId(kind)` produces. */
export function idPattern(kind: IdKind): RegExp {
  return new RegExp(`^${kind}_[a-z2-7]{24}$`);
}
