import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { openApiPath, rawRoute, rawRouteDocs } from './raw-route.js';

test('one declaration: the route, its OpenAPI entry, its preflight and its Cache-Control', async () => {
  const app = Fastify();
  const openapi = { summary: 'a thing', responses: { '200': { description: 'ok' } } };
  rawRoute(app, { method: 'GET', path: '/things/:id', openapi, cors: { exposeHeaders: ['X-A'] }, cacheControl: 'no-store' }, async (request, reply) =>
    reply.send({ id: (request.params as { id: string }).id }),
  );
  rawRoute(app, { method: 'POST', path: '/things/:id', openapi, cors: { allowHeaders: ['X-B'] }, cacheControl: 'no-store' }, async () => {
    throw Object.assign(new Error('refused'), { statusCode: 400 });
  });
  rawRoute(app, { method: 'GET', path: '/plain', openapi }, async (_request, reply) => reply.send('x'));
  try {
    // A path parameter the declaration does not describe is declared for it (OpenAPI 3.1: every {name} is one).
    const withId = { ...openapi, parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }] };
    assert.deepEqual(rawRouteDocs(app), { '/things/{id}': { get: withId, post: withId }, '/plain': { get: openapi } });

    const ok = await app.inject({ method: 'GET', url: '/things/7' });
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(ok.json(), { id: '7' });
    assert.equal(ok.headers['cache-control'], 'no-store');
    assert.equal(ok.headers['access-control-allow-origin'], '*');
    assert.equal(ok.headers['access-control-expose-headers'], 'X-A');

    // A failure keeps the declared Cache-Control (RFC 6749 §5.2 for the OAuth endpoints).
    const failed = await app.inject({ method: 'POST', url: '/things/7' });
    assert.equal(failed.statusCode, 400);
    assert.equal(failed.headers['cache-control'], 'no-store');

    // One preflight per path, listing every declared method and header.
    const preflight = await app.inject({ method: 'OPTIONS', url: '/things/7' });
    assert.equal(preflight.statusCode, 204);
    assert.equal(preflight.headers['access-control-allow-methods'], 'GET, POST, OPTIONS');
    assert.equal(preflight.headers['access-control-allow-headers'], 'Content-Type, Authorization, MCP-Protocol-Version, X-B');

    const plain = await app.inject({ method: 'GET', url: '/plain' });
    assert.equal(plain.headers['cache-control'], undefined);
    assert.equal(plain.headers['access-control-allow-origin'], undefined);
    assert.equal((await app.inject({ method: 'OPTIONS', url: '/plain' })).statusCode, 404);
  } finally {
    await app.close();
  }
});

test('Fastify path parameters become OpenAPI templates', () => {
  assert.equal(openApiPath('/dashboard/keys/:id/revoke'), '/dashboard/keys/{id}/revoke');
  assert.equal(openApiPath('/oauth/token'), '/oauth/token');
});
