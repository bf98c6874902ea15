import { randomFillSync } from 'node:crypto';

/** Bytes drawn from the CSPRNG at a time: 128 secrets of 32 bytes, or 273 ids of 15. */
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let offset = POOL_BYTES;

/**
 * `n` fresh random bytes (n ≤ 4096), given to `use` as a view into one pool of CSPRNG output refilled by one
 * `randomFillSync` per 4 KiB; each byte is handed out once and zeroed after `use` returns, so `use` must read them
 * before it returns (as `crypto.randomUUID` caches its entropy). One call into OpenSSL per id or secret cost about
 * 9 µs, the largest single CPU cost of a durable submission and a thirtieth of a token exchange.
 */
export function withRandomBytes<T>(n: number, use: (bytes: Buffer) => T): T {
  if (offset + n > POOL_BYTES) {
    randomFillSync(pool);
    offset = 0;
  }
  const bytes = pool.subarray(offset, offset + n);
  offset += n;
  try {
    return use(bytes);
  } finally {
    bytes.fill(0);
  }
}

/** `n` random bytes as base64url, for secrets and token ids. */
export function randomBase64url(n: number): string {
  return withRandomBytes(n, (bytes) => bytes.toString('base64url'));
}
