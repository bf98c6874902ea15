import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type TestServer, startServer } from '../../helpers/server.js';
import { probeModules } from '../../helpers/test-engine.js';

let server: TestServer;
before(async () => {
  server = await startServer({ modules: probeModules() });
});
after(async () => server.close());

interface OpenApi {
  paths: Record<string, Record<string, { operationId: string; parameters: Array<{ name: string; in: string; required: boolean; schema: Record<string, unknown> }>; responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>; requestBody?: { content: Record<string, { schema: Record<string, unknown> }> } }>>;
}

test('one definition gives the route, its validation and its OpenAPI entry (platform:operations:once)', async () => {
  const res = await server.fetch('/v1/probe/items/abc?limit=5');
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { id: 'abc', limit: 5 });

  const doc = (await (await server.fetch('/openapi.json')).json()) as OpenApi;
  const get = doc.paths['/v1/probe/items/{id}']?.get;
  assert.ok(get, 'the GET operation is documented');
  assert.equal(get.operationId, 'probe.items.get');
  const id = get.parameters.find((p) => p.name === 'id');
  assert.deepEqual({ in: id?.in, required: id?.required, pattern: id?.schema.pattern }, { in: 'path', required: true, pattern: '^[a-z]+$' });
  const limit = get.parameters.find((p) => p.name === 'limit');
  assert.deepEqual([limit?.in, limit?.required, limit?.schema.maximum, limit?.schema.default], ['query', false, 100, 20]);
  const out = get.responses['200']?.content?.['application/json']?.schema as { properties: Record<string, unknown> };
  assert.deepEqual(Object.keys(out.properties).sort(), ['id', 'limit']);
  const post = doc.paths['/v1/probe/items']?.post;
  assert.equal((post?.requestBody?.content['application/json']?.schema as { additionalProperties: boolean }).additionalProperties, false);
  assert.ok(post?.responses['201'], 'the declared success status is documented');
  const conflict = post?.responses['409'] as unknown as { description: string } | undefined;
  assert.match(conflict?.description ?? '', /`conflict`: Conflict/, 'listed problem codes are documented by status');
  assert.ok(post?.responses['422']);
});

test('aliases answer the same and are documented as the canonical path\'s twin (the contract: every REST endpoint)', async () => {
  const res = await server.fetch('/v1/probe-alias/items/xyz');
  assert.deepEqual(await res.json(), { id: 'xyz', limit: 20 });
  const doc = (await (await server.fetch('/openapi.json')).json()) as OpenApi;
  const aliased = Object.keys(doc.paths).filter((p) => p.startsWith('/v1/probe-alias'));
  assert.deepEqual(aliased.map((p) => p.replace('/v1/probe-alias', '/v1/probe')).sort(), Object.keys(doc.paths).filter((p) => p.startsWith('/v1/probe/') || p === '/v1/probe').sort());
});

test('every engine gets an index listing its operations', async () => {
  const res = await server.fetch('/v1/probe');
  assert.equal(res.status, 200);
  const body = (await res.json()) as { engine: string; operations: Array<{ id: string; path: string }> };
  assert.equal(body.engine, 'probe');
  assert.ok(body.operations.some((o) => o.id === 'probe.items.get' && o.path === '/v1/probe/items/{id}'));
});

test('ETag and If-None-Match give 304 for an unchanged representation (platform:etag)', async () => {
  const first = await server.fetch('/v1/probe/items/etag');
  const etag = first.headers.get('etag');
  assert.match(etag ?? '', /^W\/".+"$/);
  assert.equal(first.headers.get('cache-control'), 'private, max-age=60');
  const again = await server.fetch('/v1/probe/items/etag', { headers: { 'if-none-match': etag! } });
  assert.equal(again.status, 304);
  const other = await server.fetch('/v1/probe/items/other', { headers: { 'if-none-match': etag! } });
  assert.equal(other.status, 200);
});

test("an operation's own json() is sent as its answer, as UTF-8 bytes when large, and must equal JSON.stringify", async () => {
  for (const id of ['short', 'long']) {
    const res = await server.fetch(`/v1/probe/texts/${id}`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8');
    const bytes = Buffer.from(await res.arrayBuffer());
    assert.equal(Number(res.headers.get('content-length')), bytes.length);
    const body = JSON.parse(bytes.toString('utf8')) as { id: string; text: string };
    assert.equal(body.id, id);
    assert.equal(body.text, `«${'æ'.repeat(id === 'long' ? 3000 : 3)}» "${id}"`);
    // The same answer again (from the response cache), and its ETag validates it.
    const again = await server.fetch(`/v1/probe/texts/${id}`);
    assert.deepEqual(Buffer.from(await again.arrayBuffer()), bytes);
    assert.equal(again.headers.get('etag'), res.headers.get('etag'));
    const revalidated = await server.fetch(`/v1/probe/texts/${id}`, { headers: { 'if-none-match': res.headers.get('etag')! } });
    assert.equal(revalidated.status, 304);
  }
  const drift = await server.fetch('/v1/probe/texts/drift');
  assert.equal(drift.status, 500, 'a json() that differs from JSON.stringify is refused in tests');
});
