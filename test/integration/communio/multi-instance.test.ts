import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startServer } from '../../helpers/server.js';
import { needPostgres } from '../../helpers/services.js';
import { DATABASES, eventually, receiver, subscribe, tenant } from './support.js';

// Several instances on one database never deliver the same attempt twice: claims are leased rows, taken with
// FOR UPDATE SKIP LOCKED on PostgreSQL and by SQLite's single writer.
for (const database of DATABASES) {
  test(`[${database}] three dispatchers on one database deliver each message exactly once`, async (t) => {
    if (database === 'postgres' && !(await needPostgres(t))) return;
    const r = await receiver();
    const env = { COMMUNIO_DISPATCH_INTERVAL_MS: '10', COMMUNIO_DISPATCH_BATCH: '3', RATE_LIMIT_COMMUNIO_MAX: '1000' };
    const first = await startServer({ database, env });
    const shared = database === 'postgres' ? { pgSchema: first.env.DATABASE_SCHEMA! } : { dir: first.dir };
    const others = [await startServer({ database, env, ...shared }), await startServer({ database, env, ...shared })];
    t.after(async () => {
      for (const s of others) await s.close();
      await first.close();
      await r.close();
    });
    const owner = await tenant(first, 'Owner');
    const endpoint = await subscribe(owner, r, ['intention.created']);
    const created = await Promise.all(
      Array.from({ length: 40 }, (_, i) => owner.call('POST', '/intentions', { text: `Instance test ${i}` })),
    );
    assert.ok(created.every((res) => res.status === 201));
    // Every instance wakes up and competes for the same rows.
    for (const s of others) await s.fetch('/healthz');
    await r.until(() => r.received.length >= 40, 20_000);
    // No delivery left pending on any instance: every send is settled, so a duplicate would have arrived by now.
    await eventually(
      async () => (await (await owner.call('GET', `/webhooks/${endpoint.id}/deliveries?status=pending`)).json()) as { items: unknown[] },
      (page) => page.items.length === 0,
      10_000,
      'no pending delivery',
    );
    assert.equal(r.hits, 40, 'no message was sent twice');
    assert.equal(new Set(r.received.map((m) => m.id)).size, 40);
  });
}
