/**
 * `npm run bench [filter …]`: loads a bare node:http server and Lumen in turn with autocannon and prints
 * requests/second, p50/p99 and the ratio to the baseline measured in the same run (rounds interleave the two, and
 * medians are reported, because these machines are noisy). Probes print figures that are not request rates.
 * Environment: BENCH_DURATION_S (default 5), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 50).
 */
import { execFileSync } from 'node:child_process';
import { freePort } from '../test/helpers/services.js';
import { startBaseline, startLumen } from './processes.js';
import { collect, groupByEnv } from './collect.js';
import { type Load, load } from './load.js';
import type { BenchTarget, Probe, Scenario } from './scenario.js';

const DURATION = Number(process.env.BENCH_DURATION_S ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Scenarios whose name contains any of these (all when none). */
const filter = process.argv.slice(2);

/** Request rates of the scenarios run so far, by name (for `relativeTo`). */
const rates = new Map<string, number>();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main(): Promise<void> {
  try {
    execFileSync('taskset', ['-cp', '0', String(process.pid)], { stdio: 'ignore' });
  } catch {
    /* no taskset: unpinned */
  }
  const { scenarios, probes } = await collect(filter);
  console.log(`node ${process.version}, ${DURATION} s x ${ROUNDS} rounds, ${CONNECTIONS} connections`);
  const dbUrl = process.env.DATABASE_URL;
  console.log(`database: ${dbUrl && /^postgres/.test(dbUrl) ? `PostgreSQL (${new URL(dbUrl).host}, a schema per server)` : 'SQLite'}; rate limits: ${process.env.REDIS_URL ? `Redis (${new URL(process.env.REDIS_URL).host})` : 'in memory'}`);
  const baseline = await startBaseline(await freePort());
  const rows: string[] = [];
  let failed = 0;
  try {
    const groups = groupByEnv<Scenario | Probe>([...scenarios, ...probes]);
    for (const [envKey, items] of groups) {
      const target = await startLumen(await freePort(), JSON.parse(envKey) as Record<string, string>);
      try {
        for (const item of items) {
          if ('prepare' in item) failed += await runScenario(item, target, baseline.url, rows);
          else {
            const probe = await runProbe(item, target);
            rows.push(probe.row);
            if (!probe.ok) failed++;
          }
        }
      } finally {
        await target.stop();
      }
    }
  } finally {
    await baseline.stop();
  }
  console.log('\n| scenario | req/s | baseline req/s | ratio | target | p50 ms | p99 ms |\n|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  if (failed) {
    console.log(`\n${failed} scenario(s) below target or with unexpected responses`);
    process.exitCode = 1;
  }
}

async function runScenario(s: Scenario, target: BenchTarget, baselineUrl: string, rows: string[]): Promise<number> {
  const spec = await s.prepare(target);
  const requests = Array.isArray(spec) ? spec : [spec];
  const connections = s.connections ?? CONNECTIONS;
  const ours: Load[] = [];
  const base: Load[] = [];
  // Each round loads the baseline and the scenario back to back (in alternating order, so a machine that speeds
  // up or slows down during a round favours neither), and the ratio is the median of the rounds' ratios: these
  // machines drift by more than the differences being measured.
  for (let i = 0; i < ROUNDS; i++) {
    const loadBase = () => load(baselineUrl, [{ path: '/' }], { connections, duration: DURATION, expect: 200 });
    const loadOurs = () => load(target.url, requests, { connections, duration: DURATION, expect: s.expectStatus ?? 200 });
    if (i % 2 === 0) {
      base.push(await loadBase());
      ours.push(await loadOurs());
    } else {
      ours.push(await loadOurs());
      base.push(await loadBase());
    }
  }
  const rps = median(ours.map((l) => l.rps));
  const baseRps = median(base.map((l) => l.rps));
  const ratios = ours.map((l, i) => l.rps / base[i]!.rps);
  const ratio = median(ratios);
  rates.set(s.name, rps);
  console.log(`  ${s.name}: round ratios ${ratios.map((r) => r.toFixed(2)).join(' ')}`);
  const unexpected = ours.reduce((n, l) => n + l.unexpected, 0);
  // A relative goal compares this scenario with another of the same run (both against the same machine state).
  const reference = s.relativeTo === undefined ? undefined : rates.get(s.relativeTo);
  const judged = s.relativeTo === undefined ? ratio : reference ? rps / reference : 0;
  const ok = (s.target === undefined || judged >= s.target) && (s.minRps === undefined || rps >= s.minRps) && unexpected === 0;
  const note = unexpected ? ` (${unexpected} unexpected responses)` : '';
  const goals = [
    s.target === undefined ? undefined : s.relativeTo ? `${s.target} of "${s.relativeTo}" (${judged.toFixed(2)})` : String(s.target),
    s.minRps === undefined ? undefined : `≥ ${s.minRps} req/s`,
  ].filter(Boolean);
  rows.push(
    `| ${s.name}${note} | ${Math.round(rps)} | ${Math.round(baseRps)} | ${ratio.toFixed(2)} | ${goals.join(', ') || '-'}${ok ? '' : ' MISSED'} | ${median(ours.map((l) => l.p50)).toFixed(1)} | ${median(ours.map((l) => l.p99)).toFixed(1)} |`,
  );
  console.log(rows.at(-1));
  return ok ? 0 : 1;
}

async function runProbe(p: Probe, target: BenchTarget): Promise<{ row: string; ok: boolean }> {
  const figures = await p.run(target);
  const text = Object.entries(figures)
    .map(([k, v]) => `${k}=${typeof v === 'number' ? Number(v.toFixed(3)) : v}`)
    .join(', ');
  const ok = p.met ? p.met(figures) : true;
  const row = `| ${p.name} (probe) | ${text} | | | ${p.goal ?? '-'}${ok ? '' : ' MISSED'} | | |`;
  console.log(row);
  return { row, ok };
}

await main();
