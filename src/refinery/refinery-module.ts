import type { Module, Platform, ReadinessCheck } from '../platform/module.js';
import type { DatasetBuilder } from './dataset-builder.js';
import { logProgress } from './progress.js';
import { readCurrentVersion, readMeta } from '../platform/datasets/layout.js';
import { DATASETS } from './datasets.js';
import { BUILTIN_MANIFEST } from './manifest.js';
import { runImport } from './run-import.js';
import { openSources } from './source-reader.js';

/** What /readyz says about each dataset: its version, or what is missing and how to import it. */
export function datasetReadiness(dataDir: string, builders: readonly DatasetBuilder[]): ReadinessCheck[] {
  return builders.map((b) => {
    const version = readCurrentVersion(dataDir, b.name);
    if (!version) {
      return { name: `dataset:${b.name}`, ready: false, detail: `not imported; run \`lumen data import --only ${b.name}\`` };
    }
    const meta = readMeta(dataDir, b.name, version);
    return { name: `dataset:${b.name}`, ready: true, detail: version, version, records: meta.records };
  });
}

/**
 * The refinery as a module: on start, when LUMEN_IMPORT_ON_START is true (the default) and a dataset has never
 * been imported, it imports it from LUMEN_SOURCES, so that the README's first `npm start` serves data; likewise a
 * dataset built by an older version of its builder (a changed file format). An existing dataset is otherwise never
 * rebuilt here (that is `lumen data import`'s job). /readyz lists every dataset.
 */
export function createRefineryModule(platform: Platform, builders: readonly DatasetBuilder[] = DATASETS): Module {
  const { dir, sources, importOnStart } = platform.config.data;
  return {
    name: 'refinery',
    readiness: () => datasetReadiness(dir, builders),
    async start() {
      // Missing, or written by an older builder whose file format the engine no longer reads (builderVersion).
      const missing = builders.filter((b) => {
        const version = readCurrentVersion(dir, b.name);
        return version === null || readMeta(dir, b.name, version).builderVersion < b.builderVersion;
      });
      if (missing.length === 0) return;
      if (!importOnStart) {
        platform.log.warn({ datasets: missing.map((b) => b.name) }, 'datasets missing and LUMEN_IMPORT_ON_START=false: run `lumen data import`');
        return;
      }
      platform.log.info({ datasets: missing.map((b) => b.name), from: sources, dataDir: dir }, 'first start: importing missing datasets (tens of seconds; the server answers when it is done)');
      try {
        const results = await runImport({ sources: openSources(sources), dataDir: dir, builders: missing, manifest: BUILTIN_MANIFEST, progress: logProgress(platform.log) });
        for (const r of results) platform.log.info({ dataset: r.name, version: r.version, records: r.records, ms: r.ms }, 'dataset imported');
      } catch (err) {
        // Serving without data is still useful (health, auth, other engines); data endpoints answer 503.
        platform.log.error({ err, from: sources }, 'import on start failed; data endpoints will answer 503 dataset_missing');
      }
    },
  };
}
