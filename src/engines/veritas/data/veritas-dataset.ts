import type { OpenDataset } from '../../../platform/datasets/dataset-handle.js';
import { ServedDataset } from '../../../platform/datasets/served-dataset.js';
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

/** The Veritas dataset as served (platform/datasets/served-dataset.ts). */
export class VeritasDataset extends ServedDataset<VeritasStore> {
  constructor(dataDir: string) {
    super(dataDir, {
      name: 'veritas',
      open: (dir) => {
        const db = openVeritasDb(dir);
        const catalogue = Catalogue.fromDb(db);
        return { db, catalogue, resolver: createResolver({ versification: catalogue, summa: catalogue }) };
      },
      close: (store) => store.db.db.close(),
      sources: Object.values(PROVENANCE),
      records: (meta) => meta.records.verses_drb ?? 0,
    });
  }
}
