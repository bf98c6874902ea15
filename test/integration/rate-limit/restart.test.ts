import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { test } from 'node:test';
import { createApiKey, identityWithProbes, readWith } from '../../helpers/identity.js';
import { startServer } from '../../helpers/server.js';

// Seed, Limits rule 4: rate-limit state is held in process memory and resets on server restart.
test('ratelimit:restart-clears — a restart clears the memory store; keys survive in storage', async () => {
  const env = { RATE_LIMIT_READ_MAX: '2', RATE_LIMIT_READ_WINDOW_S: '3600' };
  const first = await startServer({ modules: identityWithProbes(), env });
  const dir = first.dir;
  let key: string;
  try {
    key = await createApiKey(first, 'alice');
    await readWith(first, key);
    await readWith(first, key);
    assert.equal((await readWith(first, key)).status, 429);
  } finally {
    await first.lumen.close();
  }
  const second = await startServer({ modules: identityWithProbes(), env, dir });
  try {
    const again = await readWith(second, key);
    assert.equal(again.status, 200);
    assert.equal(again.remaining, 1);
  } finally {
    await second.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
