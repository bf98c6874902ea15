/**
 * The shape of a benchmark scenario. Files in bench/scenarios/ export `scenarios` (HTTP load, compared with the
 * bare node:http baseline measured in the same run) and/or `probes` (figures that are not request rates:
 * cold computation time, memory for N keys, import time, delivery latency).
 */
export interface BenchTarget {
  /** Base URL of the Lumen under test (started from dist/ in a child process, as `npm start` runs it). */
  url: string;
  /** The environment the server was started with. */
  env: Record<string, string>;
  /** The server's process id (for its CPU time, /proc/<pid>/stat). */
  pid?: number;
  /** Its temporary folder (SQLite file, data dir). */
  dir: string;
  /** Runs `lumen <args>` against the same environment; resolves to stdout. */
  cli(args: string[]): Promise<string>;
}

export interface HttpRequestSpec {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Scenario {
  /** Printed name, e.g. `tempus: cached days/{date}`. */
  name: string;
  /**
   * Minimum ratio of requests/second (the goal), checked and printed: to the bare node:http baseline, or
   * to the scenario named by `relativeTo`, measured earlier in the same run.
   */
  target?: number;
  /** Name of a scenario of the same run whose rate `target` is a ratio of (e.g. MCP to the same REST route). */
  relativeTo?: string;
  /** An absolute goal in requests/second, checked and printed beside the ratio. */
  minRps?: number;
  /** Environment overrides; scenarios with different overrides get their own server. */
  env?: Record<string, string>;
  /** Builds the request (create keys, warm caches …). */
  prepare(target: BenchTarget): Promise<HttpRequestSpec | HttpRequestSpec[]>;
  /** Connections for autocannon (default 50). */
  connections?: number;
  /** Expected status of every response (default 200); anything else is counted and reported as errors. */
  expectStatus?: number;
}

export interface Probe {
  name: string;
  /** The goal in words, printed beside the figures; `met` checks it. */
  goal?: string;
  met?(figures: Record<string, number | string>): boolean;
  env?: Record<string, string>;
  /** Returns named figures (numbers are printed with units in their names, e.g. `p99_ms`). */
  run(target: BenchTarget): Promise<Record<string, number | string>>;
}
