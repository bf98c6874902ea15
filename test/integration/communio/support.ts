import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestContext } from 'node:test';
import { verifySignature } from '../../../src/engines/communio/index.js';
import { createTenantKey } from '../../helpers/identity.js';
import { type StartOptions, type TestServer, startServer } from '../../helpers/server.js';
import { freePort, needPostgres } from '../../helpers/services.js';

export const DATABASES = ['sqlite', 'postgres'] as const;
export type Db = (typeof DATABASES)[number];

/** Starts Lumen on the given database, or skips when PostgreSQL is not here. */
export async function communioServer(t: TestContext, database: Db, env: Record<string, string> = {}, extra: Partial<StartOptions> = {}) {
  if (database === 'postgres' && !(await needPostgres(t))) return null;
  return startServer({ database, env: { COMMUNIO_DISPATCH_INTERVAL_MS: '50', ...env }, ...extra });
}

export interface Tenant {
  id: string;
  key: string;
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
}

export async function tenant(server: TestServer, name: string): Promise<Tenant> {
  const { id, key } = await createTenantKey(server, name);
  return {
    id,
    key,
    call: (method, path, body, headers = {}) =>
      server.fetch(`/v1/communio${path}`, {
        method,
        headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      }),
  };
}

export interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  verified: boolean;
  json: { id: string; type: string; timestamp: string; data: Record<string, any> };
}

/**
 * A real webhook receiver on loopback. It verifies every Standard Webhooks signature with the endpoint's secret
 * (set once known) and answers with `respond(n)` — a status, or 'hang' to never answer.
 */
export async function receiver(respond: (n: number) => number | 'hang' = () => 200) {
  const received: Received[] = [];
  const waiters: Array<() => void> = [];
  let secret = '';
  let hits = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const h = { id: String(req.headers['webhook-id']), timestamp: String(req.headers['webhook-timestamp']), signature: String(req.headers['webhook-signature']) };
      const answer = respond(++hits);
      if (answer === 'hang') return;
      const entry: Received = { ...h, body, verified: verifySignature(secret, h, body), json: JSON.parse(body) };
      if (answer >= 200 && answer < 300) received.push(entry);
      res.writeHead(answer).end();
      for (const w of waiters.splice(0)) w();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    get hits() {
      return hits;
    },
    setSecret(s: string) {
      secret = s;
    },
    /** Resolves when `predicate` holds, re-checked on every request (fails after `ms`). */
    async until(predicate: () => boolean, ms = 10_000): Promise<void> {
      const deadline = Date.now() + ms;
      while (!predicate()) {
        if (Date.now() > deadline) throw new Error(`receiver: condition not met in ${ms} ms (hits ${hits}, accepted ${received.length})`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A communio server and a webhook receiver, both closed after the test; null when PostgreSQL is not here. */
export async function serverAndReceiver(t: TestContext, database: Db, env: Record<string, string> = {}) {
  const server = await communioServer(t, database, env);
  if (!server) return null;
  const r = await receiver();
  t.after(async () => {
    await server.close();
    await r.close();
  });
  return { server, r };
}

/** Registers an endpoint at the receiver and gives it the secret. */
export async function subscribe(t: Tenant, r: Awaited<ReturnType<typeof receiver>>, events?: string[]) {
  const res = await t.call('POST', '/webhooks', { url: r.url, ...(events ? { events } : {}) });
  if (res.status !== 201) throw new Error(`webhook create: ${res.status} ${await res.text()}`);
  const endpoint = (await res.json()) as { id: string; secret: string };
  r.setSecret(endpoint.secret);
  return endpoint;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const CHILD = new URL('./child-server.ts', import.meta.url).pathname;

/** Runs Lumen in a child process (child-server.ts) on the given environment, for tests that SIGKILL it. */
export async function spawnLumen(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('ready ')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`child exited early (${code})`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

export { eventually } from '../../helpers/eventually.js';
