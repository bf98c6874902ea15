import assert from 'node:assert/strict';
import http from 'node:http';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { type TestServer, startServer } from '../../helpers/server.js';
import { countingLimiter, probeModules } from '../../helpers/test-engine.js';

let server: TestServer;
before(async () => {
  server = await startServer({ modules: probeModules({ limiter: countingLimiter(100) }) });
});
after(async () => server.close());

const TEN_MB = Buffer.alloc(10 * 1024 * 1024, 'a');

/** POSTs `body` with Node's http client, writing it all, and resolves with the status and headers it read. */
function postWithHttp(url: string, body: Buffer): Promise<{ status: number; connection?: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('a body over the limit is answered 413, and ordinary clients read the answer (platform:body:413-readable)', () => {
  test("Node's http client reads the 413 of a 10 MB body, with Connection: close", async () => {
    const res = await postWithHttp(`${server.url}/v1/probe/items`, TEN_MB);
    assert.equal(res.status, 413);
    assert.equal(res.connection, 'close');
    assert.equal((JSON.parse(res.text) as { code: string }).code, 'payload_too_large');
  });

  test('fetch reads the 413 of a 10 MB body', async () => {
    const res = await server.fetch('/v1/probe/items', { method: 'POST', headers: { 'content-type': 'application/json' }, body: TEN_MB });
    assert.equal(res.status, 413);
    assert.equal(((await res.json()) as { code: string }).code, 'payload_too_large');
  });

  test('a chunked body that grows past the limit is answered 413 too', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${server.url}/v1/probe/items`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      for (let i = 0; i < 40; i++) req.write(TEN_MB.subarray(0, 256 * 1024));
      req.end();
    });
    assert.equal(status, 413);
  });

  test('the server is still answering afterwards', async () => {
    assert.equal((await server.fetch('/v1/probe/items/abc')).status, 200);
  });
});

test('a client that sends its oversized body slowly is not reset before it has sent it (platform:body:413-readable)', async () => {
  const url = new URL(server.url);
  const outcome = await new Promise<{ wrote: number; answer: string; error?: string }>((resolve) => {
    // Half-open allowed: the server closes its side after the answer; this client goes on sending its body.
    const socket = connect({ port: Number(url.port), host: url.hostname, allowHalfOpen: true });
    let answer = '';
    let wrote = 0;
    let error: string | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      if (wrote >= 4 * 1024 * 1024) socket.destroy();
    });
    socket.on('error', (err: NodeJS.ErrnoException) => (error = err.code ?? err.message));
    socket.on('close', () => resolve({ wrote, answer, ...(error ? { error } : {}) }));
    socket.write(`POST /v1/probe/items HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: ${4 * 1024 * 1024}\r\n\r\n`);
    const chunk = Buffer.alloc(256 * 1024, 'a');
    const send = () => {
      if (socket.destroyed) return;
      // Sent it all: like an HTTP client, close once the answer is read.
      if (wrote >= 4 * 1024 * 1024) return void (answer.length > 0 ? socket.destroy() : undefined);
      socket.write(chunk, () => {
        wrote += chunk.length;
        setTimeout(send, 10);
      });
    };
    send();
  });
  assert.equal(outcome.error, undefined, 'the client saw no reset');
  assert.equal(outcome.wrote, 4 * 1024 * 1024, 'the whole body was accepted');
  assert.match(outcome.answer, /^HTTP\/1\.1 413 /);
  assert.match(outcome.answer, /\r\nconnection: close\r\n/i);
});

test('a client that never stops sending is cut off after the bounded linger', async () => {
  const url = new URL(server.url);
  const started = Date.now();
  await new Promise<void>((resolve) => {
    const socket = connect({ port: Number(url.port), host: url.hostname, allowHalfOpen: true });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
    socket.write(`POST /v1/probe/items HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: ${1024 ** 3}\r\n\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const send = () => void (!socket.destroyed && socket.write(chunk, () => setTimeout(send, 5)));
    send();
  });
  const elapsed = Date.now() - started;
  assert.ok(elapsed < 5_000, `closed after ${elapsed} ms`);
});
