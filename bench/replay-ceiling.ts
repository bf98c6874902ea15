/**
 * The ceiling of a scenario on this machine: its answers, as Lumen gave them (status, headers, body), replayed by a
 * bare node:http server (bench/replay-server.mjs) that only looks each URL up in a Map, loaded in alternating
 * rounds with the bare baseline, as `bench/run.ts` loads a scenario. No server that computes, authenticates or
 * routes can answer the same bytes faster than this with the same load generator, so a goal above this ratio is
 * above what the bench can show here, whatever the server does.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../test/helpers/services.js';
import { load } from './load.js';
import { startBaseline, startBare } from './processes.js';
import type { BenchTarget, HttpRequestSpec } from './scenario.js';

/** Headers Node sets itself on every answer. */
const NODE_OWN = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function replayCeiling(target: BenchTarget, requests: HttpRequestSpec[]): Promise<Record<string, number>> {
  const duration = Number(process.env.BENCH_DURATION_S ?? 5);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const answers = [];
  let bytes = 0;
  for (const r of requests) {
    const res = await fetch(`${target.url}${r.path}`, { headers: r.headers });
    const body = await res.text();
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      if (!NODE_OWN.has(name)) headers[name] = value;
    });
    bytes += Buffer.byteLength(body);
    answers.push({ path: r.path, status: res.status, headers, body });
  }
  const dir = mkdtempSync(join(tmpdir(), 'lumen-replay-'));
  const file = join(dir, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const baseline = await startBaseline(await freePort());
  const replay = await startBare('bench/replay-server.mjs', await freePort(), [file]);
  try {
    const base: number[] = [];
    const ours: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const loadBase = async () => base.push((await load(baseline.url, [{ path: '/' }], { connections: 50, duration, expect: 200 })).rps);
      const loadReplay = async () => ours.push((await load(replay.url, requests, { connections: 50, duration, expect: 200 })).rps);
      if (i % 2 === 0) {
        await loadBase();
        await loadReplay();
      } else {
        await loadReplay();
        await loadBase();
      }
    }
    return {
      mean_body_bytes: Math.round(bytes / requests.length),
      baseline_rps: Math.round(median(base)),
      replay_rps: Math.round(median(ours)),
      ratio: median(ours.map((r, i) => r / base[i]!)),
    };
  } finally {
    await replay.stop();
    await baseline.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
