import type { BenchTarget, Probe, Scenario } from '../scenario.js';

/**
 * Tempus: a cached `days/{date}` request (the year is computed once, then served from the LRU), and the cold
 * time to compute one calendar year (romcal plus Lumen's rules), measured over the API on years never asked.
 */
const ENV = { RATE_LIMIT_READ_MAX: '1000000', RATE_LIMIT_READ_WINDOW_S: '1' };

async function apiKey(target: BenchTarget, sub: string): Promise<string> {
  const token = (await target.cli(['dev', 'token', '--sub', sub])).trim();
  const res = await fetch(`${target.url}/portal/keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench' }),
  });
  if (res.status !== 201) throw new Error(`POST /portal/keys answered ${res.status}`);
  return ((await res.json()) as { key: string }).key;
}

export const scenarios: Scenario[] = [
  {
    name: 'tempus: cached GET /v1/ordo/days/{date}',
    target: 0.55,
    env: ENV,
    async prepare(target) {
      const key = await apiKey(target, 'bench-tempus');
      const path = '/v1/ordo/days/2026-01-28';
      const warm = await fetch(`${target.url}${path}`, { headers: { 'x-api-key': key } });
      if (warm.status !== 200) throw new Error(`warm-up answered ${warm.status}`);
      return { path, headers: { 'x-api-key': key } };
    },
  },
];

export const probes: Probe[] = [
  {
    name: 'tempus: cold computation of one calendar year (over HTTP)',
    env: ENV,
    async run(target) {
      const key = await apiKey(target, 'bench-tempus-cold');
      const times: number[] = [];
      for (let year = 2101; year <= 2110; year++) {
        const t = performance.now();
        const res = await fetch(`${target.url}/v1/ordo/days/${year}-06-01`, { headers: { 'x-api-key': key } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`year ${year} answered ${res.status}`);
        times.push(performance.now() - t);
      }
      const sorted = times.slice().sort((a, b) => a - b);
      return {
        first_year_ms: Number(times[0]!.toFixed(1)),
        median_year_ms: Number(sorted[Math.floor(sorted.length / 2)]!.toFixed(1)),
        max_year_ms: Number(sorted.at(-1)!.toFixed(1)),
      };
    },
  },
];
