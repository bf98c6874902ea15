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
 * BENCH_TIMEOUT_S (default 10) is how long an answer may take before it counts as unexpected (bench/load.ts): a server
 * under callgrind on a shared machine may need minutes for the first requests.
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../test/helpers/services.js';
import { type Server, annotate, callgrind, control, dumped } from './callgrind.js';
import { collect, groupByEnv } from './collect.js';
import { load } from './load.js';
import { startBaseline, startLumen } from './processes.js';
import type { HttpRequestSpec, Scenario } from './scenario.js';

const WARMUP = Number(process.env.BENCH_WARMUP ?? 20_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const CONNECTIONS = 20;

interface Count {
  perRequest: number;
  compilerPerRequest: number;
}

/** Sends `amount` requests; anything but the expected answers means the count would measure something else. */
async function send(url: string, requests: HttpRequestSpec[], amount: number, expect: number): Promise<void> {
  const { unexpected } = await load(url, requests, { connections: CONNECTIONS, amount, expect });
  if (unexpected) throw new Error(`${unexpected} unexpected answers from ${url}`);
}

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
