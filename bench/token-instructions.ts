/**
 * The token endpoint's cost per exchange, measured on the server alone, so that other processes' load does not
 * distort it: instructions under valgrind's callgrind (BENCH_TOKEN_MODE=callgrind, the default) or the server's CPU
 * time from /proc (BENCH_TOKEN_MODE=cpu; with BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=…" it also leaves a
 * CPU profile). Authorization codes live 60 s and a server under callgrind is some 50 times slower, so the codes are
 * made in batches (BENCH_TOKEN_BATCH, default 100) just before each batch is exchanged, uncounted; the refresh
 * tokens those exchanges return are then rotated, counted apart. Both run with 8 requests in flight, as the
 * `oauth: token endpoint exchanges` probe does, after BENCH_WARMUP exchanges and rotations (default 600) uncounted.
 *
 * Run (after `npm run build`):
 *   BENCH_WARMUP=2000 BENCH_REQUESTS=1000 BENCH_DATA_DIR=/tmp/bench-data node --import tsx bench/token-instructions.ts
 * Prints instructions (or CPU µs) per code exchange and per refresh rotation, with V8's compiling apart.
 * BENCH_KEEP_DUMPS=<dir> keeps the callgrind dumps there (for `callgrind_annotate`); BENCH_TOKEN_WINDOWS=<prefix> writes
 * the counted time windows (CPU mode, monotonic µs as in a --cpu-prof profile) to <prefix>.code.json and
 * <prefix>.refresh.json. BENCH_PORT sets the port.
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../test/helpers/services.js';
import { annotate, callgrind, control, dumped } from './callgrind.js';
import { cpuTimeUs, idle } from './cpu-time.js';
import { startLumen } from './processes.js';
import { REDIRECT, type Session, code, exchange, rate, startSession } from './scenarios/oauth.js';

const MODE = process.env.BENCH_TOKEN_MODE ?? 'callgrind';
const WARMUP = Number(process.env.BENCH_WARMUP ?? 600);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const BATCH = Number(process.env.BENCH_TOKEN_BATCH ?? 100);
const KEEP = process.env.BENCH_KEEP_DUMPS;
const WINDOWS = process.env.BENCH_TOKEN_WINDOWS;
const IN_FLIGHT = 8;
const ENV = { RATE_LIMIT_READ_MAX: '1000000', MCP_RATE_LIMIT_MAX: '1000000', OAUTH_REGISTER_MAX: '1000000' };

/** A meter around the counted phases: callgrind's instrumentation, or the server's CPU time. */
interface Meter {
  on(): Promise<void>;
  off(): Promise<void>;
  /** What was counted since the last read, per `n` requests. */
  read(label: string, n: number): Promise<{ perRequest: number; compilerPerRequest: number }>;
}

const exchangeCode = (url: string, s: Session, c: { code: string; verifier: string }) =>
  exchange(url, { grant_type: 'authorization_code', code: c.code, redirect_uri: REDIRECT, client_id: s.clientId, code_verifier: c.verifier });

/** `total` code exchanges in batches of codes made just before (uncounted); returns the refresh tokens. */
async function codeExchanges(url: string, s: Session, total: number, meter: Meter | undefined): Promise<string[]> {
  const refresh: string[] = [];
  for (let done = 0; done < total; done += BATCH) {
    const codes: { code: string; verifier: string }[] = [];
    await rate(Array.from({ length: Math.min(BATCH, total - done) }), IN_FLIGHT, async () => codes.push(await code(url, s)));
    await meter?.on();
    await rate(codes, IN_FLIGHT, async (c) => refresh.push((await exchangeCode(url, s, c)).refresh_token!));
    await meter?.off();
  }
  return refresh;
}

async function main(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'lumen-token-callgrind-'));
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const target = await startLumen(port, ENV, MODE === 'callgrind' ? callgrind(outDir) : undefined);
  const server = { url: target.url, pid: target.pid, host: target.env.HOST };
  let cpuMark = 0;
  const windows: Array<[bigint, bigint]> = [];
  const meter: Meter =
    MODE === 'callgrind'
      ? {
          on: () => control('--instr=on', server),
          off: () => control('--instr=off', server),
          async read(label, n) {
            await control('--dump', server);
            const dump = await dumped(outDir);
            if (KEEP) copyFileSync(dump, join(KEEP, `callgrind.${label}`));
            const { total, compiler } = await annotate(dump);
            rmSync(dump);
            return { perRequest: (total - compiler) / n, compilerPerRequest: compiler / n };
          },
        }
      : {
          // CPU time: counted from `on` to `off`, summed over the phases.
          on: async () => {
            cpuMark -= cpuTimeUs(target.pid);
            windows.push([process.hrtime.bigint(), 0n]);
          },
          off: async () => {
            cpuMark += cpuTimeUs(target.pid);
            windows.at(-1)![1] = process.hrtime.bigint();
          },
          async read(label, n) {
            const us = cpuMark;
            cpuMark = 0;
            // The counted windows on the monotonic clock, which a --cpu-prof profile's timestamps also use (µs).
            if (WINDOWS) writeFileSync(`${WINDOWS}.${label}.json`, JSON.stringify(windows.map(([a, b]) => [Number(a / 1000n), Number(b / 1000n)])));
            windows.length = 0;
            return { perRequest: us / n, compilerPerRequest: 0 };
          },
        };
  try {
    const s = await startSession(target.url);
    // Warm-up, uncounted: V8 compiles the token paths.
    const warm = await codeExchanges(target.url, s, WARMUP, undefined);
    await rate(warm, IN_FLIGHT, (rt) => exchange(target.url, { grant_type: 'refresh_token', refresh_token: rt, client_id: s.clientId }));
    if (MODE !== 'callgrind') await idle(target.pid);
    const refresh = await codeExchanges(target.url, s, REQUESTS, meter);
    const codes = await meter.read('code', REQUESTS);
    await meter.on();
    await rate(refresh, IN_FLIGHT, (rt) => exchange(target.url, { grant_type: 'refresh_token', refresh_token: rt, client_id: s.clientId }));
    await meter.off();
    const rotations = await meter.read('refresh', refresh.length);
    const unit = MODE === 'callgrind' ? 'instructions' : 'CPU µs';
    console.log(`node ${process.version}, ${WARMUP} warm-up exchanges and rotations, ${REQUESTS} counted, ${IN_FLIGHT} in flight, ${MODE}`);
    console.log(`| code exchange | ${Math.round(codes.perRequest)} ${unit} | compiling ${Math.round(codes.compilerPerRequest)} |`);
    console.log(`| refresh rotation | ${Math.round(rotations.perRequest)} ${unit} | compiling ${Math.round(rotations.compilerPerRequest)} |`);
  } finally {
    await target.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (MODE === 'callgrind' && !existsSync('/usr/bin/valgrind')) {
  console.error('needs valgrind: apt-get install valgrind');
  process.exitCode = 1;
} else await main();
