// A Standard Webhooks verifier written for the tests from the specification's text (standard-webhooks spec,
// "Verifying webhooks"), sharing no code with Lumen's signer: the signed content is `{id}.{timestamp}.{body}`,
// HMAC-SHA256 keyed with the base64-decoded part of the secret after `whsec_`, base64-encoded, prefixed `v1,`;
// the header may hold several space-delimited signatures, any one of which verifies; a timestamp more than the
// tolerance away from now is refused.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface WebhookHeaders {
  id: string;
  timestamp: string;
  signature: string;
}

/** Which of `secrets` signed the request (indexes), after the timestamp check; empty when none did. */
export function signersOf(secrets: string[], h: WebhookHeaders, body: string, nowSeconds = Date.now() / 1000, toleranceSeconds = 300): number[] {
  if (!/^\d+$/.test(h.timestamp) || Math.abs(nowSeconds - Number(h.timestamp)) > toleranceSeconds) return [];
  const given = h.signature
    .split(' ')
    .filter((s) => s.startsWith('v1,'))
    .map((s) => Buffer.from(s.slice(3), 'base64'));
  const signers: number[] = [];
  secrets.forEach((secret, i) => {
    if (!secret.startsWith('whsec_')) return;
    const expected = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64')).update(`${h.id}.${h.timestamp}.${body}`).digest();
    if (given.some((g) => g.length === expected.length && timingSafeEqual(g, expected))) signers.push(i);
  });
  return signers;
}
