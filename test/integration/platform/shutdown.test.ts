import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
