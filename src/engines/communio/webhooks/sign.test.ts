import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newWebhookSecret, signOne, signatureHeader, verifySignature } from './sign.js';

// The published Standard Webhooks test vector (standard-webhooks reference libraries).
const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

test('signing reproduces the Standard Webhooks test vector', () => {
  assert.equal(signOne(VECTOR.secret, VECTOR.id, VECTOR.timestamp, VECTOR.body), VECTOR.signature);
});

test('verification accepts the vector and refuses a changed body, id or stale timestamp', () => {
  const headers = { id: VECTOR.id, timestamp: String(VECTOR.timestamp), signature: VECTOR.signature };
  assert.equal(verifySignature(VECTOR.secret, headers, VECTOR.body, VECTOR.timestamp), true);
  assert.equal(verifySignature(VECTOR.secret, headers, '{"test": 2432232315}', VECTOR.timestamp), false);
  assert.equal(verifySignature(VECTOR.secret, { ...headers, id: 'msg_other' }, VECTOR.body, VECTOR.timestamp), false);
  assert.equal(verifySignature(VECTOR.secret, headers, VECTOR.body, VECTOR.timestamp + 301), false);
});

test('during rotation both secrets sign, and either verifies', () => {
  const [a, b] = [newWebhookSecret(), newWebhookSecret()];
  assert.match(a, /^whsec_[A-Za-z0-9+/]{43}=$/);
  const header = signatureHeader([a, b], 'msg_1', 1000, '{}');
  assert.equal(header.split(' ').length, 2);
  for (const s of [a, b]) assert.equal(verifySignature(s, { id: 'msg_1', timestamp: '1000', signature: header }, '{}', 1000), true);
  assert.equal(verifySignature(newWebhookSecret(), { id: 'msg_1', timestamp: '1000', signature: header }, '{}', 1000), false);
});
