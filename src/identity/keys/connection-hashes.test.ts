import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConnectionKeyHashes, equalInConstantTime } from './connection-hashes.js';
import { generateKey, hashKey } from './key-format.js';

test('equalInConstantTime is string equality', () => {
  const key = generateKey('apiKey');
  assert.equal(equalInConstantTime(key, `${key}`), true);
  assert.equal(equalInConstantTime('', ''), true);
  assert.equal(equalInConstantTime(key, key.slice(0, -1)), false, 'a prefix');
  assert.equal(equalInConstantTime(key, `${key.slice(0, -1)}${key.at(-1) === 'x' ? 'y' : 'x'}`), false, 'the last character');
  assert.equal(equalInConstantTime(key, `${key.at(0) === 'x' ? 'y' : 'x'}${key.slice(1)}`), false, 'the first character');
});

test('a connection that sends its last key again is not hashed again; anything else is', () => {
  const hashed: string[] = [];
  const hashes = new ConnectionKeyHashes((key) => {
    hashed.push(key);
    return hashKey(key);
  });
  const [a, b] = [generateKey('apiKey'), generateKey('apiKey')];
  const one = {};
  const two = {};
  assert.equal(hashes.hash(a, one), hashKey(a));
  assert.equal(hashes.hash(`${a}`, one), hashKey(a));
  assert.deepEqual(hashed, [a], 'the same key on the same connection: hashed once');
  assert.equal(hashes.hash(a, two), hashKey(a), 'another connection has its own memory');
  assert.equal(hashes.hash(b, one), hashKey(b), 'a different key on the first connection');
  assert.equal(hashes.hash(a, one), hashKey(a), 'and back: the hash follows the key, never the connection');
  assert.equal(hashes.hash(a, undefined), hashKey(a));
  assert.equal(hashes.hash(a, undefined), hashKey(a));
  assert.deepEqual(hashed, [a, a, b, a, a, a], 'no connection: hashed every time');
});
