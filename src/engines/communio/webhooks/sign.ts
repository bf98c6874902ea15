import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../../../platform/security/constant-time.js';

/**
 * Standard Webhooks (https://www.standardwebhooks.com/, "Signature scheme"): the signed content is
 * `${webhook-id}.${webhook-timestamp}.${body}`, HMAC-SHA256 keyed with the base64-decoded part of the
 * `whsec_` secret, sent as `v1,<base64>`; several signatures are space-separated (used during key rotation).
 */
const PREFIX = 'whsec_';

/** A new signing secret: 32 random bytes (the spec asks for 24-64), base64, with the `whsec_` prefix. */
export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(32).toString('base64')}`;
}

function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
}

export function signOne(secret: string, msgId: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${msgId}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The `webhook-signature` header value for one or more secrets (current first). */
export function signatureHeader(secrets: string[], msgId: string, timestamp: number, body: string): string {
  return secrets.map((s) => signOne(s, msgId, timestamp, body)).join(' ');
}

/**
 * Receiver-side check, used by tests and offered to tenants in docs: any `v1` signature in the header that
 * matches, compared in constant time, with the timestamp within `toleranceS` of now (replay protection).
 */
export function verifySignature(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
  nowS = Math.floor(Date.now() / 1000),
  toleranceS = 300,
): boolean {
  const ts = Number(headers.timestamp);
  if (!Number.isInteger(ts) || Math.abs(nowS - ts) > toleranceS) return false;
  const expected = Buffer.from(signOne(secret, headers.id, ts, body).slice(3), 'base64');
  return headers.signature.split(' ').some((candidate) => {
    const [version, value] = candidate.split(',', 2);
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return safeEqual(given, expected);
  });
}
