import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { veritasDataset } from '../../../src/refinery/veritas/builder.js';
import { runImport } from '../../../src/refinery/run-import.js';
import { openSources } from '../../../src/refinery/source-reader.js';
import { createApiKey } from '../../helpers/identity.js';
import { type TestServer, startServer } from '../../helpers/server.js';
import { manifestOf } from '../refinery/fixture-sources.js';

/** Small sources in the staged formats, written for the tests (test/fixtures/veritas-sources). */
export const VERITAS_FIXTURES = new URL('../../fixtures/veritas-sources/', import.meta.url).pathname;

export interface VeritasServer {
  server: TestServer;
  key: string;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/** Imports the fixture sources into a private data folder and starts Lumen on it, with an API key. */
export async function startVeritas(options: { database?: 'sqlite' | 'postgres'; env?: Record<string, string> } = {}): Promise<VeritasServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lumen-veritas-'));
  await runImport({ sources: openSources(VERITAS_FIXTURES), dataDir, builders: [veritasDataset], manifest: manifestOf(VERITAS_FIXTURES) });
  const server = await startServer({ database: options.database, env: { LUMEN_DATA_DIR: dataDir, ...options.env } });
  const key = await createApiKey(server, 'veritas-tester');
  return {
    server,
    key,
    get: (path, headers = {}) => server.fetch(path, { headers: { 'x-api-key': key, ...headers } }),
    post: (path, body, headers = {}) =>
      server.fetch(path, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'x-api-key': key, 'content-type': 'application/json', ...headers } }),
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test file's Veritas server over the fixture sources: started before the file's tests and closed after them.
 * The object stands for the server from then on (its members read the one `before` started).
 */
export function veritasForFile(): VeritasServer {
  let current: VeritasServer | undefined;
  const started = (): VeritasServer => {
    if (!current) throw new Error('the Veritas server starts in before(): use it inside a test');
    return current;
  };
  before(async () => {
    current = await startVeritas();
  });
  after(async () => current?.close());
  return {
    get server() {
      return started().server;
    },
    get key() {
      return started().key;
    },
    get: (path, headers) => started().get(path, headers),
    post: (path, body, headers) => started().post(path, body, headers),
    close: async () => current?.close(),
  };
}

/** A problem answer as the Veritas tests read it (the members a test asserts on; others are optional). */
export interface Problem {
  code: string;
  status: number;
  detail: string;
  errors?: Array<{ field: string; message: string }>;
  reason?: string;
  part?: string;
  valid?: { min: number; max: number };
}

export const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;
