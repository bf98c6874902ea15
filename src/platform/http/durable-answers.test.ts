import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { installDurableAnswers } from './durable-answers.js';
import { rawRoute } from './raw-route.js';

test('answers to writes wait for durable(); reads and declared non-writers do not (platform:durable-answers)', async (t) => {
  const events: string[] = [];
  const gate: { flush?: () => void } = {};
  let fail = false;
  const durable = () => {
    events.push('durable');
    if (fail) return Promise.reject(new Error('fdatasync failed'));
    return new Promise<void>((resolve) => {
      gate.flush = () => {
        events.push('flushed');
        resolve();
      };
    });
  };
  const waitForDurable = async () => {
    const until = Date.now() + 2_000;
    while (!gate.flush) {
      assert.ok(Date.now() < until, 'durable() was not called');
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  const release = () => {
    const flush = gate.flush!;
    gate.flush = undefined;
    flush();
  };
  const app = Fastify();
  installDurableAnswers(app, durable);
  const openapi = { responses: {} };
  const handler = (name: string) => async (_request: unknown, reply: { send(x: unknown): unknown }) => {
    events.push(name);
    return reply.send({ name });
  };
  rawRoute(app, { method: 'POST', path: '/write', openapi }, handler('write'));
  rawRoute(app, { method: 'DELETE', path: '/write', openapi }, handler('delete'));
  rawRoute(app, { method: 'GET', path: '/write', openapi }, handler('read'));
  rawRoute(app, { method: 'POST', path: '/query', openapi, writes: 'none' }, handler('query'));
  rawRoute(app, { method: 'POST', path: '/own', openapi, writes: 'own' }, handler('own'));
  rawRoute(app, { method: 'GET', path: '/sign-in', openapi, writes: 'always' }, handler('sign-in'));
  app.route({ method: ['GET', 'POST'], url: '/either', handler: handler('either') });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  t.after(() => app.close());

  // Over real HTTP: the POST's answer has not arrived before the flush completes.
  let answered = false;
  const pending = fetch(`${url}/write`, { method: 'POST' }).then(async (r) => {
    answered = true;
    return r;
  });
  await waitForDurable();
  await new Promise((r) => setTimeout(r, 50));
  assert.equal(answered, false, 'answered before its writes were durable');
  release();
  const res = await pending;
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { name: 'write' });
  assert.deepEqual(events, ['write', 'durable', 'flushed']);

  // Answered only after the flush, in that order.
  const waitsForFlush = async (method: string, path: string, name: string) => {
    events.length = 0;
    const answer = fetch(`${url}${path}`, { method });
    await waitForDurable();
    release();
    assert.equal((await answer).status, 200, `${method} ${path}`);
    assert.deepEqual(events, [name, 'durable', 'flushed']);
  };
  await waitsForFlush('DELETE', '/write', 'delete');
  // A GET that writes waits when it says so.
  await waitsForFlush('GET', '/sign-in', 'sign-in');

  events.length = 0;
  for (const [method, path] of [['GET', '/write'], ['POST', '/query'], ['POST', '/own'], ['GET', '/either']]) {
    assert.equal((await fetch(`${url}${path}`, { method })).status, 200, `${method} ${path}`);
  }
  assert.deepEqual(events, ['read', 'query', 'own', 'either'], 'no durable() for reads and declared non-writers');

  // A route answering several methods waits on its writing ones only.
  await waitsForFlush('POST', '/either', 'either');

  // A failed flush: the client is not told the write is stored.
  fail = true;
  const failed = await fetch(`${url}/write`, { method: 'POST' });
  assert.equal(failed.status, 500);
});
