import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually } from '../../helpers/eventually.js';
import { identityOf, identityWithProbes, portalToken, readWith } from '../../helpers/identity.js';
import { startServer } from '../../helpers/server.js';
import { REDIS_URL, needPostgres, needRedis } from '../../helpers/services.js';

// Revocation takes effect at once on this instance, and on every instance within a second with Redis.
test('identity:revoke:cross-instance — a key revoked on one instance is refused by another within a second, without waiting for the cache TTL', async (t) => {
  if (!(await needRedis(t)) || !(await needPostgres(t))) return;
  const env = { REDIS_URL };
  const a = await startServer({ database: 'postgres', modules: identityWithProbes(), env });
  const b = await startServer({ database: 'postgres', pgSchema: a.env.DATABASE_SCHEMA, modules: identityWithProbes(), env });
  try {
    const token = await portalToken(a, 'alice');
    const res = await a.fetch('/portal/keys', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'shared' }),
    });
    const { id, key } = (await res.json()) as { id: string; key: string };
    assert.equal((await readWith(b, key)).status, 200, 'b has the key cached now');
    const lookups = identityOf(b).keyLookups();
    const revoked = await a.fetch(`/portal/keys/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    assert.equal(revoked.status, 204);
    assert.equal((await readWith(a, key)).status, 401, 'at once on the revoking instance');
    const status = await eventually(async () => (await readWith(b, key)).status, (s) => s !== 200, 1000, 'the other instance refusing the key', 20).catch(() => 200);
    assert.equal(status, 401, 'refused by the other instance within a second');
    assert.equal(identityOf(b).keyLookups(), lookups, 'the notice itself marked it revoked: no query');
  } finally {
    await b.close();
    await a.close();
  }
});
