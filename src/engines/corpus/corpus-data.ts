import { problem } from '../../platform/errors/index.js';
import type { DatasetStatus } from '../../platform/operations/define.js';
import { DatasetHandle, type OpenDataset } from '../../refinery/current-dataset.js';
import { corpusDataset } from '../../refinery/corpus/builder.js';
import { type CorpusDb, openCorpusDb } from './data/corpus-db.js';

export type CorpusData = OpenDataset<CorpusDb>;

const IMPORT = 'lumen data import corpus';

/** The corpus dataset as served: opened from LUMEN_DATA_DIR and swapped when an import switches versions. */
export class CorpusDataset {
  readonly handle: DatasetHandle<CorpusDb>;

  constructor(dataDir: string) {
    this.handle = new DatasetHandle(dataDir, 'corpus', (dir) => openCorpusDb(dir), (db) => db.db.close());
  }

  /** The open dataset, or a 503 problem that says how to import it. */
  need(): CorpusData {
    const open = this.handle.get();
    if (!open) {
      throw problem('dataset_missing', `The corpus dataset has not been imported on this instance: run \`${IMPORT}\` (it reads LUMEN_SOURCES, or --from DIR|URL).`, {
        extra: { dataset: 'corpus', import: IMPORT },
        headers: { 'Retry-After': 60 },
      });
    }
    return open;
  }

  status(): DatasetStatus {
    const open = this.handle.get();
    const sources = corpusDataset.sources.map((p) => ({ name: p.source, licence: p.licence, attribution: p.attribution, ...(p.url ? { url: p.url } : {}) }));
    if (!open) return { name: 'corpus', version: null, ready: false, sources, detail: `not imported; run \`${IMPORT}\`` };
    return { name: 'corpus', version: open.version, ready: true, records: open.meta.records.sites ?? 0, sources };
  }

  close(): void {
    this.handle.close();
  }
}
