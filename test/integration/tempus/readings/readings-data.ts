import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import { lectionaryDataset } from '../../../../src/refinery/lectionary/builder.js';
import { BUILTIN_MANIFEST } from '../../../../src/refinery/manifest.js';
import { runImport } from '../../../../src/refinery/run-import.js';
import { openSources } from '../../../../src/refinery/source-reader.js';
import { veritasDataset } from '../../../../src/refinery/veritas/builder.js';
import { SHARED_DATA } from '../../refinery/fixture-sources.js';

/** shared/data is present in development and CI; elsewhere these tests skip (CI fails instead). */
export function needLectionarySources(t: TestContext): boolean {
  if (existsSync(join(SHARED_DATA, 'lectionary'))) return true;
  if (process.env.CI === 'true') throw new Error(`shared data not found at ${SHARED_DATA} (required in CI)`);
  t.skip(`shared data not found at ${SHARED_DATA}`);
  return false;
}

/** Imports the real lectionary and Veritas datasets into a private folder (the readings' citations and texts). */
export async function importReadingsData(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lumen-readings-'));
  await runImport({ sources: openSources(SHARED_DATA), dataDir, builders: [veritasDataset, lectionaryDataset], manifest: BUILTIN_MANIFEST });
  return dataDir;
}
