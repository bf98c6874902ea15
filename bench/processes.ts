import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { BenchTarget } from './scenario.js';

const root = new URL('..', import.meta.url).pathname;
const run = promisify(execFile);
/** Servers run on core 1 and the load generator on core 0, when taskset exists (it does on Debian). */
const pin = existsSync('/usr/bin/taskset') ? ['taskset', '-c', '1'] : [];
/**
 * BENCH_SERVER_NODE_ARGS: options for the Lumen servers' node (not the baseline's), space-separated; for profiling,
 * e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` (a profile is written when the server stops).
 */
const serverNodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

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

/**
 * Starts `cmd` behind `launcher` (by default `taskset -c 1`; bench/instructions.ts gives valgrind). The child's pid
 * is the server's own: taskset and valgrind both run the command in their own process.
 */
function spawnServer(cmd: string, args: string[], env: NodeJS.ProcessEnv, launcher: string[]): ChildProcess {
  const [bin, ...rest] = [...launcher, cmd, ...args];
  return spawn(bin!, rest, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
}

export interface ServerProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** The bare node:http baseline, or the server BENCH_BASELINE_SERVER names (a probe such as bench/fastify-floor.mjs). */
export function startBaseline(port: number, launcher = pin): Promise<ServerProcess> {
  return startBare(process.env.BENCH_BASELINE_SERVER ?? 'bench/baseline-server.mjs', port, [], launcher);
}

/** A bare server script of bench/ (`node <script> <port> …args`), pinned as the servers are. */
export async function startBare(script: string, port: number, args: string[] = [], launcher = pin): Promise<ServerProcess> {
  const child = spawnServer(process.execPath, [join(root, script), String(port), ...args], process.env, launcher);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, 120_000);
  return { url, pid: child.pid!, stop: () => stop(child) };
}

/**
 * The database of a bench server: an SQLite file in its own folder by default; with `DATABASE_URL=postgres://…`
 * in the bench's environment, a schema of its own in that database (created by the server, dropped when it
 * stops), so every server starts empty as it does on SQLite. `REDIS_URL` passes through as it is: every
 * scenario makes its own API and tenant keys, so no budget is shared between servers.
 */
function database(dir: string): { env: Record<string, string>; drop(): Promise<void> } {
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) return { env: { DATABASE_URL: join(dir, 'lumen.sqlite') }, drop: async () => {} };
  const schema = `bench_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  return {
    env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function startLumen(port: number, overrides: Record<string, string>, launcher = pin): Promise<BenchTarget & ServerProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'lumen-bench-'));
  const db = database(dir);
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...db.env,
    LUMEN_DATA_DIR: process.env.BENCH_DATA_DIR ?? join(dir, 'data'),
    LOG_LEVEL: 'info',
    ...overrides,
  };
  const fullEnv = { ...process.env, ...env };
  const child = spawnServer(process.execPath, [...serverNodeArgs, join(root, 'bin/lumen.js'), 'serve'], fullEnv, launcher);
  child.stdout?.resume(); // logs go nowhere, but are still produced: the cost of logging is measured
  const url = env.PUBLIC_URL!;
  await waitFor(`${url}/healthz`, 300_000);
  await warmedUp(url);
  return {
    url,
    pid: child.pid!,
    env,
    dir,
    cli: async (args) => (await run(process.execPath, [join(root, 'bin/lumen.js'), ...args], { cwd: root, env: fullEnv })).stdout,
    async stop() {
      await stop(child);
      await db.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until Tempus has warmed the likely years and the year shapes of the default calendar (its /readyz detail
 * reads `N/N likely years …; M/M year shapes`), so that no
 * scenario is measured while the server is still computing calendars in the background.
 */
async function warmedUp(url: string, ms = 300_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const text = await (await fetch(`${url}/readyz`)).text().catch(() => '');
    const counts = [...text.matchAll(/(\d+)\/(\d+) (?:likely years|year shapes)/g)];
    if (counts.every((m) => m[1] === m[2])) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  });
}
