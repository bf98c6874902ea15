import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createApiKey, identityWithProbes, readWith } from '../../helpers/identity.js';
import { startServer } from '../../helpers/server.js';
import { REDIS_URL, needPostgres, needRedis } from '../../helpers/services.js';

// Contract: with REDIS_URL several instances share one budget per key.
test('ratelimit:shared-redis — two instances on one Redis share one budget per key', async (t) => {
  if (!(await needRedis(t)) || !(await needPostgres(t))) return;
  const env = { REDIS_URL, RATE_LIMIT_READ_MAX: '6', RATE_LIMIT_READ_WINDOW_S: '60' };
  const a = await startServer({ database: 'postgres', modules: identityWithProbes(), env });
  const b = await startServer({ database: 'postgres', pgSchema: a.env.DATABASE_SCHEMA, modules: identityWithProbes(), env });
  try {
    const key = await createApiKey(a, 'alice');
    const statuses: number[] = [];
    const remaining: number[] = [];
    for (let i = 0; i < 8; i++) {
      const r = await readWith(i % 2 === 0 ? a : b, key);
      statuses.push(r.status);
      remaining.push(r.remaining!);
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 200, 429, 429]);
    assert.deepEqual(remaining, [5, 4, 3, 2, 1, 0, 0, 0]);
  } finally {
    await b.close();
    await a.close();
  }
});

test('ratelimit:atomic — concurrent calls through two instances never exceed the shared budget (atomic script)', async (t) => {
  if (!(await needRedis(t)) || !(await needPostgres(t))) return;
  const env = { REDIS_URL, RATE_LIMIT_READ_MAX: '10', RATE_LIMIT_READ_WINDOW_S: '60' };
  const a = await startServer({ database: 'postgres', modules: identityWithProbes(), env });
  const b = await startServer({ database: 'postgres', pgSchema: a.env.DATABASE_SCHEMA, modules: identityWithProbes(), env });
  try {
    const key = await createApiKey(a, 'bob');
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => readWith(i % 2 ? a : b, key)));
    assert.equal(results.filter((r) => r.status === 200).length, 10);
    assert.equal(results.filter((r) => r.status === 429).length, 30);
  } finally {
    await b.close();
    await a.close();
  }
});
