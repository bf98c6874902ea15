import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DATABASES, communioServer, tenant } from './support.js';
import { needRedis, REDIS_URL } from '../../helpers/services.js';
import { startServer } from '../../helpers/server.js';
import { sseReader } from './sse-reader.js';

for (const database of DATABASES) {
  test(`[${database}] SSE: live events, feed-safe content, heartbeats and resume with Last-Event-ID (communio:stream:live-resume)`, async (t) => {
    const server = await communioServer(t, database, { COMMUNIO_STREAM_HEARTBEAT_MS: '100' });
    if (!server) return;
    t.after(() => server.close());
    const a = await tenant(server, 'A');
    const b = await tenant(server, 'B');
    assert.equal((await server.fetch('/v1/communio/stream')).status, 401);

    const res = await server.fetch('/v1/communio/stream', { headers: { 'x-api-key': b.key } });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/event-stream/);
    const live = sseReader(res);
    await live.connected();
    const { id } = (await (await a.call('POST', '/intentions', { text: 'For the dying' })).json()) as { id: string };
    await b.call('POST', `/intentions/${id}/intercessions`);
    await live.until(2);
    assert.deepEqual(live.events.map((e) => e.event), ['intention.created', 'intercession.created']);
    assert.equal(live.events[0]!.data.data.intention.id, id);
    const raw = JSON.stringify(live.events);
    assert.ok(!raw.includes(a.id) && !raw.includes('tenant'), 'no tenant on the stream');
    assert.ok(Number(live.events[1]!.id) > Number(live.events[0]!.id));
    await live.heartbeat();
    assert.ok(live.comments.some((c) => c.startsWith(': heartbeat')), 'heartbeats arrive');
    const lastSeen = live.events[1]!.id;
    await live.close();

    // While disconnected: two more events. Resume delivers exactly those, in order.
    await a.call('POST', `/intentions/${id}/intercessions`);
    await a.call('POST', `/intentions/${id}/close`, { status: 'answered' });
    const resumed = sseReader(await server.fetch('/v1/communio/stream', { headers: { 'x-api-key': b.key, 'last-event-id': lastSeen } }));
    await resumed.until(2);
    await resumed.drained();
    assert.deepEqual(resumed.events.map((e) => e.event), ['intercession.created', 'intention.closed']);
    assert.equal(resumed.events[0]!.data.data.intercession_count, 2);
    await resumed.close();

    assert.equal((await server.fetch('/v1/communio/stream', { headers: { 'x-api-key': b.key, 'last-event-id': 'abc' } })).status, 400);
  });
}

test('shutdown ends open streams instead of waiting for them', async (t) => {
  const server = await communioServer(t, 'sqlite');
  if (!server) return;
  const b = await tenant(server, 'B');
  const reader = sseReader(await server.fetch('/v1/communio/stream', { headers: { 'x-api-key': b.key } }));
  await reader.connected();
  const started = Date.now();
  await server.close();
  assert.ok(Date.now() - started < 3000, `close took ${Date.now() - started} ms`);
  await reader.close();
});

test('the stream is an operation: its gate, its 503 beyond COMMUNIO_STREAM_MAX_CLIENTS, and its OpenAPI entry from one definition', async (t) => {
  const server = await communioServer(t, 'sqlite', { COMMUNIO_STREAM_MAX_CLIENTS: '1' });
  if (!server) return;
  t.after(() => server.close());
  const b = await tenant(server, 'B');
  const first = await server.fetch('/v1/communio/stream', { headers: { 'x-api-key': b.key } });
  assert.equal(first.status, 200);
  assert.equal(first.headers.get('content-type'), 'text/event-stream; charset=utf-8');
  assert.equal(first.headers.get('cache-control'), 'no-store');
  assert.ok(first.headers.get('x-ratelimit-remaining'), 'the read bucket was charged');
  assert.ok(first.headers.get('x-request-id'));
  const reader = sseReader(first);
  await reader.connected();
  const second = await server.fetch('/v1/communio/stream', { headers: { 'x-api-key': b.key } });
  assert.equal(second.status, 503);
  assert.equal(second.headers.get('retry-after'), '5');
  assert.equal(((await second.json()) as { code: string }).code, 'service_unavailable');
  const badId = await server.fetch('/v1/communio/stream?last_event_id=x', { headers: { 'x-api-key': b.key } });
  assert.equal(badId.status, 400);
  assert.equal(((await badId.json()) as { errors: Array<{ field: string }> }).errors[0]!.field, 'query.last_event_id');
  await reader.close();

  const doc = (await (await server.fetch('/openapi.json')).json()) as { paths: Record<string, { get: Record<string, any> }> };
  const op = doc.paths['/v1/communio/stream']!.get;
  assert.equal(op.operationId, 'communio.stream');
  assert.deepEqual(Object.keys(op.responses).sort(), ['200', '400', '401', '429', '503']);
  assert.ok(op.responses['200'].content['text/event-stream']);
  assert.deepEqual(op.security, [{ TenantKey: [] }]);
  assert.deepEqual(
    op.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`),
    ['query:last_event_id', 'header:last-event-id'],
  );
});

test('SSE across two instances through Redis (communio:stream:multi-instance)', async (t) => {
  if (!(await needRedis(t))) return;
  const env = { REDIS_URL, COMMUNIO_DISPATCH_INTERVAL_MS: '50' };
  const first = await startServer({ env });
  t.after(() => first.close());
  const second = await startServer({ env: { ...env, DATABASE_URL: first.env.DATABASE_URL! }, dir: first.dir });
  t.after(() => second.close());
  const a = await tenant(first, 'A');
  const { key } = await tenant(first, 'B');
  const listener = sseReader(await second.fetch('/v1/communio/stream', { headers: { 'x-api-key': key } }));
  await listener.connected();
  await a.call('POST', '/intentions', { text: 'Submitted on the first instance' });
  await listener.until(1);
  assert.equal(listener.events[0]!.event, 'intention.created');
  await listener.close();
});
