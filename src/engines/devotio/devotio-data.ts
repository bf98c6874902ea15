import { problem } from '../../platform/errors/index.js';
import type { DatasetStatus } from '../../platform/operations/define.js';
import { DatasetHandle, type OpenDataset } from '../../refinery/current-dataset.js';
import { PROVENANCE } from '../../refinery/devotio/sources.js';
import { type DevotioDb, openDevotioDb } from './data/devotio-db.js';

export type DevotioData = OpenDataset<DevotioDb>;

/** The Devotio dataset as served: opened from LUMEN_DATA_DIR and swapped when an import switches versions. */
export class DevotioDataset {
  readonly handle: DatasetHandle<DevotioDb>;

  constructor(dataDir: string) {
    this.handle = new DatasetHandle(dataDir, 'devotio', (dir) => openDevotioDb(dir), (db) => db.db.close());
  }

  /** The open dataset, or a 503 problem that says how to import it. */
  need(): DevotioData {
    const open = this.handle.get();
    if (!open) {
      throw problem('dataset_missing', 'The devotio dataset has not been imported on this instance: run `lumen data import --only devotio` (it reads LUMEN_SOURCES, or --from DIR|URL).', {
        extra: { dataset: 'devotio', import: 'lumen data import --only devotio' },
        headers: { 'Retry-After': 60 },
      });
    }
    return open;
  }

  status(): DatasetStatus {
    const open = this.handle.get();
    const sources = Object.values(PROVENANCE).map((p) => ({ name: p.source, licence: p.licence, attribution: p.attribution, ...('url' in p ? { url: p.url } : {}) }));
    if (!open) return { name: 'devotio', version: null, ready: false, sources, detail: 'not imported; run `lumen data import --only devotio`' };
    return { name: 'devotio', version: open.version, ready: true, records: open.meta.records.saints ?? 0, sources };
  }

  close(): void {
    this.handle.close();
  }
}
