import assert from 'node:assert/strict';
import net from 'node:net';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createApiKey, identityWithProbes, readWith } from '../../helpers/identity.js';
import { startServer } from '../../helpers/server.js';
import { REDIS_URL, needRedis } from '../../helpers/services.js';

/**
 * A TCP proxy to the real Redis that can go silent: connections stay open (no RST, no FIN) but nothing is
 * forwarded either way — what a network partition or a stalled Redis looks like to the client.
 */
async function stallableRedis(): Promise<{ url: string; stall(on: boolean): void; close(): Promise<void> }> {
  const upstream = new URL(REDIS_URL);
  let silent = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('error', () => undefined).on('close', () => sockets.delete(client));
    if (silent) return;
    const redis = net.connect(Number(upstream.port || 6379), upstream.hostname);
    sockets.add(redis);
    client.on('data', (d) => void (silent || redis.write(d)));
    redis.on('data', (d) => void (silent || client.write(d)));
    const end = () => (client.destroy(), redis.destroy());
    client.on('close', end);
    redis.on('error', end).on('close', () => (sockets.delete(redis), end()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    stall: (on) => void (silent = on),
    close: () => new Promise<void>((resolve) => (sockets.forEach((s) => s.destroy()), server.close(() => resolve()))),
  };
}

/** Resolves to null after 8 s without keeping the test process alive. */
const giveUp = () => sleep(8000, null, { ref: false });

// Regression: with Redis accepting connections but never answering, every limited request hung (no answer after
// 15 s in an outside check): the shared connection had no command or socket timeout, so the limiter waited forever.
test('ratelimit:redis-stalled — a Redis that stops answering gives 503 within seconds, and recovery is automatic', async (t) => {
  if (!(await needRedis(t))) return;
  const redis = await stallableRedis();
  const server = await startServer({ modules: identityWithProbes(), env: { REDIS_URL: redis.url, RATE_LIMIT_READ_MAX: '100' } });
  t.after(async () => {
    await redis.close();
    await server.close();
  });
  const key = await createApiKey(server, `stall-${process.pid}-${Date.now()}`);
  assert.equal((await readWith(server, key)).status, 200);

  redis.stall(true);
  const started = Date.now();
  const stalled = await Promise.race([readWith(server, key), giveUp()]);
  assert.ok(stalled, 'the limited request answered');
  assert.equal(stalled.status, 503);
  assert.equal(stalled.body.code, 'service_unavailable');
  assert.ok(Date.now() - started < 5000, `answered in ${Date.now() - started} ms`);
  const ready = await server.fetch('/readyz');
  assert.equal(ready.status, 503, '/readyz reports the stalled Redis');
  await ready.arrayBuffer();

  redis.stall(false);
  const deadline = Date.now() + 10_000;
  let status = 0;
  while (Date.now() < deadline && status !== 200) {
    status = (await Promise.race([readWith(server, key), giveUp()]))?.status ?? 0;
    if (status !== 200) await sleep(200);
  }
  assert.equal(status, 200, 'reads pass again once Redis answers');
});
