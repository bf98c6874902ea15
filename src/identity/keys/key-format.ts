import { hash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * Secret key format: `<kind prefix><24 base62 random chars><6 base62 checksum chars>`, e.g.
 * `lum_live_3xT…Q1b9Zk`. 24 base62 characters carry 142 bits of randomness (the contract asks ≥ 128). The
 * checksum is CRC-32 of everything before it, so a mistyped or truncated key is refused without a storage
 * query (the same idea as GitHub's token format). The prefix tells people and secret scanners what the key is.
 */
export const KEY_KINDS = { apiKey: 'lum_live_', tenantKey: 'lum_tnt_' } as const;
export type KeyKind = keyof typeof KEY_KINDS;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BODY_LEN = 24;
const CHECK_LEN = 6;
const BODY_RE = new RegExp(`^[0-9A-Za-z]{${BODY_LEN + CHECK_LEN}}$`);

function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // Rejection sampling: 248 = 4 × 62, so bytes below it map uniformly.
      if (byte < 248) out += ALPHABET[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

function base62Fixed(value: number, length: number): string {
  let out = '';
  let n = value;
  for (let i = 0; i < length; i++) {
    out = ALPHABET[n % 62] + out;
    n = Math.floor(n / 62);
  }
  return out;
}

function checksum(text: string): string {
  return base62Fixed(crc32(text), CHECK_LEN);
}

export function generateKey(kind: KeyKind): string {
  const head = `${KEY_KINDS[kind]}${randomBase62(BODY_LEN)}`;
  return `${head}${checksum(head)}`;
}

/** The kind a key's prefix claims (nothing else checked), or null when it has no Lumen prefix. */
export function keyKindOf(key: string): KeyKind | null {
  if (key.startsWith(KEY_KINDS.apiKey)) return 'apiKey';
  if (key.startsWith(KEY_KINDS.tenantKey)) return 'tenantKey';
  return null;
}

/** The kind of a well-formed key with a valid checksum, or null (malformed, mistyped, or not a Lumen key). */
export function parseKey(key: string): KeyKind | null {
  const kind = keyKindOf(key);
  if (kind === null || !BODY_RE.test(key.slice(KEY_KINDS[kind].length))) return null;
  const head = key.slice(0, key.length - CHECK_LEN);
  return checksum(head) === key.slice(key.length - CHECK_LEN) ? kind : null;
}

/**
 * Only this SHA-256 (hex) is stored; the key has 142 random bits, so a fast hash is enough (no stretching).
 * The one-shot `crypto.hash` is about twice as fast as createHash().update().digest() on every request.
 */
export function hashKey(key: string): string {
  return hash('sha256', key, 'hex');
}

/** What lists show to tell keys apart: the kind prefix and the first 4 random characters. */
export function displayPrefix(key: string): string {
  const kind = parseKey(key);
  const prefixLen = kind ? KEY_KINDS[kind].length : 0;
  return key.slice(0, prefixLen + 4);
}
