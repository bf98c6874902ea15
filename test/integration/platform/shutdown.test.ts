import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import { test } from 'node:test';
import { startServer } from '../../helpers/server.js';
import { freePort } from '../../helpers/services.js';
import { probeModules } from '../../helpers/test-engine.js';
import { eventually } from '../../helpers/eventually.js';

test('close() finishes an in-flight request, then refuses new connections (platform:shutdown)', async () => {
  let started!: () => void;
  const handlerStarted = new Promise<void>((resolve) => (started = resolve));
  const server = await startServer({ modules: probeModules({ slowMs: 600, onSlowStart: () => started() }) });
  const inFlight = server.fetch('/v1/probe/slow');
  // Close once the request is really in flight (a fixed sleep raced the request's arrival on a loaded machine).
  await handlerStarted;
  const closing = server.close();
  const res = await inFlight;
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { waited: 600 });
  await closing;
  await assert.rejects(server.fetch('/healthz'), 'the port no longer accepts connections');
});

test('a request that arrives on a kept-alive connection once shutdown has begun is a 503 problem, the one in flight still finishes (platform:shutdown)', async () => {
  let started!: () => void;
  const handlerStarted = new Promise<void>((resolve) => (started = resolve));
  const server = await startServer({ modules: probeModules({ slowMs: 600, onSlowStart: () => started() }) });
  const url = new URL(server.url);
  const socket = connect(Number(url.port), url.hostname);
  let answer = '';
  const ended = new Promise<void>((resolve) => socket.setEncoding('utf8').on('data', (d: string) => (answer += d)).on('close', () => resolve()));
  socket.write(`GET /v1/probe/slow HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
  await handlerStarted;
  const closing = server.close();
  // The next request on the same connection (pipelined behind the one in flight) arrives after close() began.
  socket.write(`GET /healthz HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
  await ended;
  await closing;
  const [first, second] = answer.split(/(?=HTTP\/1\.1 )/);
  assert.match(first ?? '', /^HTTP\/1\.1 200 /, 'the request in flight is finished');
  assert.match(first ?? '', /\{"waited":600\}/);
  assert.match(second ?? '', /^HTTP\/1\.1 503 /, answer);
  assert.match(second ?? '', /content-type: application\/problem\+json; charset=utf-8/i);
  assert.match(second ?? '', /connection: close/i);
  const body = JSON.parse((second ?? '').slice((second ?? '').indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
  assert.equal(body.code, 'service_unavailable');
  assert.equal(body.status, 503);
  assert.equal(body.type, `${server.url}/docs/errors#service_unavailable`);
  assert.equal(body.instance, '/healthz');
  assert.match(String(body.detail), /shutting down/);
});

test('`lumen serve` stops on SIGTERM with exit code 0 after migrations and listening', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'lumen-sigterm-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/run.ts', 'serve'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: join(dir, 'lumen.sqlite'),
      LUMEN_DATA_DIR: join(dir, 'data'),
      LUMEN_IMPORT_ON_START: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let logs = '';
  child.stdout.on('data', (d: Buffer) => (logs += d.toString()));
  child.stderr.on('data', (d: Buffer) => (logs += d.toString()));
  try {
    await eventually(() => fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false), (ok) => ok, 60_000, 'the server answering /healthz', 100).catch(
      (err: Error) => assert.fail(`${err.message}: ${logs}`),
    );
    const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    assert.equal(await exit, 0);
    assert.match(logs, /"msg":"shutting down: finishing in-flight requests"/);
    assert.match(logs, /"msg":"stopped"/);
  } finally {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});
