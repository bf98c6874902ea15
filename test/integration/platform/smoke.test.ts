import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type TestServer, startServer } from '../../helpers/server.js';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(async () => server.close());

test('healthz answers ok with a request id', async () => {
  const res = await server.fetch('/healthz');
  assert.equal(res.status, 200);
  assert.match(res.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
  const body = (await res.json()) as { status: string };
  assert.equal(body.status, 'ok');
});

test('unknown path is a 404 problem', async () => {
  const res = await server.fetch('/nope');
  assert.equal(res.status, 404);
  assert.equal(res.headers.get('content-type'), 'application/problem+json; charset=utf-8');
  const body = (await res.json()) as { code: string; status: number };
  assert.equal(body.code, 'not_found');
  assert.equal(body.status, 404);
});
