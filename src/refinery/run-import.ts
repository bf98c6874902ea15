import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fsyncTree, publishVersion, pruneVersions, removeStaleBuilds, switchCurrent } from './atomic-publish.js';
import type { BuildContext, DatasetBuilder, DatasetMeta } from './dataset-builder.js';
import { layout, readCurrentVersion, readMeta } from '../platform/datasets/layout.js';
import { acquireImportLock } from './import-lock.js';
import type { SourceManifest } from './manifest.js';
import { type ImportProgress, silentProgress } from './progress.js';
import type { SourceReader } from './source-reader.js';
import { sha256Hex, verifyChecksum } from './verify-checksum.js';

export interface ImportOptions {
  sources: SourceReader;
  dataDir: string;
  builders: readonly DatasetBuilder[];
  manifest: SourceManifest;
  /** Rebuild even when the inputs are unchanged. */
  force?: boolean;
  progress?: ImportProgress;
}

export interface DatasetImportResult {
  name: string;
  status: 'built' | 'unchanged';
  version: string;
  previous: string | null;
  records: Record<string, number>;
  problems: number;
  ms: number;
  bytes: number;
}

/** `20261120t222649123-ca4ad4f908`: sortable build time (ms), then the input hash; never reused. */
function versionName(inputHash: string, dataDir: string, name: string): string {
  const stamp = new Date().toISOString().replace(/[-:.]/g, '').replace('T', 't').replace('Z', '');
  const base = `${stamp}-${inputHash.slice(0, 10)}`;
  let version = base;
  for (let n = 2; existsSync(layout.versionDir(dataDir, name, version)); n += 1) version = `${base}-${n}`;
  return version;
}

async function readVerified(options: ImportOptions, builder: DatasetBuilder): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const progress = options.progress ?? silentProgress;
  let done = 0;
  for (const path of builder.files) {
    const data = await options.sources.read(path);
    verifyChecksum(options.manifest, path, data, options.sources.location);
    files.set(path, data);
    progress.progress(builder.name, 'verify', (done += 1), builder.files.length);
  }
  return files;
}

function buildContext(builder: DatasetBuilder, files: Map<string, Buffer>, outDir: string, problems: string[], progress: ImportProgress, previousDir: string | null): BuildContext {
  const file = (path: string) => {
    const data = files.get(path);
    if (!data) throw new Error(`builder ${builder.name} read ${path}, which it did not declare in files`);
    return data;
  };
  return {
    file,
    text: (path) => file(path).toString('utf8'),
    json: (path) => JSON.parse(file(path).toString('utf8')),
    outDir,
    previousDir,
    problem: (message) => void problems.push(message),
    progress: (label, done, total) => progress.progress(builder.name, label, done, total),
  };
}

/** Verify → build into a temporary folder → fsync → publish → flip `current` → prune. */
async function importOne(options: ImportOptions, builder: DatasetBuilder): Promise<DatasetImportResult> {
  const started = performance.now();
  const progress = options.progress ?? silentProgress;
  const { dataDir } = options;
  mkdirSync(layout.versionsDir(dataDir, builder.name), { recursive: true });
  const release = acquireImportLock(dataDir, builder.name);
  try {
    removeStaleBuilds(dataDir, builder.name);
    progress.step(builder.name, `reading ${builder.files.length} source file(s) from ${options.sources.location}`);
    const files = await readVerified(options, builder);
    const inputHash = sha256Hex(
      JSON.stringify([builder.builderVersion, ...builder.files.map((p) => [p, options.manifest[p]?.sha256])]),
    );
    const previous = readCurrentVersion(dataDir, builder.name);
    if (previous && !options.force) {
      const meta = readMeta(dataDir, builder.name, previous);
      if (meta.inputHash === inputHash) {
        progress.done(builder.name, `unchanged (version ${previous})`);
        return { name: builder.name, status: 'unchanged', version: previous, previous, records: meta.records, problems: meta.problems.length, ms: Math.round(performance.now() - started), bytes: meta.bytes };
      }
    }
    const version = versionName(inputHash, dataDir, builder.name);
    const tmpDir = join(layout.datasetDir(dataDir, builder.name), `${layout.tmpPrefix}${version}-${process.pid}`);
    mkdirSync(tmpDir);
    const problems: string[] = [];
    progress.step(builder.name, 'building');
    const previousDir = previous ? layout.versionDir(dataDir, builder.name, previous) : null;
    const result = await builder.build(buildContext(builder, files, tmpDir, problems, progress, previousDir));
    const buildMs = Math.round(performance.now() - started);
    const meta: DatasetMeta = {
      name: builder.name,
      version,
      builderVersion: builder.builderVersion,
      inputHash,
      builtAt: new Date().toISOString(),
      buildMs,
      bytes: 0,
      records: result.records,
      stats: result.stats ?? {},
      problems,
      sources: [...builder.sources],
      files: Object.fromEntries(builder.files.map((p) => [p, options.manifest[p]?.sha256 ?? ''])),
    };
    writeFileSync(join(tmpDir, 'meta.json'), JSON.stringify(meta, null, 1));
    const bytes = fsyncTree(tmpDir);
    // meta.bytes is informative; rewriting it after the fsync would need a second fsync, so it is set before.
    meta.bytes = bytes;
    writeFileSync(join(tmpDir, 'meta.json'), JSON.stringify(meta, null, 1), { flush: true });
    publishVersion(tmpDir, dataDir, builder.name, version);
    switchCurrent(dataDir, builder.name, version);
    pruneVersions(dataDir, builder.name, previous ? [version, previous] : [version]);
    const counts = Object.entries(result.records).map(([k, v]) => `${v} ${k}`).join(', ');
    progress.done(builder.name, `version ${version}: ${counts}; ${problems.length} source problem(s) reported`);
    return { name: builder.name, status: 'built', version, previous, records: result.records, problems: problems.length, ms: Math.round(performance.now() - started), bytes };
  } finally {
    release();
  }
}

/** Imports each dataset in turn; the first failure stops the import and leaves every served version in place. */
export async function runImport(options: ImportOptions): Promise<DatasetImportResult[]> {
  const results: DatasetImportResult[] = [];
  for (const builder of options.builders) results.push(await importOne(options, builder));
  return results;
}
