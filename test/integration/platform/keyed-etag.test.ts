import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { createIdentityModule } from '../../../src/identity/index.js';
import { problem } from '../../../src/platform/errors/index.js';
import type { Module, Platform } from '../../../src/platform/module.js';
import { type Engine, defineOperation } from '../../../src/platform/operations/define.js';
import { keyedEtag, weakEtag } from '../../../src/platform/operations/etag.js';
import { createApiKey } from '../../helpers/identity.js';
import { startServer } from '../../helpers/server.js';

// An operation whose answer is a pure function of a key, the engine's cache generation and the code declares
// `cache.etagKey`: its ETag is made from those instead of its body's hash. It must still change whenever the answer
// could (another key, another generation), stay the same while the answer does, and validate If-None-Match.

const op = (state: { generation: number; calls: number }) =>
  defineOperation({
    id: 'keyprobe.greetings.get',
    summary: 'A greeting of a name in a language, from the current generation',
    method: 'GET',
    path: '/greetings',
    query: z.object({ name: z.string().trim(), lang: z.enum(['en', 'la']).default('en') }),
    output: z.object({ text: z.string(), generation: z.number() }),
    cache: { etag: true, maxAgeS: 60, shared: true, etagKey: ({ query }) => JSON.stringify([query.name, query.lang]) },
    handler: ({ query }) => {
      state.calls += 1;
      if (query.name === 'nobody') throw problem('not_found', 'query.name: nobody has no greeting');
      return { text: `${query.lang === 'la' ? 'Salve' : 'Hello'}, ${query.name}`, generation: state.generation };
    },
  });

function probeEngine(state: { generation: number; calls: number }): Engine {
  return {
    name: 'keyprobe',
    title: 'keyed ETag probe',
    description: 'answers made from a key and a generation',
    prefixes: ['/v1/keyprobe'],
    access: 'apiKey',
    rateLimit: 'read',
    mcp: false,
    cacheGeneration: () => `v${state.generation}`,
    operations: [op(state)],
  };
}

const probeModules = (engine: Engine) => async (platform: Platform): Promise<Module[]> => [createIdentityModule(platform), { name: 'keyprobe', engines: [engine] }];

test('a keyed ETag: the same for the same key and generation, another for another key or generation, and If-None-Match answers 304', async () => {
  const state = { generation: 1, calls: 0 };
  const engine = probeEngine(state);
  // The response cache off: every answer is computed, as the passage scenario asks it.
  const server = await startServer({ modules: probeModules(engine), env: { RESPONSE_CACHE_ENTRIES: '0' } });
  try {
    const key = await createApiKey(server, 'alice');
    const get = (query: string, headers: Record<string, string> = {}) => server.fetch(`/v1/keyprobe/greetings?${query}`, { headers: { 'x-api-key': key, ...headers } });
    const first = await get('name=Ann');
    const body = await first.text();
    const etag = first.headers.get('etag')!;
    assert.equal(first.status, 200);
    assert.equal(etag, keyedEtag(engine.operations[0]!, 'v1', JSON.stringify(['Ann', 'en'])));
    assert.notEqual(etag, weakEtag(body), 'no hash of the body');
    // The same key (spelt another way in the URL) is the same answer and the same ETag.
    for (const query of ['name=Ann', 'name=%20Ann&lang=en', 'lang=en&name=Ann']) {
      const again = await get(query);
      assert.equal(await again.text(), body, query);
      assert.equal(again.headers.get('etag'), etag, query);
    }
    const notModified = await get('name=Ann', { 'if-none-match': etag });
    assert.equal(notModified.status, 304);
    assert.equal(notModified.headers.get('etag'), etag);
    assert.equal(notModified.headers.get('cache-control'), 'private, max-age=60');
    // Another key: another ETag, and the old one does not validate it.
    const latin = await get('name=Ann&lang=la', { 'if-none-match': etag });
    assert.equal(latin.status, 200);
    assert.notEqual(latin.headers.get('etag'), etag);
    assert.notEqual((await get('name=Bob')).headers.get('etag'), etag);
    // A new generation (a new dataset version): a new ETag, and the old one gets the new answer.
    state.generation = 2;
    const renewed = await get('name=Ann', { 'if-none-match': etag });
    assert.equal(renewed.status, 200);
    assert.equal(((await renewed.json()) as { generation: number }).generation, 2);
    assert.notEqual(renewed.headers.get('etag'), etag);
    assert.equal((await get('name=Ann', { 'if-none-match': renewed.headers.get('etag')! })).status, 304);
  } finally {
    await server.close();
  }
});

test('a matching If-None-Match is a 304 before the handler runs, after the key is checked and charged, with the 200\'s headers; errors stay errors', async () => {
  const state = { generation: 1, calls: 0 };
  const engine = probeEngine(state);
  // The response cache on (the default): other spellings of a URL reach the route, as a client's revalidation of a
  // URL the cache no longer holds does.
  const server = await startServer({ modules: probeModules(engine) });
  try {
    const key = await createApiKey(server, 'bea');
    const get = (query: string, headers: Record<string, string> = {}) => server.fetch(`/v1/keyprobe/greetings?${query}`, { headers: { 'x-api-key': key, ...headers } });
    const remaining = (res: Response) => Number(res.headers.get('x-ratelimit-remaining'));
    const first = await get('name=Ann');
    await first.text();
    const etag = first.headers.get('etag')!;
    assert.equal(first.status, 200);
    assert.equal(state.calls, 1);

    const early = await get('lang=en&name=Ann', { 'if-none-match': etag });
    assert.equal(early.status, 304);
    assert.equal(await early.text(), '');
    assert.equal(state.calls, 1, 'the handler did not run');
    assert.equal(early.headers.get('etag'), etag);
    assert.equal(early.headers.get('cache-control'), 'private, max-age=60');
    assert.equal(early.headers.get('vary'), first.headers.get('vary'));
    assert.equal(early.headers.get('access-control-allow-origin'), '*');
    assert.match(early.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
    assert.equal(early.headers.get('x-ratelimit-limit'), first.headers.get('x-ratelimit-limit'));
    assert.equal(remaining(early), remaining(first) - 1, 'charged once, as a full answer is');

    // A list of ETags, the strong form of the weak one (If-None-Match compares weakly), and `*`.
    for (const header of [`"other", W/"x", ${etag}`, etag.replace(/^W\//, ''), '*']) {
      const res = await get('name=%20Ann', { 'if-none-match': header });
      assert.equal(res.status, 304, header);
      assert.equal(res.headers.get('etag'), etag, header);
    }
    assert.equal(state.calls, 1);

    // No match: the full answer, from the handler.
    const other = await get('name=Ann&lang=en', { 'if-none-match': 'W/"nope", "also-not"' });
    assert.equal(other.status, 200);
    assert.equal(state.calls, 2);

    // The credential before anything: no key, or a wrong one, is a 401 whatever If-None-Match says.
    const bare = await server.fetch('/v1/keyprobe/greetings?name=Ann', { headers: { 'if-none-match': etag } });
    assert.equal(bare.status, 401);
    const wrong = await server.fetch('/v1/keyprobe/greetings?name=Ann', { headers: { 'if-none-match': etag, 'x-api-key': `${key.slice(0, -4)}AAAA` } });
    assert.equal(wrong.status, 401);
    // Input that does not validate is a 400, not a 304 of some other key.
    const invalid = await get('lang=en', { 'if-none-match': '*' });
    assert.equal(invalid.status, 400);
    // A key whose answer is an error never had an ETag: `*` does not turn its 404 into a 304.
    const calls = state.calls;
    const missing = await get('name=nobody', { 'if-none-match': '*' });
    assert.equal(missing.status, 404);
    assert.equal(state.calls, calls + 1);

    // A large answer varies by Accept-Encoding (the cache may send it compressed); its early 304 says so too.
    const long = 'L'.repeat(2100);
    const big = await get(`name=${long}`);
    await big.text();
    assert.match(big.headers.get('vary') ?? '', /Accept-Encoding/);
    const bigCalls = state.calls;
    const bigEarly = await get(`lang=en&name=${long}`, { 'if-none-match': big.headers.get('etag')! });
    assert.equal(bigEarly.status, 304);
    assert.equal(state.calls, bigCalls);
    assert.equal(bigEarly.headers.get('vary'), big.headers.get('vary'));

    // A new generation: the old ETag matches nothing, and the handler answers.
    state.generation = 2;
    const renewed = await get('lang=en&name=Ann', { 'if-none-match': etag });
    assert.equal(renewed.status, 200);
    assert.equal(state.calls, bigCalls + 1);
  } finally {
    await server.close();
  }
});

test('a spent budget is a 429 before an early 304', async () => {
  const state = { generation: 1, calls: 0 };
  const server = await startServer({ modules: probeModules(probeEngine(state)), env: { RATE_LIMIT_READ_MAX: '3', RATE_LIMIT_READ_WINDOW_S: '600' } });
  try {
    const key = await createApiKey(server, 'cai');
    const get = (query: string, headers: Record<string, string> = {}) => server.fetch(`/v1/keyprobe/greetings?${query}`, { headers: { 'x-api-key': key, ...headers } });
    const etag = (await get('name=Ann')).headers.get('etag')!;
    assert.equal((await get('lang=en&name=Ann', { 'if-none-match': etag })).status, 304);
    assert.equal((await get('name=%20Ann', { 'if-none-match': etag })).status, 304);
    const spent = await get('name=Ann&lang=en', { 'if-none-match': etag });
    assert.equal(spent.status, 429);
    assert.equal(spent.headers.get('x-ratelimit-remaining'), '0');
    assert.equal(state.calls, 1);
  } finally {
    await server.close();
  }
});

test('cache.etagKey is refused without etag: true, or on an answer that varies by Accept', () => {
  const def = { id: 'keyprobe.bad.get', summary: 'x', method: 'GET' as const, path: '/bad', output: z.object({}), handler: () => ({}) };
  assert.throws(() => defineOperation({ ...def, cache: { etagKey: () => '' } }), /etagKey needs etag: true/);
  assert.throws(() => defineOperation({ ...def, cache: { etag: true, vary: 'accept', etagKey: () => '' } }), /etagKey needs etag: true and no vary/);
});
