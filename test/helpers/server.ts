import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Lumen, createLumen } from '../../src/main.js';
import { loadConfig } from '../../src/platform/config/load-config.js';
import { createLogger } from '../../src/platform/log/logger.js';
import type { Module, Platform } from '../../src/platform/module.js';
import { PG_URL, freePort, freshPgSchema } from './services.js';

export interface TestServer {
  url: string;
  lumen: Lumen;
  dir: string;
  env: Record<string, string>;
  /** fetch relative to the server's URL. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  database?: 'sqlite' | 'postgres';
  /** Reuse a directory (and its SQLite file) from an earlier server: restarts. */
  dir?: string;
  /** Reuse a PostgreSQL schema from an earlier server. */
  pgSchema?: string;
  modules?: (platform: Platform) => Promise<Module[]>;
  /** Collect the server's log lines here (at LOG_LEVEL) instead of writing them to stdout. */
  logTo?: string[];
}

/**
 * Starts a real Lumen on loopback with its own temporary SQLite file (or a fresh PostgreSQL schema) and data
 * folder. Everything is removed on close unless the caller passed `dir`/`pgSchema` to keep.
 */
export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  // A port freePort found may be taken by another process (a client socket's ephemeral port) before Lumen listens
  // on it: with a port of the test's own choosing the start is tried again on another, after closing the first.
  const ownPort = options.env?.PORT === undefined;
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (err) {
      if (!ownPort || attempt >= 5 || (err as { code?: string }).code !== 'EADDRINUSE') throw err;
    }
  }
}

async function startOnce(options: StartOptions): Promise<TestServer> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'lumen-test-'));
  const port = await freePort();
  let dropSchema: (() => Promise<void>) | undefined;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: join(dir, 'lumen.sqlite'),
    LUMEN_DATA_DIR: join(dir, 'data'),
    LUMEN_IMPORT_ON_START: 'false',
    ...options.env,
  };
  if (options.database === 'postgres') {
    env.DATABASE_URL = PG_URL;
    if (options.pgSchema) env.DATABASE_SCHEMA = options.pgSchema;
    else {
      const fresh = await freshPgSchema();
      env.DATABASE_SCHEMA = fresh.schema;
      dropSchema = fresh.drop;
    }
  }
  const config = loadConfig(env);
  const lumen = await createLumen({
    config,
    log: createLogger(config.server.logLevel, options.logTo ? { write: (line: string) => void options.logTo!.push(line) } : undefined),
    ...(options.modules ? { modules: options.modules } : {}),
  });
  try {
    await lumen.listen();
  } catch (err) {
    try {
      await lumen.close();
      if (dropSchema) await dropSchema();
    } catch {
      // The listen error is the one to report, whatever the clean-up meets.
    } finally {
      if (!options.dir) rmSync(dir, { recursive: true, force: true });
    }
    throw err;
  }
  const url = config.server.publicUrl;
  return {
    url,
    lumen,
    dir,
    env,
    fetch: (path, init) => fetchRetryingStale(`${url}${path}`, init),
    async close() {
      await lumen.close();
      if (dropSchema) await dropSchema();
      if (!options.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * `fetch`, sending an idempotent request (GET, HEAD) a second time when the server closed a pooled keep-alive
 * connection just as the request went out on it ("other side closed"), as HTTP clients do (RFC 9110 §9.2.2): on a
 * loaded machine the server's keep-alive timeout, or a restart on the same port, can end an idle socket that the
 * client's pool picks in the same moment. Nothing else is retried.
 */
async function fetchRetryingStale(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    const method = (init?.method ?? 'GET').toUpperCase();
    const code = (err as { cause?: { code?: string } }).cause?.code;
    if ((method === 'GET' || method === 'HEAD') && (code === 'UND_ERR_SOCKET' || code === 'ECONNRESET')) return fetch(url, init);
    throw err;
  }
}
