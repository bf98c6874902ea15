import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SlidingWindowLimiter } from './limiter.js';
import { MemoryStore } from './memory-store.js';

test('define registers buckets; keys are namespaced per bucket; unknown buckets and bad limits are refused', async () => {
  const limiter = new SlidingWindowLimiter(new MemoryStore());
  limiter.define('a', { max: 1, windowS: 60 });
  limiter.define('b', { max: 1, windowS: 60 });
  assert.equal((await limiter.consume('a', 'k')).allowed, true);
  assert.equal((await limiter.consume('a', 'k')).allowed, false);
  assert.equal((await limiter.consume('b', 'k')).allowed, true, 'same key, other bucket: its own budget');
  assert.throws(() => limiter.consume('nope', 'k'), /not defined/);
  assert.equal(limiter.consume('a', 'other') instanceof Promise, false, 'the memory store answers synchronously');
  assert.throws(() => limiter.define('c', { max: 0, windowS: 1 }), /positive integer/);
  assert.throws(() => limiter.define('c', { max: 1, windowS: 0 }), /positive/);
  limiter.define('a', { max: 3, windowS: 60 });
  assert.equal((await limiter.consume('a', 'k')).remaining, 1, 'redefining keeps the log and applies the new max');
  await limiter.close();
});
