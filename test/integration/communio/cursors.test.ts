import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DATABASES, type Tenant, communioServer, receiver, subscribe, tenant } from './support.js';

// Regression: Communio's cursors were bare (created, id) positions, so a cursor of the public feed paged
// /intentions, a cursor issued with one category paged another, and another tenant's cursor was accepted.
// docs/errors.md: a cursor of "another list" is a 400 invalid_cursor.

interface Page {
  items: Array<{ id: string }>;
  next_cursor: string | null;
}

async function pageOf(who: Tenant, path: string): Promise<Page> {
  const res = await who.call('GET', path);
  assert.equal(res.status, 200, `${path}: ${res.status}`);
  return (await res.json()) as Page;
}

async function refused(who: Tenant, path: string, why: RegExp) {
  const res = await who.call('GET', path);
  const body = (await res.json()) as { code?: string; detail?: string; errors?: Array<{ field: string }> };
  assert.equal(res.status, 400, `${path}: ${JSON.stringify(body)}`);
  assert.equal(res.headers.get('content-type'), 'application/problem+json; charset=utf-8');
  assert.equal(body.code, 'invalid_cursor', path);
  assert.match(body.detail ?? '', why, path);
  assert.equal(body.errors?.[0]?.field, 'query.cursor');
}

const OTHER_LIST = /another list/;
const NEVER_A_CURSOR = /not a cursor this API issued/;

for (const database of DATABASES) {
  test(`[${database}] a cursor pages only the list, filters and tenant that issued it (communio:lists:cursor-bound)`, async (t) => {
    const server = await communioServer(t, database);
    if (!server) return;
    const hook = await receiver();
    const hook2 = await receiver();
    t.after(async () => {
      await server.close();
      await hook.close();
      await hook2.close();
    });
    const a = await tenant(server, 'A');
    const b = await tenant(server, 'B');
    const first = await subscribe(a, hook);
    const second = await subscribe(a, hook2);
    for (let i = 0; i < 3; i++) await a.call('POST', '/intentions', { text: `for peace ${i}`, category: 'peace' });

    const feed = (await pageOf(a, '/feed?limit=1')).next_cursor!;
    const peace = (await pageOf(a, '/feed?category=peace&limit=1')).next_cursor!;
    const own = (await pageOf(a, '/intentions?limit=1')).next_cursor!;
    const hooks = (await pageOf(a, '/webhooks?limit=1')).next_cursor!;
    const log = (await pageOf(a, `/webhooks/${first.id}/deliveries?limit=1`)).next_cursor!;
    for (const c of [feed, peace, own, hooks, log]) assert.equal(typeof c, 'string');

    // Another list of the same tenant.
    await refused(a, `/intentions?cursor=${feed}`, OTHER_LIST);
    await refused(a, `/feed?cursor=${own}`, OTHER_LIST);
    await refused(a, `/webhooks?cursor=${log}`, OTHER_LIST);
    await refused(a, `/webhooks/${first.id}/deliveries?cursor=${hooks}`, OTHER_LIST);
    await refused(a, `/webhooks/${second.id}/deliveries?cursor=${log}`, OTHER_LIST);
    // The same list with other filters (any parameter but limit).
    await refused(a, `/feed?category=health&cursor=${peace}`, OTHER_LIST);
    await refused(a, `/feed?cursor=${peace}`, OTHER_LIST);
    await refused(a, `/feed?category=peace&cursor=${feed}`, OTHER_LIST);
    await refused(a, `/feed?language=en&cursor=${feed}`, OTHER_LIST);
    await refused(a, `/intentions?status=open&cursor=${own}`, OTHER_LIST);
    await refused(a, `/webhooks/${first.id}/deliveries?status=delivered&cursor=${log}`, OTHER_LIST);
    // Another tenant's cursor, even of the public feed.
    await refused(b, `/feed?cursor=${feed}`, OTHER_LIST);
    await refused(b, `/intentions?cursor=${own}`, OTHER_LIST);
    await refused(b, `/webhooks?cursor=${hooks}`, OTHER_LIST);
    // Never a cursor: garbage, and the bare (created, id) position cursors used to be.
    const bare = Buffer.from(JSON.stringify([Date.now(), 'int_aaaaaaaaaaaaaaaaaaaaaaaa'])).toString('base64url');
    for (const path of ['/feed', '/intentions', '/webhooks', `/webhooks/${first.id}/deliveries`]) {
      await refused(a, `${path}?cursor=garbage`, NEVER_A_CURSOR);
      await refused(a, `${path}?cursor=${bare}`, NEVER_A_CURSOR);
    }

    // Its own list still pages, with any limit.
    assert.equal((await pageOf(a, `/feed?limit=5&cursor=${feed}`)).items.length, 2);
    assert.equal((await pageOf(a, `/feed?category=peace&limit=5&cursor=${peace}`)).items.length, 2);
    assert.equal((await pageOf(a, `/intentions?limit=5&cursor=${own}`)).items.length, 2);
    assert.equal((await pageOf(a, `/webhooks?limit=5&cursor=${hooks}`)).items.length, 1);
    assert.equal((await pageOf(a, `/webhooks/${first.id}/deliveries?limit=5&cursor=${log}`)).items.length, 2);
  });

  test(`[${database}] bound cursors stay keyset: a page after new submissions neither repeats nor skips (communio:lists:cursor-bound)`, async (t) => {
    const server = await communioServer(t, database);
    if (!server) return;
    t.after(() => server.close());
    const a = await tenant(server, 'A');
    const before: string[] = [];
    for (let i = 0; i < 4; i++) before.push(((await (await a.call('POST', '/intentions', { text: `old ${i}` })).json()) as { id: string }).id);
    const firstPage = await pageOf(a, '/feed?limit=2');
    assert.deepEqual(firstPage.items.map((i) => i.id), [before[3], before[2]], 'newest first');
    await a.call('POST', '/intentions', { text: 'new since the first page' });
    const secondPage = await pageOf(a, `/feed?limit=2&cursor=${firstPage.next_cursor}`);
    assert.deepEqual(secondPage.items.map((i) => i.id), [before[1], before[0]], 'continues after the last row seen');
    assert.equal(secondPage.next_cursor, null, 'no cursor at the end');
  });
}
