import { problem } from '../../../platform/errors/index.js';
import type { DatasetStatus } from '../../../platform/operations/define.js';
import { DatasetHandle, type OpenDataset } from '../../../refinery/current-dataset.js';
import { PROVENANCE } from '../../../refinery/veritas/sources.js';
import { type Resolver, createResolver } from '../domain/resolver.js';
import { Catalogue } from './catalogue.js';
import { type VeritasDb, openVeritasDb } from './veritas-db.js';

export interface VeritasStore {
  db: VeritasDb;
  catalogue: Catalogue;
  /** The citation resolver, checking every number against this dataset version. */
  resolver: Resolver;
}

export type VeritasData = OpenDataset<VeritasStore>;

/** The Veritas dataset as served: opened from LUMEN_DATA_DIR and swapped when an import switches versions. */
export class VeritasDataset {
  readonly handle: DatasetHandle<VeritasStore>;

  constructor(dataDir: string) {
    this.handle = new DatasetHandle(
      dataDir,
      'veritas',
      (dir) => {
        const db = openVeritasDb(dir);
        const catalogue = Catalogue.fromDb(db);
        return { db, catalogue, resolver: createResolver({ versification: catalogue, summa: catalogue }) };
      },
      (store) => store.db.db.close(),
    );
  }

  /** The open dataset, or a 503 problem that says how to import it. */
  need(): VeritasData {
    const open = this.handle.get();
    if (!open) {
      throw problem('dataset_missing', 'The veritas dataset has not been imported on this instance: run `lumen data import --only veritas` (it reads LUMEN_SOURCES, or --from DIR|URL).', {
        extra: { dataset: 'veritas', import: 'lumen data import --only veritas' },
        headers: { 'Retry-After': 60 },
      });
    }
    return open;
  }

  status(): DatasetStatus {
    const open = this.handle.get();
    const sources = Object.values(PROVENANCE).map((p) => ({ name: p.source, licence: p.licence, attribution: p.attribution, url: p.url }));
    if (!open) return { name: 'veritas', version: null, ready: false, sources, detail: 'not imported; run `lumen data import --only veritas`' };
    return { name: 'veritas', version: open.version, ready: true, records: open.meta.records.verses_drb ?? 0, sources };
  }

  close(): void {
    this.handle.close();
  }
}
