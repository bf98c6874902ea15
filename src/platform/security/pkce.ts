import { createHash } from 'node:crypto';
import { safeEqual } from './constant-time.js';

/** RFC 7636 §4.1: a verifier is 43-128 characters of [A-Z a-z 0-9 - . _ ~]. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
/** §4.2: an S256 challenge is the base64url (no padding) of a SHA-256 digest: 43 characters. */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export function isS256Challenge(challenge: string): boolean {
  return CHALLENGE.test(challenge);
}

/** §4.2: BASE64URL(SHA256(ASCII(code_verifier))). */
export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/**
 * RFC 7636 §4.6 with S256 only (RFC 9700 §2.1.1: `plain` is not accepted), for Lumen's authorization server and
 * its development identity provider alike.
 */
export function verifierMatches(verifier: string | undefined, challenge: string): boolean {
  if (verifier === undefined || !VERIFIER.test(verifier)) return false;
  return safeEqual(s256Challenge(verifier), challenge);
}
