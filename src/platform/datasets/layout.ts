import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DatasetMeta } from './meta.js';

/**
 * On-disk layout under LUMEN_DATA_DIR (documented in docs/datasets.md):
 *
 *   <name>/current                 one line: the version being served (replaced by rename, never edited)
 *   <name>/versions/<version>/     a complete, fsynced, read-only build, with meta.json
 *   <name>/.tmp-<version>-<pid>/   a build in progress; never read; removed by the next import
 *   <name>/.lock                   the pid of the import holding the dataset
 */
export const layout = {
  datasetDir: (dataDir: string, name: string) => join(dataDir, name),
  versionsDir: (dataDir: string, name: string) => join(dataDir, name, 'versions'),
  versionDir: (dataDir: string, name: string, version: string) => join(dataDir, name, 'versions', version),
  pointer: (dataDir: string, name: string) => join(dataDir, name, 'current'),
  lock: (dataDir: string, name: string) => join(dataDir, name, '.lock'),
  tmpPrefix: '.tmp-',
};

const VERSION_RE = /^[A-Za-z0-9._-]+$/;

/** The version named by the `current` pointer, if it names a complete build; null otherwise. */
export function readCurrentVersion(dataDir: string, name: string): string | null {
  let version: string;
  try {
    version = readFileSync(layout.pointer(dataDir, name), 'utf8').trim();
  } catch {
    return null;
  }
  if (!VERSION_RE.test(version)) return null;
  return existsSync(join(layout.versionDir(dataDir, name, version), 'meta.json')) ? version : null;
}

export function readMeta(dataDir: string, name: string, version: string): DatasetMeta {
  return JSON.parse(readFileSync(join(layout.versionDir(dataDir, name, version), 'meta.json'), 'utf8')) as DatasetMeta;
}

export function listVersions(dataDir: string, name: string): string[] {
  try {
    return readdirSync(layout.versionsDir(dataDir, name)).filter((v) => VERSION_RE.test(v)).sort();
  } catch {
    return [];
  }
}
