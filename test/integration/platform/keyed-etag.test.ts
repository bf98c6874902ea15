import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { createIdentityModule } from '../../../src/identity/index.js';
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
      return { text: `${query.lang === 'la' ? 'Salve' : 'Hello'}, ${query.name}`, generation: state.generation };
    },
  });

test('a keyed ETag: the same for the same key and generation, another for another key or generation, and If-None-Match answers 304', async () => {
  const state = { generation: 1, calls: 0 };
  const engine: Engine = {
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
  const modules = async (platform: Platform): Promise<Module[]> => [createIdentityModule(platform), { name: 'keyprobe', engines: [engine] }];
  // The response cache off: every answer is computed, as the passage scenario asks it.
  const server = await startServer({ modules, env: { RESPONSE_CACHE_ENTRIES: '0' } });
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

test('cache.etagKey is refused without etag: true, or on an answer that varies by Accept', () => {
  const def = { id: 'keyprobe.bad.get', summary: 'x', method: 'GET' as const, path: '/bad', output: z.object({}), handler: () => ({}) };
  assert.throws(() => defineOperation({ ...def, cache: { etagKey: () => '' } }), /etagKey needs etag: true/);
  assert.throws(() => defineOperation({ ...def, cache: { etag: true, vary: 'accept', etagKey: () => '' } }), /etagKey needs etag: true and no vary/);
});
