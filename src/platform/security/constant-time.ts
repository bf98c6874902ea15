import { timingSafeEqual } from 'node:crypto';

/**
 * Constant-time equality of two secrets (digests, CSRF tokens, PKCE challenges, webhook signatures): the time
 * taken does not depend on where they first differ, so a caller cannot guess a secret byte by byte. Lengths are
 * compared first; the lengths of these values are public.
 */
export function safeEqual(a: string | Buffer, b: string | Buffer): boolean {
  const x = typeof a === 'string' ? Buffer.from(a, 'utf8') : a;
  const y = typeof b === 'string' ? Buffer.from(b, 'utf8') : b;
  return x.length === y.length && timingSafeEqual(x, y);
}
