import { randomFillSync } from 'node:crypto';

/** Bytes drawn from the CSPRNG at a time: 128 secrets of 32 bytes. */
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let offset = POOL_BYTES;

/**
 * `n` random bytes (n ≤ 4096) from the CSPRNG as base64url, for secrets and token ids. The bytes come from a pool
 * refilled by one `randomFillSync` per 4 KiB, each byte handed out once and then overwritten with zeros in the pool,
 * as platform/ids.ts does for ids and `crypto.randomUUID` for its entropy: one call into OpenSSL per secret cost
 * about a thirtieth of a token exchange's CPU time.
 */
export function randomBase64url(n: number): string {
  if (offset + n > POOL_BYTES) {
    randomFillSync(pool);
    offset = 0;
  }
  const bytes = pool.subarray(offset, offset + n);
  offset += n;
  const text = bytes.toString('base64url');
  bytes.fill(0);
  return text;
}
