import assert from 'node:assert/strict';
import { type TestContext, test } from 'node:test';
import { ownRedis } from '../../helpers/redis-server.js';
import { type TestServer, startServer } from '../../helpers/server.js';
import { sseReader } from './sse-reader.js';
import { type Tenant, eventually, tenant } from './support.js';

/** ioredis prints every failed attempt of a connection without an `error` listener to the console: counted here. */
function consoleErrors(t: { after(fn: () => void): void }): string[] {
  const seen: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void seen.push(args.map(String).join(' '));
  t.after(() => (console.error = original));
  return seen;
}

const redisLines = (lines: string[]) => lines.filter((l) => /redis/i.test(l));

/** A started Redis of the test's own, a server on it (stream heartbeats every 200 ms) and a tenant; null without redis-server. */
async function serverOnOwnRedis(t: TestContext) {
  const redis = await ownRedis(t);
  if (!redis) return null;
  await redis.start();
  const server = await startServer({ env: { REDIS_URL: redis.url, COMMUNIO_STREAM_HEARTBEAT_MS: '200' } });
  t.after(() => server.close());
  return { redis, server, a: await tenant(server, 'A') };
}

/** Opens a stream of the tenant's events on `server`, after `lastEventId` when given. */
const streamOf = (server: TestServer, a: Tenant) => (lastEventId?: string) =>
  server.fetch('/v1/communio/stream', { headers: { 'x-api-key': a.key, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) } }).then(sseReader);

/** A live stream that has received the event of one intention submitted after it opened. */
async function liveWithOne(open: ReturnType<typeof streamOf>, a: Tenant, text: string) {
  const s = await open();
  await s.connected();
  assert.deepEqual(s.retries, [2000]);
  assert.equal((await a.call('POST', '/intentions', { text })).status, 201);
  await s.until(1);
  return s;
}

/** Opens streams until one is live (`retry: 2000`: the hub is subscribed), closing the others. */
const liveStream = (open: () => Promise<ReturnType<typeof sseReader>>, what: string, ms = 10_000) =>
  eventually(
    async () => {
      const s = await open();
      await s.connected();
      if (s.retries[0] !== 2000) await s.close();
      return s;
    },
    (s) => s.retries[0] === 2000,
    ms,
    what,
  );

// Redis goes away under a live stream, comes back, then goes away for good. The client is told (its stream ends,
// and it resumes with Last-Event-ID, missing nothing another instance committed meanwhile), the server says so a
// bounded number of times, and shutdown leaves no connection behind.
test('communio stream: Redis stopping mid-stream ends the stream for a resume, and its return makes it live again (communio:stream:redis-outage)', async (t) => {
  const redis = await ownRedis(t);
  if (!redis) return;
  await redis.start();
  const printed = consoleErrors(t);
  const logs: string[] = [];
  const env = { REDIS_URL: redis.url, LOG_LEVEL: 'info', COMMUNIO_STREAM_HEARTBEAT_MS: '200', COMMUNIO_DISPATCH_INTERVAL_MS: '50' };
  const server = await startServer({ env, logTo: logs });
  let closed = false;
  t.after(() => (closed ? undefined : server.close()));
  // Another instance on the same database that does not use this Redis: it commits while Redis is away.
  const other = await startServer({ env: { DATABASE_URL: server.env.DATABASE_URL!, COMMUNIO_DISPATCH_INTERVAL_MS: '50' }, dir: server.dir });
  t.after(() => other.close());
  const a = await tenant(server, 'A');
  const viaOther = { ...a, call: (m: string, p: string, body?: unknown) => other.fetch(`/v1/communio${p}`, { method: m, headers: { 'x-api-key': a.key, 'content-type': 'application/json' }, body: JSON.stringify(body) }) };
  const open = streamOf(server, a);
  const first = await liveWithOne(open, a, 'Before the outage');
  const seen = first.events[0]!.id;

  await redis.stop();
  await first.end(5000);
  assert.match(first.comments.at(-1)!, /live events unavailable.*reconnect with Last-Event-ID/);

  // Meanwhile another instance commits. Here a reconnecting client is refused like every limited request while the
  // rate-limit store is away (503, never unlimited access), and comes back later.
  assert.equal((await viaOther.call('POST', '/intentions', { text: 'During the outage' })).status, 201);
  const refused = await server.fetch('/v1/communio/stream', { headers: { 'x-api-key': a.key, 'last-event-id': seen } });
  assert.equal(refused.status, 503);

  // Some seconds of outage: a few lines in the log, not one per attempt, and nothing printed on the console.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const outageLines = redisLines(logs).length;
  assert.ok(outageLines > 0 && outageLines <= 8, `${outageLines} log lines about Redis:\n${redisLines(logs).join('')}`);
  assert.deepEqual(printed.filter((l) => l.includes('ioredis')), [], 'no ioredis console output');

  // Redis is back: a new stream is live once the hub has subscribed again.
  await redis.start();
  const back = await eventually(
    async () => {
      const s = await open(seen);
      await s.connected();
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (s.ended) await s.close();
      return s;
    },
    (s) => !s.ended,
    10_000,
    'a live stream after Redis came back',
  );
  assert.deepEqual(back.retries, [2000]);
  assert.equal((await a.call('POST', '/intentions', { text: 'After the outage' })).status, 201);
  await back.until(2);
  assert.deepEqual(back.events.map((e) => e.data.data.intention.text), ['During the outage', 'After the outage'], 'nothing missed');
  assert.ok(logs.some((l) => l.includes('Redis connection back')), 'the return is logged');

  // Away for good: the stream ends again; shutdown is prompt and leaves no connection reconnecting.
  await redis.stop();
  await back.end(5000);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const started = Date.now();
  await server.close();
  closed = true;
  assert.ok(Date.now() - started < 3000, `close took ${Date.now() - started} ms`);
  await redis.start();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  assert.equal(await redis.clients(), 0, 'no connection of the closed server reconnected');
  assert.deepEqual(printed.filter((l) => l.includes('ioredis')), [], 'no ioredis console output');
});

test('communio: a server started while Redis is away starts without waiting for it (communio:stream:redis-outage)', async (t) => {
  const redis = await ownRedis(t);
  if (!redis) return;
  const printed = consoleErrors(t);
  const startedAt = Date.now();
  const server = await startServer({ env: { REDIS_URL: redis.url } });
  t.after(() => server.close());
  assert.ok(Date.now() - startedAt < 10_000, `start took ${Date.now() - startedAt} ms`);
  const a = await tenant(server, 'A');
  await redis.start();
  const live = await eventually(
    async () => {
      const res = await server.fetch('/v1/communio/stream', { headers: { 'x-api-key': a.key } });
      if (res.status !== 200) return null;
      const s = sseReader(res);
      await s.connected();
      if (s.retries[0] !== 2000) await s.close();
      return s;
    },
    (s) => s?.retries[0] === 2000,
    10_000,
    'a live stream',
  );
  assert.equal((await a.call('POST', '/intentions', { text: 'Once Redis came' })).status, 201);
  await live!.until(1);
  await live!.close();
  assert.deepEqual(printed.filter((l) => l.includes('ioredis')), []);
});

// The rate-limit store answers but the subscription is refused (here by an ACL): streams still answer, with what
// the event table holds, and end so that their clients come back — they never stay open without other instances'
// events. The hub keeps trying, and streams are live again once it is subscribed.
test('communio stream: without the Redis subscription a stream replays and ends until it is back (communio:stream:redis-outage)', async (t) => {
  const own = await serverOnOwnRedis(t);
  if (!own) return;
  const { redis, server, a } = own;
  const open = async () => sseReader(await server.fetch('/v1/communio/stream', { headers: { 'x-api-key': a.key, 'last-event-id': '0' } }));
  const first = await open();
  await first.connected();
  assert.equal((await a.call('POST', '/intentions', { text: 'First' })).status, 201);
  await first.until(1);

  await redis.admin('acl', 'setuser', 'default', '-subscribe');
  await redis.admin('client', 'kill', 'type', 'pubsub');
  await first.end();
  assert.match(first.comments.at(-1)!, /live events unavailable/);
  const replayOnly = await open();
  await replayOnly.end();
  assert.deepEqual(replayOnly.retries, [5000]);
  assert.deepEqual(replayOnly.events.map((e) => e.data.data.intention.text), ['First']);

  await redis.admin('acl', 'setuser', 'default', '+subscribe');
  const live = await liveStream(open, 'a live stream');
  assert.equal((await a.call('POST', '/intentions', { text: 'Second' })).status, 201);
  await live.until(2);
  assert.deepEqual(live.events.map((e) => e.data.data.intention.text), ['First', 'Second']);
  await live.close();
});

// A Redis that stops answering but keeps its connections open (stalled, or cut off by a partition: no RST, no FIN)
// is a loss too. Before, the subscriber connection waited on it for ever: the stream stayed open, heartbeats and
// all, without the other instances' events. Now the subscriber's unanswered PING drops the connection within
// seconds, the stream ends for a resume, and the instance reconnects and subscribes again once Redis answers.
test('communio stream: a Redis that stops answering ends the stream within seconds, as one that went away (communio:stream:redis-outage)', async (t) => {
  const own = await serverOnOwnRedis(t);
  if (!own) return;
  const { redis, server, a } = own;
  t.after(() => redis.resume());
  const open = streamOf(server, a);
  const first = await liveWithOne(open, a, 'Before the stall');

  redis.pause();
  const stalledAt = Date.now();
  await first.end(8000);
  assert.ok(Date.now() - stalledAt < 6000, `the stream ended ${Date.now() - stalledAt} ms after Redis stalled`);
  assert.match(first.comments.at(-1)!, /live events unavailable.*reconnect with Last-Event-ID/);

  redis.resume();
  const back = await liveStream(() => open(first.events[0]!.id), 'a live stream after Redis answered again', 15_000);
  assert.equal((await a.call('POST', '/intentions', { text: 'After the stall' })).status, 201);
  await back.until(1);
  assert.deepEqual(back.events.map((e) => e.data.data.intention.text), ['After the stall']);
  await back.close();
});

// The instance's start waits for its Redis subscriptions (the revocation bus, the stream hub) at most once: with
// Redis away, those waits used to run one after the other (2 s each), so a start took 4 s longer than without Redis.
test('communio: a server started while Redis is away waits for it once, not once per subscriber (communio:stream:redis-outage)', async (t) => {
  const redis = await ownRedis(t);
  if (!redis) return;
  const timed = async (env: Record<string, string>) => {
    const startedAt = Date.now();
    const server = await startServer({ env });
    const took = Date.now() - startedAt;
    await server.close();
    return took;
  };
  await timed({}); // the first start in a process loads what later ones find ready
  const without = await timed({});
  const away = await timed({ REDIS_URL: redis.url });
  // One wait is 2 s; two in a row were 4 s. The rest of the start is measured, so a slow machine does not fail this.
  assert.ok(away - without < 3000, `start took ${away} ms with Redis away, ${without} ms without Redis`);
});
