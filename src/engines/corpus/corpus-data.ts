import type { OpenDataset } from '../../platform/datasets/dataset-handle.js';
import { ServedDataset } from '../../platform/datasets/served-dataset.js';
import { corpusDataset } from '../../refinery/corpus/builder.js';
import { type CorpusDb, openCorpusDb } from './data/corpus-db.js';

export type CorpusData = OpenDataset<CorpusDb>;

/** The corpus dataset as served (platform/datasets/served-dataset.ts). */
export class CorpusDataset extends ServedDataset<CorpusDb> {
  constructor(dataDir: string) {
    super(dataDir, {
      name: 'corpus',
      open: (dir) => openCorpusDb(dir),
      close: (db) => db.db.close(),
      sources: corpusDataset.sources,
      records: (meta) => meta.records.sites ?? 0,
      importCommand: 'lumen data import corpus',
    });
  }
}
