/**
 * `npm run bench:cpu [filter]`: the same HTTP scenarios as `npm run bench`, measured as the server's CPU time per
 * request (user + system of the server process, from /proc/<pid>/stat) instead of requests per second. On a loaded
 * machine a request rate measures the machine; CPU time per request moves much less with load (it still grows a
 * little when other processes evict the caches), so it compares code. Rounds alternate between the scenarios of a
 * server; medians are printed, and for a scenario with `relativeTo` the rate its CPU time allows compared with its
 * reference's (reference µs / its µs), which is what the issue's relative goals ask of a request rate.
 * Environment: BENCH_REQUESTS (default 5,000 per round), BENCH_ROUNDS (default 3). Linux only.
 */
import { freePort } from '../test/helpers/services.js';
import { collect, groupByEnv } from './collect.js';
import { cpuTimeUs, idle } from './cpu-time.js';
import { load } from './load.js';
import { startBaseline, startLumen } from './processes.js';
import type { HttpRequestSpec, Scenario } from './scenario.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 20;

async function cpuPerRequest(pid: number, url: string, requests: HttpRequestSpec[], expect: number): Promise<number> {
  const before = cpuTimeUs(pid);
  const { unexpected } = await load(url, requests, { connections: CONNECTIONS, amount: REQUESTS, expect });
  if (unexpected) throw new Error(`${unexpected} unexpected answers from ${url}`);
  return (cpuTimeUs(pid) - before) / REQUESTS;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main(): Promise<void> {
  const { scenarios } = await collect(process.argv[2]);
  console.log(`node ${process.version}, ${REQUESTS} requests x ${ROUNDS} rounds, ${CONNECTIONS} connections`);
  const baseline = await startBaseline(await freePort());
  const baseUs: number[] = [];
  const results = new Map<string, number>();
  const rows: string[] = [];
  try {
    for (let i = 0; i < ROUNDS; i++) baseUs.push(await cpuPerRequest(baseline.pid, baseline.url, [{ path: '/' }], 200));
    const base = median(baseUs);
    console.log(`baseline: ${base.toFixed(1)} µs/request`);
    for (const [envKey, group] of groupByEnv<Scenario>(scenarios)) {
      const target = await startLumen(await freePort(), JSON.parse(envKey) as Record<string, string>);
      try {
        await idle(target.pid);
        const prepared = [];
        for (const s of group) {
          const spec = await s.prepare(target);
          const requests = Array.isArray(spec) ? spec : [spec];
          // Warm-up: V8 compiles the hot path before anything is counted.
          await load(target.url, requests, { connections: CONNECTIONS, amount: REQUESTS, expect: s.expectStatus ?? 200 });
          prepared.push({ s, requests, us: [] as number[] });
        }
        await idle(target.pid);
        for (let i = 0; i < ROUNDS; i++) {
          for (const p of prepared) p.us.push(await cpuPerRequest(target.pid, target.url, p.requests, p.s.expectStatus ?? 200));
        }
        for (const { s, us } of prepared) {
          const mine = median(us);
          results.set(s.name, mine);
          const ref = s.relativeTo === undefined ? undefined : results.get(s.relativeTo);
          const relative = ref === undefined ? '-' : `${(ref / mine).toFixed(2)} of "${s.relativeTo}"${s.target === undefined ? '' : ` (goal ${s.target})`}`;
          const row = `| ${s.name} | ${mine.toFixed(1)} | ${us.map((u) => u.toFixed(0)).join(' ')} | ${(base / mine).toFixed(2)} | ${relative} |`;
          console.log(row);
          rows.push(row);
        }
      } finally {
        await target.stop();
      }
    }
  } finally {
    await baseline.stop();
  }
  console.log(`\nbaseline ${median(baseUs).toFixed(1)} µs/request\n`);
  console.log('| scenario | server CPU µs/request | rounds | baseline µs / µs | relative |\n|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

await main();
