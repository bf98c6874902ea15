import { problem } from '../errors/index.js';
import type { DatasetStatus } from '../operations/define.js';
import { DatasetHandle, type OpenDataset } from './dataset-handle.js';
import type { DatasetMeta } from './meta.js';

export interface ServedDatasetOptions<T> {
  /** The dataset's folder under LUMEN_DATA_DIR (`devotio`). */
  name: string;
  /** Opens a version's folder (a read-only database, a JSON file held in memory …). */
  open(dir: string, meta: DatasetMeta): T;
  /** Releases a version no longer served (after a grace period: see `DatasetHandle`). */
  close?(value: T): void;
  /** Licences and credits shown by the engine index and /readyz, also before the first import. */
  sources: ReadonlyArray<{ source: string; licence: string; attribution?: string; url?: string }>;
  /** The record count shown in the status (`meta.records.saints`). */
  records(meta: DatasetMeta): number;
  /** The command that imports it; default `lumen data import --only <name>`. */
  importCommand?: string;
}

/**
 * A read engine's dataset as served: opened from LUMEN_DATA_DIR, swapped when an import switches versions,
 * a 503 `dataset_missing` problem that says how to import it while there is none, and its status for the engine
 * index and /readyz. Every read engine (Veritas, Devotio, Corpus, the lectionary of Tempus) serves its dataset
 * through this one class.
 */
export class ServedDataset<T> {
  readonly handle: DatasetHandle<T>;
  readonly name: string;
  private readonly importCommand: string;
  private readonly sources: DatasetStatus['sources'];

  constructor(
    dataDir: string,
    private readonly options: ServedDatasetOptions<T>,
  ) {
    this.name = options.name;
    this.handle = new DatasetHandle(dataDir, options.name, options.open, options.close);
    this.importCommand = options.importCommand ?? `lumen data import --only ${options.name}`;
    this.sources = options.sources.map((p) => ({
      name: p.source,
      licence: p.licence,
      ...(p.attribution === undefined ? {} : { attribution: p.attribution }),
      ...(p.url ? { url: p.url } : {}),
    }));
  }

  /** The open dataset, or a 503 problem that says how to import it. */
  need(): OpenDataset<T> {
    const open = this.handle.get();
    if (!open) {
      const command = this.importCommand;
      throw problem('dataset_missing', `The ${this.name} dataset has not been imported on this instance: run \`${command}\` (it reads LUMEN_SOURCES, or --from DIR|URL).`, {
        extra: { dataset: this.name, import: command },
        headers: { 'Retry-After': 60 },
      });
    }
    return open;
  }

  /**
   * Opens the current version now, at start, instead of on the first request that needs it: opening reads and
   * parses (the lectionary's JSON, Veritas's resolver tables: 5-30 ms), and a request that arrived meanwhile
   * waited for it. Does nothing when no version has been imported yet.
   */
  openNow(): void {
    this.handle.get();
  }

  /** The version being served (null before the first import): an engine's `cacheGeneration`. */
  generation(): string | null {
    return this.handle.get()?.version ?? null;
  }

  status(): DatasetStatus {
    const open = this.handle.get();
    const sources = this.sources;
    if (!open) return { name: this.name, version: null, ready: false, sources, detail: `not imported; run \`${this.importCommand}\`` };
    return { name: this.name, version: open.version, ready: true, records: this.options.records(open.meta), sources };
  }

  close(): void {
    this.handle.close();
  }
}
