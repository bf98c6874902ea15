import assert from 'node:assert/strict';
import { test } from 'node:test';
import { randomBase64url } from './random-pool.js';

test('pooled random secrets have the asked length and never repeat, across pool refills', () => {
  const seen = new Set<string>();
  // 1,000 draws of 32 bytes: about eight refills of the 4 KiB pool, and draws that do not fit the pool's tail.
  for (let i = 0; i < 1000; i++) {
    const s = randomBase64url(i % 7 === 0 ? 16 : 32);
    assert.equal(Buffer.from(s, 'base64url').length, i % 7 === 0 ? 16 : 32);
    assert.ok(!seen.has(s), 'a secret was handed out twice');
    seen.add(s);
  }
  // Not all zeros (a pool handed out after being cleared, never refilled, would be).
  assert.ok([...seen].every((s) => Buffer.from(s, 'base64url').some((b) => b !== 0)));
});
