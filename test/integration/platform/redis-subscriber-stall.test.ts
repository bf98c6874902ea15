import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Redis } from 'ioredis';
import { PlatformRedis } from '../../../src/platform/redis.js';
import { createLogger } from '../../../src/platform/log/logger.js';
import { ownRedis } from '../../helpers/redis-server.js';

// Every subscriber of the platform (the Communio stream hub, the outbox wake-up, the revocation bus) holds a
// dedicated connection that sends nothing once subscribed. Against a Redis that stops answering without closing it,
// that connection used to wait for messages forever; its heartbeat PING, unanswered, now drops it within seconds,
// and it subscribes again once Redis answers.
test('a dedicated subscriber connection notices a Redis that stops answering, and subscribes again after it', async (t) => {
  const redis = await ownRedis(t);
  if (!redis) return;
  await redis.start();
  const logs: string[] = [];
  const platform = new PlatformRedis(redis.url, createLogger('info', { write: (line: string) => void logs.push(line) }));
  t.after(() => platform.close());
  t.after(() => redis.resume());
  const subscriber = platform.dedicated('test subscriber');
  const heard: string[] = [];
  subscriber.on('message', (_channel: string, text: string) => heard.push(text));
  await subscriber.subscribe('test:stall');

  redis.pause();
  const stalledAt = Date.now();
  const closed = new Promise((resolve) => subscriber.once('close', resolve));
  const gaveUp = new Promise((resolve) => setTimeout(resolve, 8000).unref());
  assert.equal(await Promise.race([closed.then(() => 'closed'), gaveUp.then(() => 'still waiting')]), 'closed');
  assert.ok(Date.now() - stalledAt < 5000, `the connection was dropped ${Date.now() - stalledAt} ms after Redis stalled`);
  assert.ok(logs.some((l) => l.includes('Redis connection lost')), 'the loss is logged');

  redis.resume();
  const publisher = new Redis(redis.url);
  t.after(() => publisher.disconnect());
  const deadline = Date.now() + 10_000;
  while (heard.length === 0 && Date.now() < deadline) {
    await publisher.publish('test:stall', 'after');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.ok(heard.includes('after'), 'subscribed again once Redis answered');
});
