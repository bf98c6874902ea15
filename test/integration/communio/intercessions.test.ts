import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DATABASES, communioServer, tenant } from './support.js';

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
