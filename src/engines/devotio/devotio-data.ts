import type { OpenDataset } from '../../platform/datasets/dataset-handle.js';
import { ServedDataset } from '../../platform/datasets/served-dataset.js';
import { PROVENANCE } from '../../refinery/devotio/sources.js';
import { type DevotioDb, openDevotioDb } from './data/devotio-db.js';

export type DevotioData = OpenDataset<DevotioDb>;

/** The Devotio dataset as served (platform/datasets/served-dataset.ts). */
export class DevotioDataset extends ServedDataset<DevotioDb> {
  constructor(dataDir: string) {
    super(dataDir, {
      name: 'devotio',
      open: (dir) => openDevotioDb(dir),
      close: (db) => db.db.close(),
      sources: Object.values(PROVENANCE),
      records: (meta) => meta.records.saints ?? 0,
    });
  }
}
