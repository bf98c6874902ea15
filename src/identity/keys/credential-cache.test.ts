import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CredentialCache } from './credential-cache.js';

const cred = { kind: 'apiKey' as const, id: 'key_a', userId: 'usr_a', revoked: false };

test('positive and negative entries expire on their own TTLs', () => {
  const cache = new CredentialCache({ ttlMs: 1000, negativeTtlMs: 100 });
  cache.set('h1', cred, 0);
  cache.set('h2', null, 0);
  assert.deepEqual(cache.get('h1', 99), cred);
  assert.equal(cache.get('h2', 99), null);
  assert.equal(cache.get('h2', 100), undefined, 'unknown keys are asked again after the negative TTL');
  assert.equal(cache.get('h1', 1000), undefined);
});

test('revoke marks a cached key at once; an uncached one is simply not cached', () => {
  const cache = new CredentialCache();
  cache.set('h1', cred, 0);
  cache.revoke('h1', 10);
  assert.equal(cache.get('h1', 11)?.revoked, true);
  cache.revoke('h9', 10);
  assert.equal(cache.get('h9', 11), undefined);
});

test('the cache is bounded: the oldest entry goes first', () => {
  const cache = new CredentialCache({ maxEntries: 3 });
  for (const h of ['a', 'b', 'c', 'd']) cache.set(h, cred, 0);
  assert.equal(cache.get('a', 1), undefined);
  assert.ok(cache.get('d', 1));
});
