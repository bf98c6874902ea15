import { verseKey } from './refinery/veritas/verse-key.js';
import { PROVENANCE } from './refinery/veritas/sources.js';
import type { ScriptureTexts, Translation } from './engines/tempus/index.js';
import { bookByOsis } from './engines/veritas/domain/books.js';
import type { VeritasDataset } from './engines/veritas/data/veritas-dataset.js';

const RANGE = /^([1-3]?[A-Za-z]+)\.(\d+)\.(\d+)(?:-\1\.(\d+)\.(\d+))?$/;

/**
 * Composition glue: the Scripture texts Tempus's readings need, read from the Veritas dataset that
 * `createVeritasModule` returns. Provisional until Veritas's index.ts exports its own passage port; then this file
 * goes and modules.ts passes that port instead (the ScriptureTexts interface stays).
 */
export function scriptureFromVeritas(dataset: VeritasDataset): () => ScriptureTexts | undefined {
  const texts: ScriptureTexts = {
    verses(osis: string, translation: Translation) {
      const open = dataset.handle.get();
      if (!open) return null;
      const out: Array<{ osis: string; text: string | null }> = [];
      for (const part of osis.split(',')) {
        const m = RANGE.exec(part);
        const book = m ? bookByOsis(m[1]!) : undefined;
        if (!m || !book) return null;
        const from = verseKey(book.order, Number(m[2]), Number(m[3]));
        const to = m[4] ? verseKey(book.order, Number(m[4]), Number(m[5])) : from;
        for (const row of open.value.db.verses.all(from, to)) {
          const chapter = Math.floor(row.key / 1000) % 1000;
          out.push({ osis: `${book.osis}.${chapter}.${row.key % 1000}`, text: translation === 'drb' ? row.drb : row.vulgate });
        }
      }
      return out;
    },
    provenance: (translation) => PROVENANCE[translation],
    generation: () => dataset.handle.get()?.version ?? null,
  };
  return () => (dataset.handle.get() ? texts : undefined);
}
