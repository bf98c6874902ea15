import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { cpuTimeUs, idle } from '../cpu-time.js';
import type { Probe, Scenario } from '../scenario.js';
import { apiKey } from '../lib.js';

/**
 * OAuth and MCP: token endpoint exchanges per second (authorization codes and refresh rotations, each a single-use
 * secret, so they are prepared first and then exchanged with 8 requests in flight), and `tools/call` over MCP next to
 * the same operation over REST (tempus days/{date}, cached).
 */
const ENV = { RATE_LIMIT_READ_MAX: '1000000', MCP_RATE_LIMIT_MAX: '1000000', OAUTH_REGISTER_MAX: '1000000' };
export const REDIRECT = 'http://127.0.0.1:9/callback';
/** Exchanges counted by the token probe (BENCH_TOKEN_EXCHANGES; the codes are made one by one before, uncounted). */
const CODES = Number(process.env.BENCH_TOKEN_EXCHANGES ?? 200);
const DAY = '2026-01-28';
const REST_NAME = 'oauth/rest: GET /v1/ordo/days/{date} (the same operation as the tools/call below)';

export interface Session {
  clientId: string;
  cookie: string;
}

const form = (o: Record<string, string>) => new URLSearchParams(o);
const field = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

export async function startSession(url: string): Promise<Session> {
  const reg = await fetch(`${url}/oauth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ redirect_uris: [REDIRECT], client_name: 'bench' }),
  });
  const { client_id: clientId } = (await reg.json()) as { client_id: string };
  // One sign-in through the development IdP; later authorizations reuse the session cookie.
  const first = await fetch(authorizeUrl(url, clientId, 'x'.repeat(43)), { redirect: 'manual' });
  const idp = new URL(first.headers.get('location')!);
  const signIn = form(Object.fromEntries(idp.searchParams));
  signIn.set('username', 'bench');
  const back = await fetch(idp, { method: 'POST', body: signIn, redirect: 'manual' });
  // The login cookie set by /oauth/authorize binds the IdP's answer to this browser (login CSRF).
  const loginCookie = (first.headers.get('set-cookie') ?? '').split(';')[0]!;
  const callback = await fetch(back.headers.get('location')!, { redirect: 'manual', headers: { cookie: loginCookie } });
  const session = callback.headers.getSetCookie().find((c) => c.startsWith('lumen_oauth_session='));
  if (!session) throw new Error(`sign-in did not set a session (callback answered ${callback.status})`);
  return { clientId, cookie: session.split(';')[0]! };
}

function authorizeUrl(url: string, clientId: string, challenge: string): string {
  const q = form({ response_type: 'code', client_id: clientId, redirect_uri: REDIRECT, code_challenge: challenge, code_challenge_method: 'S256', scope: 'mcp:read' });
  return `${url}/oauth/authorize?${q}`;
}

/** An approved authorization code and its verifier. */
export async function code(url: string, s: Session): Promise<{ code: string; verifier: string }> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const page = await (await fetch(authorizeUrl(url, s.clientId, challenge), { headers: { cookie: s.cookie } })).text();
  const res = await fetch(`${url}/oauth/authorize/decision`, {
    method: 'POST',
    headers: { cookie: s.cookie },
    body: form({ request: field(page, 'request'), csrf: field(page, 'csrf'), decision: 'approve' }),
    redirect: 'manual',
  });
  return { code: new URL(res.headers.get('location')!).searchParams.get('code')!, verifier };
}

export async function exchange(url: string, body: Record<string, string>): Promise<Record<string, string>> {
  const res = await fetch(`${url}/oauth/token`, { method: 'POST', body: form(body) });
  if (res.status !== 200) throw new Error(`token endpoint answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Record<string, string>;
}

async function accessToken(url: string): Promise<string> {
  const s = await startSession(url);
  const c = await code(url, s);
  const t = await exchange(url, { grant_type: 'authorization_code', code: c.code, redirect_uri: REDIRECT, client_id: s.clientId, code_verifier: c.verifier });
  return t.access_token!;
}

/** Runs `work` over `items` with `inFlight` at a time; returns the rate per second. */
export async function rate<T>(items: T[], inFlight: number, work: (item: T) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
  return items.length / ((performance.now() - started) / 1000);
}

export const scenarios: Scenario[] = [
  {
    name: REST_NAME,
    env: ENV,
    async prepare(target) {
      const key = await apiKey(target, 'bench-oauth');
      const path = `/v1/ordo/days/${DAY}`;
      const warm = await fetch(`${target.url}${path}`, { headers: { 'x-api-key': key } });
      if (warm.status !== 200) throw new Error(`warm-up answered ${warm.status}`);
      return { path, headers: { 'x-api-key': key } };
    },
  },
  {
    // Issue 18: at least half the rate of the same operation over REST, measured just before in the same run.
    name: 'oauth/mcp: tools/call tempus_days_get (cached day)',
    relativeTo: REST_NAME,
    target: 0.5,
    env: ENV,
    async prepare(target) {
      const token = await accessToken(target.url);
      const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'tempus_days_get', arguments: { date: DAY } } });
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
      const warm = await fetch(`${target.url}/mcp`, { method: 'POST', headers, body });
      const text = await warm.text();
      if (warm.status !== 200 || text.includes('"isError":true')) throw new Error(`warm-up answered ${warm.status}: ${text.slice(0, 200)}`);
      return { method: 'POST', path: '/mcp', headers, body };
    },
  },
];

/**
 * The bare RS256 signing rate of this machine (issue 18's reference for the token endpoint): `crypto.sign` with an
 * RSA-2048 KeyObject over a JWS signing input of an access token's size, in a child process pinned to the server's
 * core, for 1.5 s; also its CPU time per signature.
 */
async function bareSigning(): Promise<{ perS: number; cpuUs: number }> {
  const script = `
    const { generateKeyPairSync, sign } = require('node:crypto');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const input = Buffer.from('x'.repeat(560));
    for (let i = 0; i < 50; i++) sign('sha256', input, privateKey);
    const cpu = process.cpuUsage(); const t = performance.now(); let n = 0;
    while (performance.now() - t < 1500) { sign('sha256', input, privateKey); n++; }
    const used = process.cpuUsage(cpu);
    console.log(JSON.stringify({ perS: n / ((performance.now() - t) / 1000), cpuUs: (used.user + used.system) / n }));`;
  const pin = existsSync('/usr/bin/taskset') ? ['taskset', '-c', '1'] : [];
  const [bin, ...args] = [...pin, process.execPath, '-e', script];
  const { stdout } = await promisify(execFile)(bin!, args);
  return JSON.parse(stdout) as { perS: number; cpuUs: number };
}

/** bench/token-floor.ts in a child process pinned to the servers' core: the most a durable exchange can reach here. */
async function tokenFloor(): Promise<Record<string, number>> {
  const pin = existsSync('/usr/bin/taskset') ? ['taskset', '-c', '1'] : [];
  const script = new URL('../token-floor.ts', import.meta.url).pathname;
  const [bin, ...args] = [...pin, process.execPath, '--import', 'tsx', script];
  const { stdout } = await promisify(execFile)(bin!, args, { cwd: new URL('../..', import.meta.url).pathname });
  return JSON.parse(stdout) as Record<string, number>;
}

export const probes: Probe[] = [
  {
    // The ceiling of the goal below: an exchange's four statements in one SQLite transaction, its share of a WAL
    // flush and its signature, without HTTP, framework or query builder (bench/token-floor.ts).
    name: 'oauth: token exchange floor in process (SQLite transaction + WAL flush + RS256, one core)',
    // No goal of its own: it says how far the token goal is reachable on this machine.
    env: ENV,
    run: () => tokenFloor(),
  },
  {
    name: 'oauth: token endpoint exchanges (8 in flight)',
    // Issue 18: the rate ratios are the goal; the CPU ratios (the signature's CPU time over an exchange's, in the
    // server) say the same on a loaded machine, where rates measure the load.
    goal: '≥ 0.8 of the bare RS256 signing rate (code_rate_ratio, refresh_rate_ratio)',
    met: (f) => Number(f.code_rate_ratio) >= 0.8 && Number(f.refresh_rate_ratio) >= 0.8,
    env: ENV,
    async run(target) {
      const s = await startSession(target.url);
      // Codes live a minute: they are made 8 at a time, so that a few thousand are still valid when exchanged.
      const codes: { code: string; verifier: string }[] = [];
      await rate(Array.from({ length: CODES }), 8, async () => codes.push(await code(target.url, s)));
      // Warm-up, not counted: a server's first few hundred exchanges are mostly V8 compiling their code paths (on
      // its helper threads too, which the CPU time would count).
      const warm: { code: string; verifier: string }[] = [];
      await rate(Array.from({ length: 300 }), 8, async () => warm.push(await code(target.url, s)));
      const warmRefresh: string[] = [];
      await rate(warm, 8, async (c) => {
        const t = await exchange(target.url, { grant_type: 'authorization_code', code: c.code, redirect_uri: REDIRECT, client_id: s.clientId, code_verifier: c.verifier });
        warmRefresh.push(t.refresh_token!);
      });
      await rate(warmRefresh, 8, (rt) => exchange(target.url, { grant_type: 'refresh_token', refresh_token: rt, client_id: s.clientId }));
      const refreshTokens: string[] = [];
      const cpu = () => (target.pid === undefined ? Number.NaN : cpuTimeUs(target.pid));
      // Background work (dataset imports) would be counted as the exchanges' CPU time.
      if (target.pid !== undefined) await idle(target.pid);
      let before = cpu();
      const codesPerS = await rate(codes, 8, async (c) => {
        const t = await exchange(target.url, { grant_type: 'authorization_code', code: c.code, redirect_uri: REDIRECT, client_id: s.clientId, code_verifier: c.verifier });
        refreshTokens.push(t.refresh_token!);
      });
      const codeUs = (cpu() - before) / codes.length;
      before = cpu();
      const refreshPerS = await rate(refreshTokens, 8, (rt) => exchange(target.url, { grant_type: 'refresh_token', refresh_token: rt, client_id: s.clientId }));
      const refreshUs = (cpu() - before) / refreshTokens.length;
      // Measured after the exchanges, on the same core: the reference of the goal.
      const bare = await bareSigning();
      return {
        code_exchanges_per_s: Math.round(codesPerS),
        refresh_rotations_per_s: Math.round(refreshPerS),
        bare_signatures_per_s: Math.round(bare.perS),
        code_rate_ratio: codesPerS / bare.perS,
        refresh_rate_ratio: refreshPerS / bare.perS,
        server_cpu_us_per_code: Math.round(codeUs),
        server_cpu_us_per_refresh: Math.round(refreshUs),
        cpu_us_per_bare_signature: Math.round(bare.cpuUs),
        code_cpu_ratio: bare.cpuUs / codeUs,
        refresh_cpu_ratio: bare.cpuUs / refreshUs,
      };
    },
  },
];
