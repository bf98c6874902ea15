import autocannon from 'autocannon';
import type { HttpRequestSpec } from './scenario.js';

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  /** Errors, timeouts and answers whose status was not the expected one. */
  unexpected: number;
}

/** Loads `url` with autocannon, for `duration` seconds or until `amount` requests have been answered. */
export async function load(
  url: string,
  requests: HttpRequestSpec[],
  options: { connections: number; expect: number } & ({ duration: number } | { amount: number }),
): Promise<Load> {
  const { connections, expect, ...until } = options;
  const result = await autocannon({
    url,
    connections,
    // Seconds an answer may take (autocannon's default is 10): servers under callgrind on a loaded machine need more.
    timeout: Number(process.env.BENCH_TIMEOUT_S ?? 10),
    ...until,
    requests: requests.map((r) => ({ method: r.method ?? 'GET', path: r.path, headers: r.headers, body: r.body })),
  });
  const stats = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  let unexpected = result.errors + result.timeouts;
  for (const [code, { count }] of Object.entries(stats)) if (Number(code) !== expect) unexpected += count;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, unexpected };
}
