import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { OAuthError } from '../oauth-error.js';
import { fetchMetadataDocument } from './fetch-metadata-document.js';

test('a server dripping bytes below the idle timeout is cut off at the overall deadline', async () => {
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{');
    // One byte every 100 ms: never idle for the 5 s socket timeout, never finished.
    const t = setInterval(() => res.write(' '), 100);
    timers.add(t);
    res.on('close', () => clearInterval(t));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/drip.json`;
  try {
    const started = Date.now();
    await assert.rejects(fetchMetadataDocument(url, true, () => undefined, 500), (err: unknown) => {
      assert.ok(err instanceof OAuthError);
      assert.equal(err.error, 'invalid_client');
      return true;
    });
    const elapsed = Date.now() - started;
    assert.ok(elapsed >= 450 && elapsed < 2000, `gave up after ${elapsed} ms`);
  } finally {
    for (const t of timers) clearInterval(t);
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});
