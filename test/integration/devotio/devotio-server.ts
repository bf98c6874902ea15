import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TestContext, after, before } from 'node:test';
import { DATASETS } from '../../../src/refinery/datasets.js';
import { BUILTIN_MANIFEST } from '../../../src/refinery/manifest.js';
import { runImport } from '../../../src/refinery/run-import.js';
import { openSources } from '../../../src/refinery/source-reader.js';
import { createApiKey } from '../../helpers/identity.js';
import { type TestServer, startServer } from '../../helpers/server.js';
import { SHARED_DATA, manifestOf } from '../refinery/fixture-sources.js';
import type { DatasetBuilder } from '../../../src/refinery/dataset-builder.js';

export interface DevotioServer {
  server: TestServer;
  /** The API key `get` sends. */
  key: string;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/** Each former slug answers 301 with the `Location` of the current one (docs/devotio.md, "Former slugs"). */
export async function assertMoved(d: DevotioServer, moved: ReadonlyArray<readonly [string, string]>): Promise<void> {
  for (const [former, slug] of moved) {
    const res = await d.server.fetch(`/v1/devotio/saints/${former}`, { headers: { 'x-api-key': d.key }, redirect: 'manual' });
    assert.deepEqual([res.status, res.headers.get('location')], [301, `/v1/devotio/saints/${slug}`], former);
  }
}

/** Whether shared/data (the real sources) is here: in development and CI. */
const sharedDataHere = () => existsSync(join(SHARED_DATA, 'saints'));

/** shared/data is present in development and CI; elsewhere these tests skip (CI fails instead). */
export function needSharedData(t: TestContext): boolean {
  if (sharedDataHere()) return true;
  if (process.env.CI === 'true') throw new Error(`shared data not found at ${SHARED_DATA} (required in CI)`);
  t.skip(`shared data not found at ${SHARED_DATA}`);
  return false;
}

export interface DevotioOptions {
  builders?: DatasetBuilder[];
  /** Added to the server's environment (a test that walks the whole calendar raises the read rate limit). */
  env?: Record<string, string>;
  /** A folder of small sources written for the tests instead of shared/data (checked against its own manifest). */
  fixtures?: string;
}

/** Imports the real sources once into a private data folder, starts Lumen on it and makes an API key. */
export async function startDevotio(options: DevotioOptions = {}): Promise<DevotioServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lumen-devotio-'));
  const builders = options.builders ?? DATASETS.filter((d) => d.name === 'devotio');
  const from = options.fixtures ?? SHARED_DATA;
  await runImport({ sources: openSources(from), dataDir, builders, manifest: options.fixtures ? manifestOf(from) : BUILTIN_MANIFEST });
  const server = await startServer({ env: { LUMEN_DATA_DIR: dataDir, ...options.env } });
  const key = await createApiKey(server, 'devotio-tester');
  return {
    server,
    key,
    get: (path, headers = {}) => server.fetch(path, { headers: { 'x-api-key': key, ...headers } }),
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test file's Devotio server over the real sources (`options` as startDevotio's): started before its tests (handed
 * to `set`) and closed after them; none where shared/data is missing, and each test then skips through
 * `needSharedData`.
 */
export function useDevotio(set: (server: DevotioServer | undefined) => void, options: DevotioOptions = {}): void {
  let d: DevotioServer | undefined;
  before(async () => {
    if (sharedDataHere()) set((d = await startDevotio(options)));
  });
  after(async () => d?.close());
}
