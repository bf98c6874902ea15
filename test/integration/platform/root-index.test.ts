import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type TestServer, startServer } from '../../helpers/server.js';

// GET / is where a developer who knows only the address starts: the engines and the documents to read next.
let server: TestServer;
before(async () => {
  server = await startServer();
});
after(async () => server.close());

interface RootIndex {
  name: string;
  version: string;
  engines: Array<{ name: string; href: string; title: string }>;
  links: Record<string, { href: string; title: string }>;
}

test('platform:root-index — GET / lists the engines and the documents to read next, and every link is served', async () => {
  const res = await server.fetch('/');
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
  assert.equal(res.headers.get('vary'), 'Accept');
  const index = (await res.json()) as RootIndex;
  assert.equal(index.name, 'Lumen');
  assert.deepEqual(
    index.engines.map((e) => e.href).sort(),
    ['/v1/communio', '/v1/corpus', '/v1/devotio', '/v1/ordo', '/v1/veritas'],
  );
  for (const key of ['docs', 'openapi', 'errors', 'dashboard', 'mcp', 'oauth_authorization_server', 'oauth_protected_resource', 'jwks', 'health', 'ready']) {
    assert.ok(index.links[key], `links.${key}`);
  }
  for (const { href } of Object.values(index.links)) {
    const linked = await server.fetch(href, { redirect: 'manual' });
    assert.notEqual(linked.status, 404, href);
  }
  // The engines' roots exist (their index answers 401 without a key, never 404).
  for (const { href } of index.engines) assert.equal((await server.fetch(href)).status, 401, href);
  // It is in the OpenAPI document like every other endpoint.
  const openapi = (await (await server.fetch('/openapi.json')).json()) as { paths: Record<string, unknown> };
  assert.ok(openapi.paths['/'], 'GET / is documented');
});

test('platform:root-index — a browser that asks for HTML gets the same links as a page without script', async () => {
  const res = await server.fetch('/', { headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
  assert.match(res.headers.get('content-security-policy') ?? '', /default-src 'none'/);
  const html = await res.text();
  for (const href of ['/docs', '/dashboard', '/v1/veritas', '/openapi.json']) assert.ok(html.includes(`href="${href}"`), href);
  assert.ok(!html.includes('<script'), 'no script');
  const head = await server.fetch('/', { method: 'HEAD' });
  assert.equal(head.status, 200);
});
