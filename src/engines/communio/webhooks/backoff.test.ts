import assert from 'node:assert/strict';
import { test } from 'node:test';
import { retryDelayMs, scheduleSpanMs } from './backoff.js';

test('retries double, with jitter kept within ±20 %', () => {
  assert.equal(retryDelayMs(1, 5000, () => 0.5), 5000);
  assert.equal(retryDelayMs(2, 5000, () => 0.5), 10000);
  assert.equal(retryDelayMs(5, 5000, () => 0.5), 80000);
  assert.equal(retryDelayMs(3, 5000, () => 0), 16000);
  assert.equal(retryDelayMs(3, 5000, () => 1), 24000);
});

test('the default schedule (5 s base, 15 attempts) spans about a day', () => {
  const hours = scheduleSpanMs(15, 5000) / 3_600_000;
  assert.ok(hours > 20 && hours < 26, `${hours} h`);
});
