import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type CommunioTables, moderateIntention } from '../../../src/engines/communio/index.js';
import { loadConfig } from '../../../src/platform/config/load-config.js';
import { openStorage } from '../../../src/platform/storage/index.js';
import { communioServer, receiver, sleep, subscribe, tenant } from './support.js';

// What a black-box audit of communio found (each test failed before its fix).

test('a language tag is matched whatever its case: pt-br submitted is in the feed for language=pt-BR', async (t) => {
  const server = await communioServer(t, 'sqlite');
  if (!server) return;
  t.after(() => server.close());
  const a = await tenant(server, 'A');
  const created = (await (await a.call('POST', '/intentions', { text: 'For the harvest', language: 'pt-br' })).json()) as { id: string; language: string };
  assert.equal(created.language, 'pt-BR', 'stored in the case RFC 5646 §2.1.1 gives it');
  for (const asked of ['pt-BR', 'pt-br', 'PT-BR']) {
    const feed = (await (await a.call('GET', `/feed?language=${asked}`)).json()) as { items: Array<{ id: string }> };
    assert.deepEqual(feed.items.map((i) => i.id), [created.id], asked);
  }
  const bad = (await (await a.call('GET', '/feed?language=pt_BR')).json()) as { detail: string };
  assert.equal(bad.detail, 'query.language: must be a BCP 47 language tag such as en or pt-BR', 'said as the submission says it, not as a regex');
});

test('a JSON body of null is refused as null, not read as no body', async (t) => {
  const server = await communioServer(t, 'sqlite');
  if (!server) return;
  t.after(() => server.close());
  const a = await tenant(server, 'A');
  const { id } = (await (await a.call('POST', '/intentions', { text: 'For the sick' })).json()) as { id: string };
  const pray = await a.call('POST', `/intentions/${id}/intercessions`, 'null');
  assert.equal(pray.status, 400, 'an intercession takes no body, {} or {person_ref}; null is none of them');
  assert.match(((await pray.json()) as { detail: string }).detail, /received null/);
  const submit = (await (await a.call('POST', '/intentions', 'null')).json()) as { detail: string };
  assert.match(submit.detail, /received null/, 'not "received undefined"');
  const view = (await (await a.call('GET', `/intentions/${id}`)).json()) as { intercession_count: number };
  assert.equal(view.intercession_count, 0);
});

test('redelivery and re-enabling an endpoint send at once, not at the next poll', async (t) => {
  // A poll a minute away: only a wake-up can deliver within the deadlines below.
  const server = await communioServer(t, 'sqlite', { COMMUNIO_DISPATCH_INTERVAL_MS: '60000' });
  if (!server) return;
  const r = await receiver();
  t.after(async () => {
    await server.close();
    await r.close();
  });
  const a = await tenant(server, 'A');
  const endpoint = await subscribe(a, r);
  await a.call('POST', '/intentions', { text: 'For peace' });
  await r.until(() => r.received.length === 1, 5000);
  const msg = r.received[0]!.id;
  assert.equal((await a.call('POST', `/webhooks/${endpoint.id}/deliveries/${msg}/redeliver`)).status, 202);
  await r.until(() => r.received.length === 2, 3000);
  assert.equal(r.received[1]!.id, msg);

  // A message made due while its endpoint is disabled waits for it to be enabled again, then leaves at once.
  assert.equal((await a.call('PATCH', `/webhooks/${endpoint.id}`, { enabled: false })).status, 200);
  assert.equal((await a.call('POST', `/webhooks/${endpoint.id}/deliveries/${msg}/redeliver`)).status, 202);
  await sleep(300);
  assert.equal(r.hits, 2, 'nothing is sent to a disabled endpoint');
  assert.equal((await a.call('PATCH', `/webhooks/${endpoint.id}`, { enabled: true })).status, 200);
  await r.until(() => r.received.length === 3, 3000);
});

test('the owner closing or praying for its removed intention is told it is not open (409), as GET shows it', async (t) => {
  const server = await communioServer(t, 'sqlite');
  if (!server) return;
  t.after(() => server.close());
  const a = await tenant(server, 'A');
  const b = await tenant(server, 'B');
  const { id } = (await (await a.call('POST', '/intentions', { text: 'For my brother' })).json()) as { id: string };
  const storage = await openStorage(loadConfig({ ...server.env, NODE_ENV: 'test' }).storage);
  try {
    await moderateIntention(storage.db.withTables<CommunioTables>(), id, 'removed', Date.now());
  } finally {
    await storage.close();
  }
  assert.equal(((await (await a.call('GET', `/intentions/${id}`)).json()) as { status: string }).status, 'removed');
  const close = await a.call('POST', `/intentions/${id}/close`, { status: 'withdrawn' });
  assert.equal(close.status, 409);
  assert.equal(((await close.json()) as { code: string }).code, 'intention_closed');
  assert.equal((await a.call('POST', `/intentions/${id}/intercessions`)).status, 409);
  assert.equal((await b.call('POST', `/intentions/${id}/intercessions`)).status, 404, 'to another tenant it does not exist');
  assert.equal((await b.call('POST', `/intentions/${id}/close`, { status: 'withdrawn' })).status, 404);
});

test("communio's OpenAPI entries say what the routes do", async (t) => {
  const server = await communioServer(t, 'sqlite');
  if (!server) return;
  t.after(() => server.close());
  type Op = { parameters: Array<{ name: string; in: string }>; requestBody?: { required: boolean }; responses: Record<string, { content?: unknown }> };
  const doc = (await (await server.fetch('/openapi.json')).json()) as { paths: Record<string, Record<string, Op>> };
  const op = (path: string, method: string) => doc.paths[`/v1/communio${path}`]![method]!;
  assert.equal(op('/intentions/{id}/intercessions', 'post').requestBody?.required, false, 'an intercession may have no body');
  assert.equal(op('/intentions', 'post').requestBody?.required, true);
  assert.ok(op('/intentions', 'post').parameters.some((p) => p.in === 'header' && p.name === 'idempotency-key'), 'Idempotency-Key is documented');
  assert.equal(op('/webhooks/{id}', 'delete').responses['204']!.content, undefined, 'a 204 has no content');
  for (const [path, method] of [['/webhooks/{id}/rotate-secret', 'post'], ['/webhooks/{id}/deliveries/{delivery_id}/redeliver', 'post'], ['/webhooks/{id}', 'delete']] as const) {
    for (const status of ['413', '415']) assert.ok(op(path, method).responses[status], `${method} ${path} documents its ${status}`);
  }
  // The header is validated where it is declared, with the message it had.
  const a = await tenant(server, 'A');
  const res = await a.call('POST', '/intentions', { text: 'x' }, { 'idempotency-key': 'é' });
  assert.equal(res.status, 400);
  assert.equal(((await res.json()) as { detail: string }).detail, 'header.idempotency-key: must be 1-255 printable ASCII characters');
});
