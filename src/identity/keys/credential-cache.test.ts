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

test('a revocation during an in-flight look-up wins: the look-up result is cached as revoked', () => {
  // The authenticator's order: get() misses, storage is read (before the revocation commits, so revoked: false),
  // the revocation runs (locally or from the Redis bus: both call revoke()), then the look-up result is set().
  const cache = new CredentialCache({ ttlMs: 1000 });
  assert.equal(cache.get('h1', 0), undefined, 'look-up started: nothing cached');
  const fromStorage = { ...cred };
  cache.revoke('h1', 5);
  assert.equal(cache.get('h1', 6), undefined, 'nothing cached yet: a new request asks storage, which says revoked');
  cache.set('h1', fromStorage, 10);
  assert.equal(cache.get('h1', 11)?.revoked, true, 'the key is refused, not trusted for the TTL');
  assert.equal(cache.get('h1', 1009)?.revoked, true);
  assert.equal(fromStorage.revoked, false, 'the caller\'s object is not mutated');
  cache.set('h2', null, 10);
  assert.equal(cache.get('h2', 11), null, 'an unknown key stays unknown');
});

test('a tombstone lasts the positive TTL only', () => {
  const cache = new CredentialCache({ ttlMs: 1000 });
  cache.revoke('h1', 0);
  cache.set('h1', cred, 999);
  assert.equal(cache.get('h1', 1000)?.revoked, true);
  cache.revoke('h2', 0);
  cache.set('h2', cred, 1000);
  assert.equal(cache.get('h2', 1001)?.revoked, false, 'after the TTL storage is the truth again');
});

test('the cache is bounded: the oldest entry goes first', () => {
  const cache = new CredentialCache({ maxEntries: 3 });
  for (const h of ['a', 'b', 'c', 'd']) cache.set(h, cred, 0);
  assert.equal(cache.get('a', 1), undefined);
  assert.ok(cache.get('d', 1));
});
