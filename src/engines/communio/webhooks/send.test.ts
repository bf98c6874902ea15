import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { sendWebhook } from './send.js';

async function server(handler: http.RequestListener) {
  const s = http.createServer(handler);
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return { port: (s.address() as AddressInfo).port, close: () => (s.closeAllConnections(), new Promise((r) => s.close(r))) };
}

test('a name that resolves to loopback is refused at connect time outside development', async () => {
  let hits = 0;
  const s = await server((_req, res) => {
    hits++;
    res.end();
  });
  try {
    const result = await sendWebhook(`http://localhost:${s.port}/hook`, {}, '{}', 2000, { env: 'production', allowHosts: [] });
    assert.equal(result.ok, false);
    assert.match(result.error ?? '', /refused/);
    assert.equal(hits, 0, 'no request reached the target');
    const literal = await sendWebhook(`http://127.0.0.1:${s.port}/hook`, {}, '{}', 2000, { env: 'production', allowHosts: [] });
    assert.equal(literal.ok, false);
    assert.equal(hits, 0);
    const dev = await sendWebhook(`http://localhost:${s.port}/hook`, {}, '{}', 2000, { env: 'development', allowHosts: [] });
    assert.equal(dev.ok, true);
    assert.equal(hits, 1);
  } finally {
    await s.close();
  }
});

test('redirects are not followed, and a slow receiver times out', async () => {
  const paths: string[] = [];
  const s = await server((req, res) => {
    paths.push(req.url ?? '');
    if (req.url === '/slow') return; // never answers
    res.writeHead(307, { location: '/elsewhere' }).end();
  });
  try {
    const policy = { env: 'test' as const, allowHosts: [] };
    const moved = await sendWebhook(`http://127.0.0.1:${s.port}/hook`, {}, '{}', 2000, policy);
    assert.equal(moved.ok, false);
    assert.equal(moved.statusCode, 307);
    assert.match(moved.error ?? '', /redirect to \/elsewhere not followed/);
    const slow = await sendWebhook(`http://127.0.0.1:${s.port}/slow`, {}, '{}', 200, policy);
    assert.equal(slow.ok, false);
    assert.match(slow.error ?? '', /timed out after 200 ms/);
    assert.ok(slow.durationMs >= 190 && slow.durationMs < 1500, `${slow.durationMs} ms`);
    assert.deepEqual(paths, ['/hook', '/slow'], 'the redirect target was never requested');
  } finally {
    await s.close();
  }
});
