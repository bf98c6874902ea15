import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DATABASES, type Tenant, communioServer, tenant } from './support.js';

for (const database of DATABASES) {
  test(`[${database}] 50 concurrent intercessions are counted exactly; a person_ref counts once (communio:intercessions:exact-count)`, async (t) => {
    const server = await communioServer(t, database, { COMMUNIO_READ_RATE_MAX: '10000' });
    if (!server) return;
    t.after(() => server.close());
    const owner = await tenant(server, 'Owner');
    const other = await tenant(server, 'Other');
    const { id } = (await (await owner.call('POST', '/intentions', { text: 'For a safe birth' })).json()) as { id: string };

    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? owner : other).call('POST', `/intentions/${id}/intercessions`)),
    );
    for (const r of results) assert.equal(r.status, 201);
    const counts = await Promise.all(results.map(async (r) => ((await r.json()) as { intercession_count: number }).intercession_count));
    assert.deepEqual([...counts].sort((x, y) => x - y), Array.from({ length: 50 }, (_, i) => i + 1), 'each request saw its own increment');

    const same = await Promise.all(
      Array.from({ length: 10 }, () => other.call('POST', `/intentions/${id}/intercessions`, { person_ref: 'user-7' })),
    );
    const counted = await Promise.all(same.map(async (r) => ((await r.json()) as { counted: boolean }).counted));
    assert.equal(counted.filter(Boolean).length, 1, 'one person counted once');
    // The same reference from another tenant is another person.
    assert.equal(((await (await owner.call('POST', `/intentions/${id}/intercessions`, { person_ref: 'user-7' })).json()) as { counted: boolean }).counted, true);

    const view = (await (await owner.call('GET', `/intentions/${id}`)).json()) as { intercession_count: number };
    assert.equal(view.intercession_count, 52);

    await owner.call('POST', `/intentions/${id}/close`, { status: 'answered' });
    const late = await other.call('POST', `/intentions/${id}/intercessions`);
    assert.equal(late.status, 409);
    assert.equal(((await late.json()) as { code: string }).code, 'intention_closed');
  });
}

for (const database of DATABASES) {
  test(`[${database}] an intercession retried with its Idempotency-Key is recorded once (communio:intercessions:idempotency-key)`, async (t) => {
    // Audit finding: the header was ignored here, so an app retrying "I prayed" after a timeout counted it twice.
    const server = await communioServer(t, database, { COMMUNIO_READ_RATE_MAX: '10000' });
    if (!server) return;
    t.after(() => server.close());
    const owner = await tenant(server, 'Owner');
    const other = await tenant(server, 'Other');
    const submit = async (text: string) => ((await (await owner.call('POST', '/intentions', { text })).json()) as { id: string }).id;
    const id = await submit('For my brother, who is ill');
    const second = await submit('For peace in our parish');
    const pray = (who: Tenant, on: string, key: string, body?: unknown) =>
      who.call('POST', `/intentions/${on}/intercessions`, body, { 'idempotency-key': key });
    const count = async () => ((await (await owner.call('GET', `/intentions/${id}`)).json()) as { intercession_count: number }).intercession_count;

    const first = await pray(other, id, 'tap-1');
    assert.equal(first.status, 201);
    assert.equal(first.headers.get('idempotent-replayed'), null);
    const firstBody = await first.json();
    assert.deepEqual(firstBody, { intention_id: id, intercession_count: 1, counted: true });
    const retry = await pray(other, id, 'tap-1');
    assert.equal(retry.status, 201);
    assert.equal(retry.headers.get('idempotent-replayed'), 'true');
    assert.deepEqual(await retry.json(), firstBody, 'the first answer, replayed');
    assert.equal(await count(), 1, 'the retry recorded nothing');

    // The same key from another tenant is another key.
    assert.equal(((await (await pray(owner, id, 'tap-1')).json()) as { counted: boolean }).counted, true);
    assert.equal(await count(), 2);

    // The same key with another request is refused and records nothing.
    for (const [on, body] of [
      [second, undefined],
      [id, { person_ref: 'p-9' }],
    ] as const) {
      const reused = await pray(other, on, 'tap-1', body);
      assert.equal(reused.status, 422);
      assert.equal(((await reused.json()) as { code: string }).code, 'idempotency_key_reused');
    }
    const submissionKey = await owner.call('POST', '/intentions', { text: 'For my grandmother' }, { 'idempotency-key': 'shared-key' });
    assert.equal(submissionKey.status, 201);
    assert.equal((await pray(owner, id, 'shared-key')).status, 422, 'a submission key is not an intercession key');
    assert.equal(await count(), 2);

    // Concurrent retries: exactly one is recorded, every answer is the same.
    const together = await Promise.all(Array.from({ length: 10 }, () => pray(other, id, 'tap-2')));
    const answers = await Promise.all(together.map(async (r) => ({ status: r.status, body: await r.json() })));
    for (const a of answers) assert.deepEqual(a, { status: 201, body: { intention_id: id, intercession_count: 3, counted: true } });
    assert.equal(await count(), 3);

    // A bad key is a 400 naming the header; a closed intention still replays the first answer.
    const bad = await pray(other, id, '');
    assert.equal(bad.status, 400);
    assert.match(((await bad.json()) as { detail: string }).detail, /header\.idempotency-key/);
    await owner.call('POST', `/intentions/${id}/close`, { status: 'answered' });
    assert.deepEqual(await (await pray(other, id, 'tap-1')).json(), firstBody);
    assert.equal((await pray(other, id, 'tap-3')).status, 409);
  });
}
