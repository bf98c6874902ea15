import type { Probe, Scenario } from '../scenario.js';
import { apiKey, warmedGet } from '../lib.js';

/**
 * Tempus: a cached `days/{date}` request (the year is computed once and kept in the LRU; the answer of a repeated
 * URL comes from the response cache, after authentication and the rate limit), the same through the router with
 * the response cache off, and the cold time to compute one calendar year (romcal plus Lumen's rules), measured
 * over the API on years never asked.
 */
const ENV = { RATE_LIMIT_READ_MAX: '1000000', RATE_LIMIT_READ_WINDOW_S: '1' };

export const scenarios: Scenario[] = [
  {
    name: 'tempus: cached GET /v1/ordo/days/{date}',
    target: 0.55,
    env: ENV,
    prepare: (target) => warmedGet(target, 'bench-tempus', '/v1/ordo/days/2026-01-28'),
  },
  {
    // The same request through the router, handler and serialiser cache, with the response cache off.
    name: 'tempus: GET /v1/ordo/days/{date} through the router (RESPONSE_CACHE_ENTRIES=0)',
    env: { ...ENV, RESPONSE_CACHE_ENTRIES: '0' },
    prepare: (target) => warmedGet(target, 'bench-tempus-router', '/v1/ordo/days/2026-01-28'),
  },
];

export const probes: Probe[] = [
  {
    // The server was started and its warm-up awaited (bench/processes.ts): these are the years people ask for.
    name: 'tempus: first request for each likely year of the common calendars (over HTTP)',
    goal: 'max ≤ 10 ms (no request waits for a cold year)',
    met: (f) => Number(f.max_ms) <= 10,
    env: ENV,
    async run(target) {
      const key = await apiKey(target, 'bench-tempus-likely');
      const y = new Date().getUTCFullYear();
      const calendars = ['general-roman', 'australia', 'canada', 'england', 'france', 'italy', 'netherlands', 'united-states'];
      // Each URL twice: the second request finds everything cached, so on a loaded machine it is the reference
      // for what a request costs without any computation.
      const times: number[] = [];
      const repeats: number[] = [];
      for (const into of [times, repeats]) {
        for (const year of [y - 1, y, y + 1]) {
          for (const [i, calendar] of calendars.entries()) {
            const t = performance.now();
            const res = await fetch(`${target.url}/v1/ordo/days/${year}-03-0${1 + i}?calendar=${calendar}`, { headers: { 'x-api-key': key } });
            await res.arrayBuffer();
            if (res.status !== 200) throw new Error(`${calendar} ${year} answered ${res.status}`);
            into.push(performance.now() - t);
          }
        }
      }
      const median = (xs: number[]) => Number(xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(1));
      return {
        requests: times.length,
        median_ms: median(times),
        max_ms: Number(Math.max(...times).toFixed(1)),
        repeat_median_ms: median(repeats),
        repeat_max_ms: Number(Math.max(...repeats).toFixed(1)),
      };
    },
  },
  {
    name: 'tempus: cold computation of one calendar year (over HTTP)',
    goal: 'median ≤ 10 ms',
    met: (f) => Number(f.median_year_ms) <= 10,
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
