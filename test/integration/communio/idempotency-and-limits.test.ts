import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DATABASES, communioServer, tenant } from './support.js';

const count = async (t: Awaited<ReturnType<typeof tenant>>) =>
  ((await (await t.call('GET', '/intentions?limit=100')).json()) as { items: unknown[] }).items.length;

for (const database of DATABASES) {
  test(`[${database}] Idempotency-Key: sequential and concurrent retries create one intention (communio:idempotency:one-intention)`, async (t) => {
    const server = await communioServer(t, database);
    if (!server) return;
    t.after(() => server.close());
    const a = await tenant(server, 'A');
    const body = { text: 'For peace in our town', category: 'peace' };
    const first = await a.call('POST', '/intentions', body, { 'idempotency-key': 'retry-1' });
    assert.equal(first.status, 201);
    const firstBody = await first.json();
    const again = await a.call('POST', '/intentions', body, { 'idempotency-key': 'retry-1' });
    assert.equal(again.status, 201);
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    assert.deepEqual(await again.json(), firstBody);

    const changed = await a.call('POST', '/intentions', { ...body, text: 'Something else' }, { 'idempotency-key': 'retry-1' });
    assert.equal(changed.status, 422);
    assert.equal(((await changed.json()) as { code: string }).code, 'idempotency_key_reused');

    const concurrent = await Promise.all(
      Array.from({ length: 10 }, () => a.call('POST', '/intentions', { text: 'Concurrent retry' }, { 'idempotency-key': 'burst' })),
    );
    const ids = new Set<string>();
    for (const r of concurrent) {
      assert.equal(r.status, 201);
      ids.add(((await r.json()) as { id: string }).id);
    }
    assert.equal(ids.size, 1, 'every concurrent retry answered with the same intention');
    assert.equal(await count(a), 2);

    const b = await tenant(server, 'B');
    assert.equal((await b.call('POST', '/intentions', body, { 'idempotency-key': 'retry-1' })).status, 201, 'keys are per tenant');
    assert.equal((await a.call('POST', '/intentions', body, { 'idempotency-key': 'x'.repeat(256) })).status, 400);
  });
}

test('the 51st submission in an hour is refused with 429 and Retry-After (default limit) (communio:limit:hourly)', async (t) => {
  const server = await communioServer(t, 'sqlite');
  if (!server) return;
  t.after(() => server.close());
  const a = await tenant(server, 'A');
  const b = await tenant(server, 'B');
  for (let i = 0; i < 50; i++) {
    const res = await a.call('POST', '/intentions', { text: `intention number ${i}` });
    assert.equal(res.status, 201, `submission ${i + 1}`);
    assert.equal(res.headers.get('x-ratelimit-limit'), '50');
    assert.equal(res.headers.get('x-ratelimit-remaining'), String(49 - i));
  }
  const refused = await a.call('POST', '/intentions', { text: 'one too many' });
  assert.equal(refused.status, 429);
  assert.ok(Number(refused.headers.get('retry-after')) > 0);
  assert.ok(Number(refused.headers.get('x-ratelimit-reset')) > Date.now() / 1000);
  assert.equal(((await refused.json()) as { code: string }).code, 'rate_limited');
  assert.equal(await count(a), 50, 'nothing stored for the refused one');

  const read = await a.call('GET', '/feed');
  assert.equal(read.status, 200, 'reads are not charged to the submission budget');
  assert.notEqual(read.headers.get('x-ratelimit-limit'), '50');
  const some = ((await read.json()) as { items: Array<{ id: string }> }).items[0]!;
  assert.equal((await a.call('POST', `/intentions/${some.id}/intercessions`)).status, 201, 'intercessions are not charged either');
  assert.equal((await b.call('POST', '/intentions', { text: 'B has its own budget' })).status, 201);
});

test('a small configured limit applies per tenant', async (t) => {
  const server = await communioServer(t, 'sqlite', { RATE_LIMIT_COMMUNIO_MAX: '2' });
  if (!server) return;
  t.after(() => server.close());
  const a = await tenant(server, 'A');
  assert.equal((await a.call('POST', '/intentions', { text: 'one' })).status, 201);
  assert.equal((await a.call('POST', '/intentions', { text: 'two' })).status, 201);
  assert.equal((await a.call('POST', '/intentions', { text: 'three' })).status, 429);
});

test('an Idempotency-Key is forgotten after 24 hours', async (t) => {
  const server = await communioServer(t, 'sqlite');
  if (!server) return;
  t.after(() => server.close());
  const { submitIntention } = await import('../../../src/engines/communio/data/submit-intention.js');
  const a = await tenant(server, 'A');
  const db = server.lumen.platform.storage.db.withTables<import('../../../src/engines/communio/index.js').CommunioTables>();
  const dayAndMore = Date.now() - 24 * 3600 * 1000 - 60_000;
  const old = await submitIntention(db, 'sqlite', a.id, { text: 'Yesterday' }, 'daily', dayAndMore);
  const recent = await submitIntention(db, 'sqlite', a.id, { text: 'An hour ago' }, 'hourly', Date.now() - 3600 * 1000);

  const reused = await a.call('POST', '/intentions', { text: 'Yesterday' }, { 'idempotency-key': 'daily' });
  assert.equal(reused.status, 201);
  assert.equal(reused.headers.get('idempotent-replayed'), null);
  assert.notEqual(((await reused.json()) as { id: string }).id, old.intention.id, 'a new intention after expiry');

  const replayed = await a.call('POST', '/intentions', { text: 'An hour ago' }, { 'idempotency-key': 'hourly' });
  assert.equal(replayed.headers.get('idempotent-replayed'), 'true');
  assert.equal(((await replayed.json()) as { id: string }).id, recent.intention.id);
});
