import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createApiKey, identityWithProbes, readWith } from '../../helpers/identity.js';
import { type TestServer, startServer } from '../../helpers/server.js';
import { REDIS_URL, needRedis } from '../../helpers/services.js';

// Seed, Limits: a sliding window per API key with X-RateLimit-* on every response and Retry-After on 429.
// The same tests run on the memory store and the Redis store.
async function withServer(store: 'memory' | 'redis', env: Record<string, string>, run: (s: TestServer) => Promise<void>) {
  const server = await startServer({ modules: identityWithProbes(), env: { ...env, ...(store === 'redis' ? { REDIS_URL } : {}) } });
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

for (const store of ['memory', 'redis'] as const) {
  describe(`read budget on the ${store} store`, () => {
    test('ratelimit:headers — exact count at the limit, Remaining down by one, Reset and Retry-After correct', async (t) => {
      if (store === 'redis' && !(await needRedis(t))) return;
      await withServer(store, { RATE_LIMIT_READ_MAX: '5', RATE_LIMIT_READ_WINDOW_S: '60' }, async (server) => {
        const key = await createApiKey(server, 'alice');
        const started = Date.now();
        const remaining: number[] = [];
        for (let i = 0; i < 5; i++) {
          const r = await readWith(server, key);
          assert.equal(r.status, 200);
          assert.equal(r.limit, 5);
          assert.equal(r.retryAfter, null, 'Retry-After only on 429');
          remaining.push(r.remaining!);
          const expected = Math.ceil((started + 60_000) / 1000);
          assert.ok(Math.abs(r.reset! - expected) <= 1, `Reset ${r.reset} ≈ first call + window (${expected})`);
        }
        assert.deepEqual(remaining, [4, 3, 2, 1, 0]);
        const denied = await readWith(server, key);
        assert.equal(denied.status, 429);
        assert.equal(denied.body.code, 'rate_limited');
        assert.equal(denied.limit, 5);
        assert.equal(denied.remaining, 0);
        assert.ok(denied.retryAfter! >= 59 && denied.retryAfter! <= 60, `Retry-After ${denied.retryAfter}`);
        const nowS = Date.now() / 1000;
        assert.ok(Math.abs(denied.reset! - nowS - denied.retryAfter!) <= 1.01, 'Reset and Retry-After name the same moment');
      });
    });

    test('ratelimit:per-key — budgets are per key, and an unauthenticated call never charges one', async (t) => {
      if (store === 'redis' && !(await needRedis(t))) return;
      await withServer(store, { RATE_LIMIT_READ_MAX: '2', RATE_LIMIT_READ_WINDOW_S: '60' }, async (server) => {
        const a = await createApiKey(server, 'alice');
        const b = await createApiKey(server, 'bob');
        await readWith(server, a);
        await readWith(server, a);
        assert.equal((await readWith(server, a)).status, 429);
        const fresh = await readWith(server, b);
        assert.equal(fresh.status, 200);
        assert.equal(fresh.remaining, 1);
        assert.equal((await readWith(server, 'lum_live_nope')).status, 401);
        assert.equal((await readWith(server, b)).remaining, 0);
      });
    });

    test('ratelimit:sliding — with a 2 s window, calls spread over it free up one by one', async (t) => {
      if (store === 'redis' && !(await needRedis(t))) return;
      await withServer(store, { RATE_LIMIT_READ_MAX: '2', RATE_LIMIT_READ_WINDOW_S: '2' }, async (server) => {
        const key = await createApiKey(server, 'alice');
        // Times are taken after each response (an upper bound of the server's stamp) or before each request (a
        // lower bound), so that a slow machine cannot make the test flaky in either direction.
        assert.equal((await readWith(server, key)).status, 200);
        const first = Date.now();
        await sleep(1100);
        const secondSent = Date.now();
        assert.equal((await readWith(server, key)).status, 200);
        const second = Date.now();
        const full = await readWith(server, key);
        assert.equal(full.status, 429);
        assert.equal(full.retryAfter, 1, 'the first call leaves within a second');
        await sleep(first + 2150 - Date.now());
        assert.equal((await readWith(server, key)).status, 200, 'the first call left: one slot');
        assert.ok(Date.now() < secondSent + 2000, 'still inside the second call window');
        assert.equal((await readWith(server, key)).status, 429, 'only one: the second call is still inside');
        await sleep(second + 2150 - Date.now());
        const again = await readWith(server, key);
        assert.equal(again.status, 200, 'the second call left');
        assert.equal(again.remaining, 0);
      });
    });
  });
}
