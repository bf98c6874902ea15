// Audit finding: POST /webhooks ignored Idempotency-Key, so a registration retried after a timeout made a second
// endpoint, and every event then reached the app twice under two webhook-ids (which defeats de-duplication).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DATABASES, communioServer, receiver, sleep, tenant } from './support.js';

for (const database of DATABASES) {
  test(`[${database}] a webhook registration retried with its Idempotency-Key makes one endpoint (communio:webhooks:idempotency-key)`, async (t) => {
    const server = await communioServer(t, database);
    if (!server) return;
    const r = await receiver();
    t.after(async () => {
      await server.close();
      await r.close();
    });
    const app = await tenant(server, 'Parish app');
    const register = (key: string, body: unknown = { url: r.url }) => app.call('POST', '/webhooks', body, { 'idempotency-key': key });

    const first = await register('setup-1');
    assert.equal(first.status, 201);
    assert.equal(first.headers.get('idempotent-replayed'), null);
    const created = (await first.json()) as { id: string; secret: string };
    r.setSecret(created.secret);
    const retry = await register('setup-1');
    assert.equal(retry.status, 201);
    assert.equal(retry.headers.get('idempotent-replayed'), 'true');
    assert.deepEqual(await retry.json(), created, 'the first answer, secret included');

    // Another body, or a key already used for a submission, is refused and creates nothing.
    const other = await register('setup-1', { url: r.url, events: ['intention.closed'] });
    assert.equal(other.status, 422);
    assert.equal(((await other.json()) as { code: string }).code, 'idempotency_key_reused');
    assert.equal((await app.call('POST', '/intentions', { text: 'For the sick of our parish' }, { 'idempotency-key': 'sub-1' })).status, 201);
    assert.equal((await register('sub-1')).status, 422);

    // Concurrent retries: one endpoint, one answer.
    const together = await Promise.all(Array.from({ length: 6 }, () => register('setup-2', { url: `${r.url}?b` })));
    const ids = new Set(await Promise.all(together.map(async (x) => (assert.equal(x.status, 201), ((await x.json()) as { id: string }).id))));
    assert.equal(ids.size, 1);
    const { items } = (await (await app.call('GET', '/webhooks')).json()) as { items: Array<{ id: string }> };
    assert.deepEqual(items.map((e) => e.id).sort(), [created.id, [...ids][0]!].sort(), 'two keys, two endpoints');

    // Each event reaches each endpoint once, signed with the replayed secret.
    await app.call('DELETE', `/webhooks/${[...ids][0]}`);
    await app.call('POST', '/intentions', { text: 'For vocations' });
    await r.until(() => r.received.length >= 2);
    await sleep(300);
    assert.deepEqual(
      r.received.map((m) => [m.json.type, m.verified]),
      [
        ['intention.created', true],
        ['intention.created', true],
      ],
      'the submission above and this one, once each',
    );
  });
}
