import assert from 'node:assert/strict';
import { test } from 'node:test';
import { REDIS_URL, needRedis } from '../../helpers/services.js';
import { communioServer, tenant } from './support.js';

const headers = (res: Response) => [Number(res.headers.get('x-ratelimit-limit')), Number(res.headers.get('x-ratelimit-remaining'))];

// The seed limits "submissions"; a refused request submitted nothing. It is charged like communio's other calls
// (the communio-read bucket), and the submission budget stays whole (communio:limit:refusals-not-submissions).
for (const store of ['memory', 'redis'] as const) {
  test(`[${store}] refused submissions do not spend the submission budget; they are charged to communio-read (communio:limit:refusals-not-submissions)`, async (t) => {
    if (store === 'redis' && !(await needRedis(t))) return;
    const env = { RATE_LIMIT_COMMUNIO_MAX: '3', COMMUNIO_READ_RATE_MAX: '7', ...(store === 'redis' ? { REDIS_URL } : {}) };
    const server = await communioServer(t, 'sqlite', env);
    if (!server) return;
    t.after(() => server.close());
    const a = await tenant(server, 'A');
    const first = await a.call('POST', '/intentions', { text: 'For my mother' }, { 'idempotency-key': 'k1' });
    assert.equal(first.status, 201);
    assert.deepEqual(headers(first), [3, 2]);

    const refused: Array<[unknown, number, Record<string, string>?]> = [
      [{ text: '' }, 400],
      [{ text: 'For peace', country: 'XX' }, 400],
      [{ text: 'write to john at gmail dot com' }, 422],
      ['{"text":', 400],
      [{ text: 'Another text' }, 422, { 'idempotency-key': 'k1' }],
    ];
    let readLeft = 7;
    for (const [body, status, extra] of refused) {
      const res = await a.call('POST', '/intentions', body, extra);
      assert.equal(res.status, status, JSON.stringify(body));
      assert.deepEqual(headers(res), [7, --readLeft], `${JSON.stringify(body)}: charged to communio-read`);
    }
    const feed = await a.call('GET', '/feed');
    assert.deepEqual(headers(feed), [7, 1]);
    assert.equal((await a.call('POST', '/intentions', { text: 'x', category: 'lottery' })).status, 400);
    // Refusals are limited all the same: once communio-read is spent, a refused submission is a 429 of that bucket.
    const flood = await a.call('POST', '/intentions', { text: 'x', category: 'lottery' });
    assert.equal(flood.status, 429);
    assert.deepEqual(headers(flood), [7, 0]);
    assert.ok(Number(flood.headers.get('retry-after')) > 0);

    const second = await a.call('POST', '/intentions', { text: 'For my father' });
    assert.equal(second.status, 201, 'the refusals left the submission budget as it was');
    assert.deepEqual(headers(second), [3, 1]);
    assert.equal((await a.call('POST', '/intentions', { text: 'For my sister' })).status, 201);
    // With the submission budget spent, the gate answers 429 before it reads the body.
    const spent = await a.call('POST', '/intentions', { text: '' });
    assert.equal(spent.status, 429);
    assert.deepEqual(headers(spent), [3, 0]);
  });
}
