import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { BenchTarget } from './scenario.js';

const root = new URL('..', import.meta.url).pathname;
const run = promisify(execFile);
/** Servers run on core 1 and the load generator on core 0, when taskset exists (it does on Debian). */
const pin = existsSync('/usr/bin/taskset') ? ['taskset', '-c', '1'] : [];

async function waitFor(url: string, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`server at ${url} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function spawnPinned(cmd: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const [bin, ...rest] = pin.length ? [...pin, cmd, ...args] : [cmd, ...args];
  return spawn(bin!, rest, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
}

export async function startBaseline(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawnPinned(process.execPath, [join(root, 'bench/baseline-server.mjs'), String(port)], process.env);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`);
  return { url, stop: () => stop(child) };
}

export async function startLumen(port: number, overrides: Record<string, string>): Promise<BenchTarget & { stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'lumen-bench-'));
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: join(dir, 'lumen.sqlite'),
    LUMEN_DATA_DIR: process.env.BENCH_DATA_DIR ?? join(dir, 'data'),
    LOG_LEVEL: 'info',
    ...overrides,
  };
  const fullEnv = { ...process.env, ...env };
  const child = spawnPinned(process.execPath, [join(root, 'bin/lumen.js'), 'serve'], fullEnv);
  child.stdout?.resume(); // logs go nowhere, but are still produced: the cost of logging is measured
  const url = env.PUBLIC_URL!;
  await waitFor(`${url}/healthz`, 300_000);
  return {
    url,
    env,
    dir,
    cli: async (args) => (await run(process.execPath, [join(root, 'bin/lumen.js'), ...args], { cwd: root, env: fullEnv })).stdout,
    async stop() {
      await stop(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  });
}
