import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { MemoryStore } from '../../src/platform/rate-limit/memory-store.js';
import type { Probe, Scenario } from '../scenario.js';
import { apiKey, warmedGet } from '../lib.js';

/**
 * Identity and limits: an API-key request that passes the sliding-window limiter, the 429 path (a flood of
 * over-limit requests must stay cheap), and the memory the in-process store needs for 100,000 tracked keys.
 * The passing request is a cached tempus day (`GET /v1/ordo/days/2026-01-28`: a frozen result whose JSON and ETag
 * the platform keeps), the cheapest API-key route there is, so the figure is mostly authentication + limiter +
 * the platform. The 429 scenario uses the same route with a spent budget.
 */
const PASS_ENV = { RATE_LIMIT_READ_MAX: '1000000', RATE_LIMIT_READ_WINDOW_S: '1' };
const DENY_ENV = { RATE_LIMIT_READ_MAX: '1', RATE_LIMIT_READ_WINDOW_S: '3600' };
const PATH = '/v1/ordo/days/2026-01-28';

export const scenarios: Scenario[] = [
  {
    name: 'identity: API key + sliding-window limiter (cached GET /v1/ordo/days/{date})',
    target: 0.6,
    env: PASS_ENV,
    prepare: (target) => warmedGet(target, 'bench-pass', PATH),
  },
  {
    name: 'identity: 429 path (budget spent)',
    target: 0.7,
    env: DENY_ENV,
    expectStatus: 429,
    async prepare(target) {
      const key = await apiKey(target, 'bench-deny');
      await fetch(`${target.url}${PATH}`, { headers: { 'x-api-key': key } });
      const denied = await fetch(`${target.url}${PATH}`, { headers: { 'x-api-key': key } });
      if (denied.status !== 429) throw new Error(`expected 429, got ${denied.status}`);
      return { path: PATH, headers: { 'x-api-key': key } };
    },
  },
];

function collectGarbage(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** Heap bytes held by a memory store tracking `keys` keys with `calls` logged calls each (read limits). */
function measure(keys: number, calls: number): { mib: number; bytesPerKey: number; ms: number } {
  const gc = collectGarbage();
  gc();
  const before = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  const store = new MemoryStore();
  const limit = { max: 200, windowS: 900 };
  const started = performance.now();
  for (let c = 0; c < calls; c++) for (let i = 0; i < keys; i++) store.hit('read', `key_${i.toString(36).padStart(24, '0')}`, limit);
  const ms = performance.now() - started;
  gc();
  const after = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  if (store.stats().keys !== keys) throw new Error('keys were evicted during the probe');
  void store.close();
  const bytes = after - before;
  return { mib: bytes / 2 ** 20, bytesPerKey: Math.round(bytes / keys), ms };
}

export const probes: Probe[] = [
  {
    name: 'identity: memory store, 100,000 tracked keys',
    env: PASS_ENV,
    async run() {
      measure(10_000, 1); // warm-up: compile the code paths before measuring
      const one = measure(100_000, 1);
      const ten = measure(100_000, 10);
      return {
        one_call_each_MiB: Number(one.mib.toFixed(1)),
        one_call_bytes_per_key: one.bytesPerKey,
        ten_calls_each_MiB: Number(ten.mib.toFixed(1)),
        ten_calls_bytes_per_key: ten.bytesPerKey,
        hits_per_s_in_process: Math.round((100_000 * 10) / (ten.ms / 1000)),
      };
    },
  },
];
