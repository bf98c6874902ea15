import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ServedDataset } from '../../../platform/datasets/served-dataset.js';
import { LECTIONARY_FILE, type LectionaryDataset } from '../../../refinery/lectionary/doc.js';
import { PROVENANCE } from '../../../refinery/lectionary/sources.js';

/** The `lectionary` dataset as served: one JSON file (about 1 MB) held in memory (platform/datasets/served-dataset.ts). */
export class LectionaryData extends ServedDataset<LectionaryDataset> {
  constructor(dataDir: string) {
    super(dataDir, {
      name: 'lectionary',
      open: (dir) => JSON.parse(readFileSync(join(dir, LECTIONARY_FILE), 'utf8')) as LectionaryDataset,
      sources: Object.values(PROVENANCE),
      records: (meta) => meta.records.citations ?? 0,
    });
  }
}
