import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { corpusDataset } from '../../../src/refinery/corpus/builder.js';
import { ImportLockedError } from '../../../src/refinery/import-lock.js';
import { BUILTIN_MANIFEST } from '../../../src/refinery/manifest.js';
import { runImport } from '../../../src/refinery/run-import.js';
import { openSources } from '../../../src/refinery/source-reader.js';
import { createApiKey } from '../../helpers/identity.js';
import { type StartOptions, type TestServer, startServer } from '../../helpers/server.js';
import { SHARED_DATA } from '../refinery/fixture-sources.js';

export interface CorpusServer {
  server: TestServer;
  key: string;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  json<T>(path: string, headers?: Record<string, string>): Promise<T>;
  close(): Promise<void>;
}

/** The staged extracts are present in development and CI; elsewhere these tests cannot run. */
export function haveSharedData(): boolean {
  if (existsSync(join(SHARED_DATA, 'sacred-sites'))) return true;
  if (process.env.CI === 'true') throw new Error(`shared data not found at ${SHARED_DATA} (required in CI)`);
  return false;
}

/** Imports the corpus dataset from the real staged sources into a private data folder. */
export async function importCorpus(dataDir = mkdtempSync(join(tmpdir(), 'lumen-corpus-'))): Promise<string> {
  mkdirSync(dataDir, { recursive: true });
  await runImport({ sources: openSources(SHARED_DATA), dataDir, builders: [corpusDataset], manifest: BUILTIN_MANIFEST });
  return dataDir;
}

const CODE = new URL('../../../src/refinery/corpus/', import.meta.url).pathname;

function feed(dir: string, h: ReturnType<typeof createHash>): void {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) feed(path, h);
    else h.update(name).update(readFileSync(path));
  }
}

function codeHash(): string {
  const h = createHash('sha256');
  feed(CODE, h);
  return h.digest('hex').slice(0, 16);
}

/**
 * One import of the staged sources shared by the test files that only read it (an import costs seconds of CPU):
 * kept in the temporary folder under a name that changes with the importer's code, and imported by whichever test
 * file comes first while the others wait for its lock.
 */
export async function sharedCorpus(): Promise<string> {
  const dir = join(tmpdir(), `lumen-corpus-test-${codeHash()}`);
  for (;;) {
    try {
      return await importCorpus(dir);
    } catch (err) {
      if (!(err instanceof ImportLockedError)) throw err;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/** Starts Lumen (SQLite or PostgreSQL) on a data folder holding the corpus dataset, with an API key. */
export async function startCorpus(dataDir: string, options: StartOptions = {}): Promise<CorpusServer> {
  const server = await startServer({ ...options, env: { LUMEN_DATA_DIR: dataDir, ...options.env } });
  const key = await createApiKey(server, 'corpus-tester');
  const get = (path: string, headers: Record<string, string> = {}) => server.fetch(path, { headers: { 'x-api-key': key, ...headers } });
  return {
    server,
    key,
    get,
    async json<T>(path: string, headers?: Record<string, string>) {
      const res = await get(path, headers);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as T;
    },
    close: () => server.close(),
  };
}

export function removeData(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}

export interface Site {
  id: string;
  name: string | null;
  names: Record<string, string>;
  type: string;
  types: string[];
  denomination: string;
  location: { lat: number; lon: number; precision: string };
  country: string | null;
  place?: { name: string; names: Record<string, string>; kind: string | null; basis: string; in: string | null } | null;
  diocese: { id: string | null; name: string; tag: string | null; basis: string | null } | null;
  wikidata: string | null;
  osm: { type: string; id: number; version: number | null; url: string } | null;
  region: string;
  distance_m?: number;
  provenance: Array<{ source: string; licence: string; attribution: string }>;
}

export interface SitePage {
  items: Site[];
  total: number | null;
  next_cursor: string | null;
  dataset_version: string;
  attribution: string;
}
