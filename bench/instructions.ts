/**
 * `npm run bench:instructions [filter]`: the same HTTP scenarios as `npm run bench`, measured as the server's
 * instructions per request under valgrind's callgrind instead of requests per second. Instruction counts do not
 * depend on what else the machine is doing, so two versions of the code can be compared on a noisy machine,
 * where request rates swing by more than the change being measured.
 *
 * Each server (the bare node:http baseline, then Lumen once per scenario environment) runs under callgrind with
 * instrumentation off; the scenario's requests are sent BENCH_WARMUP times (default 20,000) so that V8 has
 * compiled the hot path, then instrumentation is switched on for BENCH_REQUESTS requests (default 20,000) and off
 * again. What is counted is user-space work in every thread of the server; system calls are not (the kernel's
 * share of a request is the same for both, which is why these ratios are lower than request-rate ratios).
 * V8's compiling is reported apart and left out of the ratio: it runs when V8 decides (the optimising tiers on a
 * helper thread), and how much of it falls inside the counted window varies from run to run.
 *
 * Needs valgrind (`apt-get install valgrind`); the servers run about 50 times slower under it.
 * BENCH_KEEP_DUMP=<dir> keeps each counted window's callgrind dump there, for `callgrind_annotate --tree=caller`
 * (JIT code appears as bare addresses: run the server with BENCH_SERVER_NODE_ARGS=--perf-basic-prof and look them
 * up in /tmp/perf-<pid>.map, the last entry covering an address being the code that was there at the end).
 * BENCH_BASELINE_SERVER=<file> measures another baseline (bench/fastify-floor.mjs: Fastify's own cost).
 */
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../test/helpers/services.js';
import { collect, groupByEnv } from './collect.js';
import { load } from './load.js';
import { type ServerProcess, startBaseline, startLumen } from './processes.js';
import type { HttpRequestSpec, Scenario } from './scenario.js';

const run = promisify(execFile);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const CONNECTIONS = 20;

/** V8 compiling JavaScript (parsing, bytecode, the optimising tiers) and its support code, by symbol. */
const COMPILER = /v8::internal::(compiler|maglev|turboshaft|interpreter)::|v8::internal::Zone|Compil|Pars(er|ing)/;

interface Count {
  perRequest: number;
  compilerPerRequest: number;
}

/** Sends `amount` requests; anything but the expected answers means the count would measure something else. */
async function send(url: string, requests: HttpRequestSpec[], amount: number, expect: number): Promise<void> {
  const { unexpected } = await load(url, requests, { connections: CONNECTIONS, amount, expect });
  if (unexpected) throw new Error(`${unexpected} unexpected answers from ${url}`);
}

/** Sums callgrind_annotate's per-function lines: everything, and the compiler's share. */
async function annotate(file: string): Promise<{ total: number; compiler: number }> {
  const { stdout } = await run('callgrind_annotate', ['--threshold=100', file], { maxBuffer: 256 * 2 ** 20 });
  let total = 0;
  let compiler = 0;
  for (const line of stdout.split('\n')) {
    const match = /^\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*)$/.exec(line);
    if (!match || match[2]!.includes('PROGRAM TOTALS')) continue;
    const ir = Number(match[1]!.replaceAll(',', ''));
    total += ir;
    if (COMPILER.test(match[2]!)) compiler += ir;
  }
  return { total, compiler };
}

/** The dump file, once written (valgrind may carry out the command a moment after callgrind_control returns). */
async function dumped(outDir: string): Promise<string> {
  for (let tries = 0; tries < 240; tries++) {
    const file = readdirSync(outDir).find((f) => /\.\d+$/.test(f));
    if (file !== undefined && /^totals:/m.test(readFileSync(join(outDir, file), 'utf8'))) return join(outDir, file);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no callgrind dump appeared in ${outDir}`);
}

/** A server under callgrind, with $HOST as its environment has it. */
type Server = Pick<ServerProcess, 'url' | 'pid'> & { host: string | undefined };

/** Warms the server up, then counts `REQUESTS` requests with instrumentation on. */
async function measure(server: Server, outDir: string, requests: HttpRequestSpec[], expect: number): Promise<Count> {
  await send(server.url, requests, WARMUP, expect);
  await control('--instr=on', server);
  await send(server.url, requests, REQUESTS, expect);
  await control('--instr=off', server);
  await control('--dump', server);
  const dump = await dumped(outDir);
  const { total, compiler } = await annotate(dump);
  if (process.env.BENCH_KEEP_DUMP) copyFileSync(dump, join(process.env.BENCH_KEEP_DUMP, `dump.${Date.now()}`));
  rmSync(dump);
  return { perRequest: (total - compiler) / REQUESTS, compilerPerRequest: compiler / REQUESTS };
}

/**
 * Sends a command to the server's callgrind. The pipe between them is named after $HOST as the server saw it
 * (Lumen's environment sets it to its listen address), so callgrind_control gets the same. It exits 0 even when
 * it finds no such process; only "sending command" means the command arrived.
 */
async function control(command: string, server: Server): Promise<void> {
  const env = { ...process.env };
  if (server.host === undefined) delete env.HOST;
  else env.HOST = server.host;
  const { stdout, stderr } = await run('callgrind_control', [command, String(server.pid)], { env });
  if (!/sending command/.test(stdout + stderr)) throw new Error(`callgrind_control ${command} ${server.pid}: ${stdout}${stderr}`);
}

function callgrind(outDir: string): string[] {
  return ['valgrind', '-q', '--tool=callgrind', '--instr-atstart=no', `--callgrind-out-file=${join(outDir, 'callgrind.out')}`];
}

async function main(): Promise<void> {
  if (!existsSync('/usr/bin/valgrind')) {
    console.error('bench:instructions needs valgrind: apt-get install valgrind');
    process.exitCode = 1;
    return;
  }
  const { scenarios } = await collect(process.argv[2]);
  console.log(`node ${process.version}, ${WARMUP} warm-up requests, ${REQUESTS} counted, ${CONNECTIONS} connections, under callgrind`);
  const outDir = mkdtempSync(join(tmpdir(), 'lumen-callgrind-'));
  const rows: string[] = [];
  try {
    const baseline = await startBaseline(await freePort(), callgrind(outDir));
    let base: Count;
    try {
      base = await measure({ ...baseline, host: process.env.HOST }, outDir, [{ path: '/' }], 200);
    } finally {
      await baseline.stop();
    }
    console.log(`  baseline: ${Math.round(base.perRequest)} instructions/request`);
    for (const [envKey, items] of groupByEnv(scenarios)) {
      const target = await startLumen(await freePort(), JSON.parse(envKey) as Record<string, string>, callgrind(outDir));
      try {
        for (const s of items as Scenario[]) {
          const spec = await s.prepare(target);
          const ours = await measure({ ...target, host: target.env.HOST }, outDir, Array.isArray(spec) ? spec : [spec], s.expectStatus ?? 200);
          const row = `| ${s.name} | ${Math.round(ours.perRequest)} | ${Math.round(base.perRequest)} | ${(base.perRequest / ours.perRequest).toFixed(2)} | ${Math.round(ours.compilerPerRequest)} |`;
          console.log(row);
          rows.push(row);
        }
      } finally {
        await target.stop();
      }
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  console.log('\n| scenario | instructions/request | baseline | ratio | compiling (left out) |\n|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

await main();
