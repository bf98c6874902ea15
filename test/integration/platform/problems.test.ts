import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { type TestServer, startServer } from '../../helpers/server.js';
import { countingLimiter, probeModules } from '../../helpers/test-engine.js';

interface Problem {
  type: string;
  instance?: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  request_id: string;
  errors?: Array<{ field: string; message: string }>;
}

let server: TestServer;
before(async () => {
  server = await startServer({ modules: probeModules({ limiter: countingLimiter(20) }), env: { BODY_LIMIT_BYTES: '2048' } });
});
after(async () => server.close());

async function expectProblem(res: Response, status: number, code: string): Promise<Problem> {
  assert.equal(res.status, status);
  assert.equal(res.headers.get('content-type'), 'application/problem+json; charset=utf-8');
  const body = (await res.json()) as Problem;
  assert.equal(body.status, status);
  assert.equal(body.code, code);
  assert.equal(body.type, `${server.url}/docs/errors#${code}`);
  assert.ok(body.title.length > 0 && body.detail.length > 0);
  assert.equal(body.request_id, res.headers.get('x-request-id'));
  return body;
}

const json = (body: string, type = 'application/json') => ({ method: 'POST', headers: { 'content-type': type }, body });

describe('problem details for every error status (platform:problems)', () => {
  test('400 names the invalid path and query fields', async () => {
    const body = await expectProblem(await server.fetch('/v1/probe/items/ABC?limit=500'), 400, 'validation_failed');
    const fields = body.errors?.map((e) => e.field).sort();
    assert.deepEqual(fields, ['path.id', 'query.limit']);
    assert.match(body.detail, /^path\.id: lower-case letters only/);
  });

  test('400 for a query parameter sent twice, naming it', async () => {
    const body = await expectProblem(await server.fetch('/v1/probe/items/abc?limit=10&limit=30'), 400, 'validation_failed');
    assert.deepEqual(body.errors, [{ field: 'query.limit', message: 'given more than once; send it once (lists are comma-separated)' }]);
  });

  test('400 for an unknown body field, malformed JSON, an empty body and invalid UTF-8', async () => {
    const unknown = await expectProblem(await server.fetch('/v1/probe/items', json('{"name":"a","extra":1}')), 400, 'validation_failed');
    assert.match(unknown.detail, /body/);
    await expectProblem(await server.fetch('/v1/probe/items', json('{"name":')), 400, 'invalid_json');
    await expectProblem(await server.fetch('/v1/probe/items', json('')), 400, 'invalid_json');
    const bad = await server.fetch('/v1/probe/items', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    });
    await expectProblem(bad, 400, 'invalid_encoding');
  });

  test('404 for an unknown path and for a missing resource', async () => {
    await expectProblem(await server.fetch('/v1/nothing-here'), 404, 'not_found');
    await expectProblem(await server.fetch('/v1/probe/items/missing'), 404, 'not_found');
  });

  test('405 with Allow for a known path and another method', async () => {
    const res = await server.fetch('/v1/probe/items', { method: 'DELETE' });
    await expectProblem(res, 405, 'method_not_allowed');
    assert.equal(res.headers.get('allow'), 'POST, OPTIONS');
  });

  test('refused bodies and 405s of a rate-limited engine carry X-RateLimit-* (the caller is charged first) (platform:engine-405:authenticate-first)', async () => {
    for (const res of [
      await server.fetch('/v1/probe/items', { method: 'DELETE' }),
      await server.fetch('/v1/probe/items', json('{"name":')),
      await server.fetch('/v1/probe/items', json('name=a', 'text/plain')),
      await server.fetch('/v1/probe/items', json(JSON.stringify({ name: 'x'.repeat(4096) }))),
    ]) {
      assert.ok([400, 405, 413, 415].includes(res.status), String(res.status));
      assert.equal(res.headers.get('x-ratelimit-limit'), '20', `${res.status} has the headers`);
      assert.match(res.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
    }
  });

  test('413 for a body over the limit, and nothing is processed', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(4096) });
    await expectProblem(await server.fetch('/v1/probe/items', json(big)), 413, 'payload_too_large');
  });

  test('415 for a body that is not JSON', async () => {
    await expectProblem(await server.fetch('/v1/probe/items', json('name=a', 'text/plain')), 415, 'unsupported_media_type');
  });

  test('415 for a compressed body or one declared in another charset, never a misleading 400 (platform:problems:unreadable-body)', async () => {
    const { gzipSync } = await import('node:zlib');
    const gz = await server.fetch('/v1/probe/items', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync('{"name":"abc"}'),
    });
    const coded = await expectProblem(gz, 415, 'unsupported_media_type');
    assert.match(coded.detail, /Content-Encoding gzip/);
    assert.equal(gz.headers.get('accept-encoding'), 'identity', 'RFC 7694: names the coding it takes');
    const utf16 = await expectProblem(await server.fetch('/v1/probe/items', json('{"name":"abc"}', 'application/json; charset=utf-16')), 415, 'unsupported_media_type');
    assert.match(utf16.detail, /charset=utf-16/);
    // UTF-8 spelled any way, and identity coding, are read as before.
    for (const type of ['application/json; charset=UTF-8', 'application/json;charset="utf-8"']) {
      const res = await server.fetch('/v1/probe/items', json('{"name":"abc"}', type));
      assert.ok(res.status < 300, `${type}: ${res.status}`);
    }
    const identity = await server.fetch('/v1/probe/items', { ...json('{"name":"abc"}'), headers: { 'content-type': 'application/json', 'content-encoding': 'identity' } });
    assert.ok(identity.status < 300, String(identity.status));
  });

  test('OPTIONS on a resource that exists is 204 with Allow, never 404 (platform:options-allow)', async () => {
    for (const [path, allow] of [
      ['/healthz', 'GET, HEAD, OPTIONS'],
      ['/readyz', 'GET, HEAD, OPTIONS'],
      ['/openapi.json', 'GET, HEAD, OPTIONS'],
      ['/v1/probe/items', 'POST, OPTIONS'],
    ] as const) {
      const res = await server.fetch(path, { method: 'OPTIONS' });
      assert.equal(res.status, 204, path);
      assert.equal(res.headers.get('allow'), allow, path);
    }
    await expectProblem(await server.fetch('/no-such-thing', { method: 'OPTIONS' }), 404, 'not_found');
  });

  test('requests refused before routing are problems too: bad percent-encoding 400, an unknown method 501, oversized headers 431, an unmet Expect 417', async () => {
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const url = new URL(server.url);
        const socket = connect(Number(url.port), url.hostname, () => socket.end(request));
        let answer = '';
        socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk)).on('end', () => resolve(answer)).on('error', reject);
      });
    for (const [request, status, code, instance] of [
      ['GET /v1/probe/items/%FF HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400, 'bad_request', '/v1/probe/items/%FF'],
      ['BREW /v1/probe/items HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 501, 'not_implemented', '/v1/probe/items'],
      [`GET /v1/probe/items?q=${'x'.repeat(40_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 431, 'headers_too_large', '/v1/probe/items'],
      [`GET /v1/probe/items HTTP/1.1\r\nHost: x\r\nX-Big: ${'x'.repeat(40_000)}\r\nConnection: close\r\n\r\n`, 431, 'headers_too_large', '/v1/probe/items'],
      // An expectation the server cannot meet (RFC 9110 §10.1.1): Node's own 417 had no body at all.
      ['GET /v1/probe/items HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nConnection: close\r\n\r\n', 417, 'expectation_failed', '/v1/probe/items'],
      // The request line itself is the problem: no path to name.
      [`GET /${'y'.repeat(40_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 431, 'headers_too_large', '/'],
    ] as const) {
      const answer = await raw(request);
      assert.match(answer, new RegExp(`^HTTP/1.1 ${status} `), request.slice(0, 40));
      assert.match(answer, /content-type: application\/problem\+json; charset=utf-8/i);
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Problem;
      assert.equal(body.status, status);
      assert.equal(body.code, code);
      assert.equal(body.type, `${server.url}/docs/errors#${code}`);
      assert.equal(body.instance, instance, `the instance names the request's path (${request.slice(0, 40)})`);
    }
  });

  test('500 hides the internal error and gives a request id', async () => {
    const body = await expectProblem(await server.fetch('/v1/probe/crash'), 500, 'internal_error');
    assert.doesNotMatch(JSON.stringify(body), /secret internal detail|db\.ts|stack/);
    assert.match(body.request_id, /^[0-9a-f-]{36}$/);
  });

  test('429 with Retry-After and rate-limit headers once the budget is spent', async () => {
    // The probe limiter allows 20 calls per key; earlier tests in this file spent some of them (refused bodies and 405s are charged too).
    let res: Response;
    do res = await server.fetch('/v1/probe-alias/items/abc');
    while (res.status === 200);
    await expectProblem(res, 429, 'rate_limited');
    assert.equal(res.headers.get('retry-after'), '60');
    assert.equal(res.headers.get('x-ratelimit-remaining'), '0');
    assert.equal(res.headers.get('x-ratelimit-limit'), '20');
  });
});
