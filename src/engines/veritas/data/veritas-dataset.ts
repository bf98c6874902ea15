import type { OpenDataset } from '../../../platform/datasets/dataset-handle.js';
import { ServedDataset } from '../../../platform/datasets/served-dataset.js';
import { PROVENANCE } from '../../../refinery/veritas/sources.js';
import { type Resolver, createResolver } from '../domain/resolver.js';
import { Catalogue } from './catalogue.js';
import { type VeritasDb, openVeritasDb } from './veritas-db.js';
import { VerseTexts } from './verse-texts.js';

export interface VeritasStore {
  db: VeritasDb;
  catalogue: Catalogue;
  /** The citation resolver, checking every number against this dataset version. */
  resolver: Resolver;
  /** Every verse's text in memory (verse-texts.ts), read on first use or when the server starts. */
  readonly texts: VerseTexts;
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
        let texts: VerseTexts | undefined;
        return {
          db,
          catalogue,
          resolver: createResolver({ versification: catalogue, summa: catalogue }),
          get texts() {
            return (texts ??= VerseTexts.read(db));
          },
        };
      },
      close: (store) => store.db.db.close(),
      sources: Object.values(PROVENANCE),
      records: (meta) => meta.records.verses_drb ?? 0,
    });
  }

  /** Opens the current version and reads its verse texts, so that no passage request waits for them. */
  override openNow(): void {
    super.openNow();
    void this.handle.get()?.value.texts;
  }
}
