import type { TestContext } from 'node:test';
import net from 'node:net';
import pg from 'pg';

/**
 * Real PostgreSQL, Redis and Chromium are used wherever they run. On a machine without one, tests that need it
 * skip with a message saying what to set; in CI (CI=true) a missing service fails the test instead.
 */
export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const inCI = process.env.CI === 'true';

async function reachable(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname, port: Number(u.port) }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(false));
  });
}

function unavailable(t: TestContext, message: string): false {
  if (inCI) throw new Error(`${message} (required in CI)`);
  t.skip(message);
  return false;
}

export async function needPostgres(t: TestContext): Promise<boolean> {
  if (await reachable(PG_URL)) return true;
  return unavailable(t, `PostgreSQL not reachable at ${PG_URL}: start it or set TEST_DATABASE_URL`);
}

export async function needRedis(t: TestContext): Promise<boolean> {
  if (await reachable(REDIS_URL)) return true;
  return unavailable(t, `Redis not reachable at ${REDIS_URL}: start it or set TEST_REDIS_URL`);
}

export async function needChromium(t: TestContext): Promise<boolean> {
  const { existsSync } = await import('node:fs');
  if (existsSync(CHROMIUM)) return true;
  return unavailable(t, `Chromium not found at ${CHROMIUM}: apt-get install chromium or set CHROMIUM_PATH`);
}

/** A fresh PostgreSQL schema for one test; dropped by the returned function. */
export async function freshPgSchema(prefix = 't'): Promise<{ schema: string; drop(): Promise<void> }> {
  const schema = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  return {
    schema,
    async drop() {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      try {
        await client.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
