import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestContext } from 'node:test';
import { Redis } from 'ioredis';
import { freePort } from './services.js';

const REDIS_SERVER = '/usr/bin/redis-server';

/**
 * A Redis of the test's own (not the shared TEST_REDIS_URL one) on a free loopback port, without persistence, that
 * the test can stop and start again on the same port: for what Lumen does when Redis goes away and comes back.
 */
export interface OwnRedis {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Freezes the server (SIGSTOP) until `resume` (SIGCONT): its connections stay open, with no RST and no FIN, but
   * nothing is answered, as with a stalled Redis or a network partition.
   */
  pause(): void;
  resume(): void;
  /** Connections the server holds now, the asking one left out. */
  clients(): Promise<number>;
  /** One command on a connection of the test's own (CONFIG, ACL, CLIENT KILL…). */
  admin(...args: string[]): Promise<unknown>;
}

export async function ownRedis(t: TestContext): Promise<OwnRedis | null> {
  if (!existsSync(REDIS_SERVER)) {
    if (process.env.CI === 'true') throw new Error(`${REDIS_SERVER} not found (required in CI)`);
    t.skip(`${REDIS_SERVER} not found: apt-get install redis-server`);
    return null;
  }
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const ask = async <T>(fn: (r: Redis) => Promise<T>): Promise<T> => {
    const r = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
    r.on('error', () => undefined);
    try {
      await r.connect();
      return await fn(r);
    } finally {
      r.disconnect();
    }
  };
  const own: OwnRedis = {
    url,
    async start() {
      child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      for (let i = 0; i < 100; i++) {
        if (await ask((r) => r.ping()).then(() => true, () => false)) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`redis-server did not start on ${port}`);
    },
    async stop() {
      const c = child;
      child = null;
      if (!c || c.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        c.once('exit', () => resolve());
        c.kill('SIGKILL');
      });
    },
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
    admin: (...args) => ask((r) => r.call(args[0]!, ...args.slice(1))),
    clients: () => ask(async (r) => (String(await r.call('client', 'list')).trim().split('\n').length - 1)),
  };
  t.after(() => own.stop());
  return own;
}
