import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MemoryStore } from './memory-store.js';

// The sliding log on a fake clock: exact, so these are equalities, not ranges.
function clocked() {
  let now = 1_000_000_000_000;
  const store = new MemoryStore({ now: () => now, sweepEveryMs: 3_600_000 });
  return { store, advance: (ms: number) => (now += ms), now: () => now };
}

test('exactly max calls pass, Remaining counts down by one, then 429 with Retry-After to the oldest leaving', async () => {
  const { store, advance, now } = clocked();
  const limit = { max: 3, windowS: 10 };
  const start = now();
  const seen = [];
  for (let i = 0; i < 3; i++) {
    seen.push(store.hit('b', 'k', limit));
    advance(1000);
  }
  assert.deepEqual(seen.map((d) => [d.allowed, d.remaining]), [[true, 2], [true, 1], [true, 0]]);
  assert.ok(seen.every((d) => d.resetAt === Math.ceil((start + 10_000) / 1000)), 'Reset = when the oldest counted call leaves');
  const denied = store.hit('b', 'k', limit);
  assert.equal(denied.allowed, false);
  assert.equal(denied.remaining, 0);
  assert.equal(denied.retryAfterS, 7, 'first call at t0, now t0+3 s, window 10 s');
  assert.equal(denied.resetAt, Math.ceil((start + 10_000) / 1000));
  await store.close();
});

test('sliding: calls spread over the window free up one by one (ratelimit:sliding)', () => {
  const { store, advance } = clocked();
  const limit = { max: 3, windowS: 10 };
  for (let i = 0; i < 3; i++) {
    assert.equal(store.hit('b', 'k', limit).allowed, true);
    advance(2000);
  }
  // t = 6 s: full until t = 10 s, when the first call leaves.
  advance(3999);
  assert.equal(store.hit('b', 'k', limit).allowed, false);
  advance(1);
  assert.equal(store.hit('b', 'k', limit).allowed, true, 'one slot at exactly t0 + window');
  assert.equal(store.hit('b', 'k', limit).allowed, false, 'and only one');
  advance(2000);
  assert.equal(store.hit('b', 'k', limit).allowed, true, 'the second call leaves 2 s later');
});

test('ratelimit:any-window — never more than max in ANY window, under random traffic', () => {
  const { store, advance, now } = clocked();
  const limit = { max: 5, windowS: 2 };
  const accepted: number[] = [];
  let seed = 42;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  for (let i = 0; i < 5000; i++) {
    advance(Math.floor(rand() * 300));
    if (store.hit('b', 'k', limit).allowed) accepted.push(now());
  }
  for (let i = 0; i + limit.max < accepted.length; i++) {
    assert.ok(accepted[i + limit.max]! - accepted[i]! >= limit.windowS * 1000, `6 calls inside one window at ${i}`);
  }
  assert.ok(accepted.length > 100, 'and the budget is actually used');
});

test('refused calls are not counted: a flood does not extend the lock-out', () => {
  const { store, advance } = clocked();
  const limit = { max: 1, windowS: 5 };
  store.hit('b', 'k', limit);
  for (let i = 0; i < 100; i++) {
    advance(40);
    store.hit('b', 'k', limit);
  }
  advance(1000);
  assert.equal(store.hit('b', 'k', limit).allowed, true);
});

test('budgets are per key; idle keys are evicted; memory stays bounded (ratelimit:per-key)', () => {
  const { store, advance } = clocked();
  const limit = { max: 2, windowS: 1 };
  for (let i = 0; i < 1000; i++) assert.equal(store.hit('b', `key${i}`, limit).allowed, true);
  assert.equal(store.stats().keys, 1000);
  advance(500);
  assert.equal(store.sweep(), 0, 'nothing is idle yet');
  advance(500);
  assert.equal(store.sweep(), 1000);
  assert.deepEqual(store.stats(), { keys: 0, logBytes: 0 });
});

test('buckets are budgets of their own: one key in two buckets, counted and swept in each', () => {
  const { store, advance } = clocked();
  const short = { max: 1, windowS: 1 };
  const long = { max: 1, windowS: 10 };
  assert.equal(store.hit('read', 'k', short).allowed, true);
  assert.equal(store.hit('communio', 'k', long).allowed, true, 'the same key in another bucket');
  assert.equal(store.hit('read', 'k', short).allowed, false);
  assert.equal(store.stats().keys, 2);
  advance(1000);
  assert.equal(store.sweep(), 1, 'only the short window has emptied');
  assert.equal(store.hit('communio', 'k', long).allowed, false);
  assert.equal(store.hit('read', 'k', short).allowed, true);
});

test('a refunded call leaves the log as if it had never been charged, the others kept in order', async () => {
  const { store, advance, now } = clocked();
  const limit = { max: 3, windowS: 10 };
  const start = now();
  store.hit('b', 'k', limit);
  advance(1000);
  const second = store.hit('b', 'k', limit);
  advance(1000);
  store.hit('b', 'k', limit);
  assert.equal(store.hit('b', 'k', limit).allowed, false);
  store.refund('b', 'k', second.ticket!);
  const again = store.hit('b', 'k', limit);
  assert.equal(again.allowed, true, 'the slot is back');
  assert.equal(again.resetAt, Math.ceil((start + 10_000) / 1000), 'the oldest call is still the first');
  advance(10_000 - 2000);
  assert.equal(store.hit('b', 'k', limit).allowed, true, 'the first left the window: a slot opens');
  store.refund('b', 'k', 12345);
  store.refund('other', 'k', second.ticket!);
  await store.close();
});
