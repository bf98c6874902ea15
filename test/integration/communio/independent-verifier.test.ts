import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signersOf } from './independent-verifier.js';

// The specification's published test vector.
const vector = { id: 'msg_p5jXN8AQM9LWM0D4loKWxJek', timestamp: '1614265330', signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=' };
const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const body = '{"test": 2432232314}';

test('the tests’ own Standard Webhooks verifier accepts the published vector and refuses what it must', () => {
  assert.deepEqual(signersOf([secret], vector, body, 1614265330), [0]);
  assert.deepEqual(signersOf(['whsec_AAAA', secret], { ...vector, signature: `v1,bm9wZQ== ${vector.signature}` }, body, 1614265330), [1]);
  assert.deepEqual(signersOf([secret], vector, '{"test": 2432232315}', 1614265330), [], 'another body');
  assert.deepEqual(signersOf([secret], vector, body, 1614265330 + 301), [], 'a stale timestamp');
  assert.deepEqual(signersOf([secret], { ...vector, signature: vector.signature.replace('v1,', 'v2,') }, body, 1614265330), [], 'another version');
});
