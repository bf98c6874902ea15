import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DATABASES, communioServer, tenant } from './support.js';

for (const database of DATABASES) {
  test(`[${database}] submit, read own, feed privacy, close (communio:intentions:submit-read-close)`, async (t) => {
    const server = await communioServer(t, database);
    if (!server) return;
    t.after(() => server.close());
    const a = await tenant(server, 'Parish A');
    const b = await tenant(server, 'Prayer app B');

    const res = await a.call('POST', '/intentions', { text: '  For my mother, in hospital.  ', category: 'health', language: 'en', country: 'it' });
    assert.equal(res.status, 201);
    assert.ok(res.headers.get('x-ratelimit-limit'));
    const created = (await res.json()) as Record<string, any>;
    assert.match(created.id, /^int_/);
    assert.equal(created.text, 'For my mother, in hospital.');
    assert.equal(created.status, 'open');
    assert.equal(created.intercession_count, 0);
    assert.equal(created.country, 'IT');
    assert.equal(res.headers.get('location'), `/v1/communio/intentions/${created.id}`);

    const own = await a.call('GET', `/intentions/${created.id}`);
    assert.equal(own.status, 200);
    assert.deepEqual(await own.json(), created);
    assert.equal((await b.call('GET', `/intentions/${created.id}`)).status, 404, "another tenant's intention does not exist for B");

    const feed = (await (await b.call('GET', '/feed')).json()) as { items: Array<Record<string, unknown>> };
    assert.equal(feed.items.length, 1);
    assert.deepEqual(Object.keys(feed.items[0]!).sort(), ['category', 'country', 'created', 'id', 'intercession_count', 'language', 'text']);
    const raw = JSON.stringify(feed);
    for (const secret of [a.id, a.key, 'Parish A', 'tenant']) assert.ok(!raw.includes(secret), `feed reveals ${secret}`);

    assert.equal((await b.call('POST', `/intentions/${created.id}/close`, { status: 'answered' })).status, 404);
    const closed = await a.call('POST', `/intentions/${created.id}/close`, { status: 'answered' });
    assert.equal(closed.status, 200);
    assert.equal(((await closed.json()) as { status: string }).status, 'answered');
    assert.equal((await a.call('POST', `/intentions/${created.id}/close`, { status: 'withdrawn' })).status, 409);
    assert.equal(((await (await b.call('GET', '/feed')).json()) as { items: unknown[] }).items.length, 0, 'closed leaves the feed');
  });

  test(`[${database}] own list filters by status and paginates with a cursor`, async (t) => {
    const server = await communioServer(t, database);
    if (!server) return;
    t.after(() => server.close());
    const a = await tenant(server, 'A');
    const b = await tenant(server, 'B');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(((await (await a.call('POST', '/intentions', { text: `intention ${i}` })).json()) as { id: string }).id);
    await b.call('POST', '/intentions', { text: 'not yours' });
    await a.call('POST', `/intentions/${ids[0]}/close`, { status: 'withdrawn' });

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = (await (await a.call('GET', `/intentions?limit=2${cursor ? `&cursor=${cursor}` : ''}`)).json()) as {
        items: Array<{ id: string }>;
        next_cursor: string | null;
      };
      assert.ok(page.items.length <= 2);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.next_cursor;
    } while (cursor);
    assert.deepEqual([...seen].sort(), [...ids].sort(), 'every own intention once, nothing of B');

    const open = (await (await a.call('GET', '/intentions?status=open&limit=100')).json()) as { items: Array<{ status: string }> };
    assert.equal(open.items.length, 4);
    assert.ok(open.items.every((i) => i.status === 'open'));
    assert.equal((await a.call('GET', '/intentions?cursor=garbage')).status, 400);
    assert.equal((await a.call('GET', '/intentions?limit=101')).status, 400);
  });
}

test('contact details are refused with 422 and nothing is stored (communio:intentions:no-contact-details)', async (t) => {
  const server = await communioServer(t, 'sqlite');
  if (!server) return;
  t.after(() => server.close());
  const a = await tenant(server, 'A');
  const disguised = ['write to joe at gmail dot com', 'j o e @ g m a i l . c o m', 'call five five five one two three four'];
  for (const text of ['Pray for me, write to joe@example.com', 'Call 555-010-9999 please', 'see https://x.example/', ...disguised]) {
    const res = await a.call('POST', '/intentions', { text });
    assert.equal(res.status, 422, text);
    assert.equal(res.headers.get('content-type'), 'application/problem+json; charset=utf-8');
    assert.equal(((await res.json()) as { code: string }).code, 'contact_details_refused');
  }
  assert.equal(((await (await a.call('GET', '/intentions')).json()) as { items: unknown[] }).items.length, 0);
  const ordinary = 'For my aunt Dot at the hospital since the dot com crash; John 3:16, surgery at 10:30 on 12.05.2025';
  assert.equal((await a.call('POST', '/intentions', { text: ordinary })).status, 201, 'ordinary words pass');
});

test('communio takes tenant keys only (communio:auth:tenant-key-only)', async (t) => {
  const server = await communioServer(t, 'sqlite');
  if (!server) return;
  t.after(() => server.close());
  assert.equal((await server.fetch('/v1/communio/feed')).status, 401);
  assert.equal((await server.fetch('/v1/communio/feed', { headers: { 'x-api-key': 'nope' } })).status, 401);
  const doc = (await (await server.fetch('/openapi.json')).json()) as { paths: Record<string, unknown> };
  for (const path of ['/v1/communio/intentions', '/v1/communio/feed', '/v1/communio/stream', '/v1/communio/webhooks/{id}/deliveries']) {
    assert.ok(doc.paths[path], `OpenAPI documents ${path}`);
  }
});
