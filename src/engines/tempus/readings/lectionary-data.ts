import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { problem } from '../../../platform/errors/index.js';
import type { DatasetStatus } from '../../../platform/operations/define.js';
import { DatasetHandle, type OpenDataset } from '../../../refinery/current-dataset.js';
import { LECTIONARY_FILE, type LectionaryDataset } from '../../../refinery/lectionary/doc.js';
import { PROVENANCE } from '../../../refinery/lectionary/sources.js';

/** The `lectionary` dataset as served: one JSON file (about 1 MB) held in memory, swapped when an import switches versions. */
export class LectionaryData {
  readonly handle: DatasetHandle<LectionaryDataset>;

  constructor(dataDir: string) {
    this.handle = new DatasetHandle(dataDir, 'lectionary', (dir) => JSON.parse(readFileSync(join(dir, LECTIONARY_FILE), 'utf8')) as LectionaryDataset);
  }

  /** The open dataset, or a 503 problem that says how to import it. */
  need(): OpenDataset<LectionaryDataset> {
    const open = this.handle.get();
    if (!open) {
      throw problem('dataset_missing', 'The lectionary dataset has not been imported on this instance: run `lumen data import --only lectionary` (it reads LUMEN_SOURCES, or --from DIR|URL).', {
        extra: { dataset: 'lectionary', import: 'lumen data import --only lectionary' },
        headers: { 'Retry-After': 60 },
      });
    }
    return open;
  }

  status(): DatasetStatus {
    const open = this.handle.get();
    const sources = Object.values(PROVENANCE).map((p) => ({ name: p.source, licence: p.licence, attribution: p.attribution, ...('url' in p ? { url: p.url } : {}) }));
    if (!open) return { name: 'lectionary', version: null, ready: false, sources, detail: 'not imported; run `lumen data import --only lectionary`' };
    return { name: 'lectionary', version: open.version, ready: true, records: open.meta.records.citations ?? 0, sources };
  }

  close(): void {
    this.handle.close();
  }
}
