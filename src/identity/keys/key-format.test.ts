import assert from 'node:assert/strict';
import { test } from 'node:test';
import { KEY_KINDS, displayPrefix, generateKey, hashKey, parseKey } from './key-format.js';

test('keys carry their kind, 24 random base62 characters and a checksum that catches typos', () => {
  for (const kind of ['apiKey', 'tenantKey'] as const) {
    const key = generateKey(kind);
    assert.ok(key.startsWith(KEY_KINDS[kind]));
    assert.equal(key.length, KEY_KINDS[kind].length + 30);
    assert.equal(parseKey(key), kind);
    // Every single-character substitution in the random part or checksum is refused.
    const body = KEY_KINDS[kind].length;
    let caught = 0;
    for (let i = body; i < key.length; i++) {
      const c = key[i] === 'A' ? 'B' : 'A';
      if (parseKey(`${key.slice(0, i)}${c}${key.slice(i + 1)}`) === null) caught++;
    }
    assert.equal(caught, 30);
    // Swapping two adjacent different characters is refused too.
    const i = key.slice(body).search(/(.)(?!\1)/) + body;
    assert.equal(parseKey(`${key.slice(0, i)}${key[i + 1]}${key[i]}${key.slice(i + 2)}`), null);
  }
  assert.equal(parseKey(''), null);
  assert.equal(parseKey('lum_live_short'), null);
  assert.equal(parseKey('sk_live_' + 'a'.repeat(30)), null);
});

test('randomness: 142 bits per key, every base62 character in use, no repeats', () => {
  const seen = new Set<string>();
  const chars = new Map<string, number>();
  for (let i = 0; i < 2000; i++) {
    const key = generateKey('apiKey');
    seen.add(key);
    for (const c of key.slice(9, 33)) chars.set(c, (chars.get(c) ?? 0) + 1);
  }
  assert.equal(seen.size, 2000);
  assert.equal(chars.size, 62);
  // 48,000 characters over 62 symbols: about 774 each; a biased generator would stray far from it.
  for (const [c, n] of chars) assert.ok(n > 600 && n < 960, `${c} seen ${n} times`);
  assert.ok(24 * Math.log2(62) >= 128);
});

test('only a SHA-256 hex digest is stored; the display prefix shows kind and four characters', () => {
  const key = generateKey('tenantKey');
  assert.match(hashKey(key), /^[0-9a-f]{64}$/);
  assert.notEqual(hashKey(key), hashKey(generateKey('tenantKey')));
  assert.equal(displayPrefix(key), key.slice(0, 12));
});
