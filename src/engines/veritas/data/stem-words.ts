import type { VeritasDb } from './veritas-db.js';

/**
 * The English words of the texts with the porter stem the English indexes hold for each (`search_stems`, asked of
 * SQLite's own tokenizer at import), so that a snippet marks exactly the words a stemmed index matched: `carry`
 * matches `carried` (both `carri`), `on` matches `one`.
 */
export interface StemWords {
  stemOf(word: string): string | undefined;
  /** Every word of the texts with this stem. */
  wordsOf(stem: string): readonly string[];
}

const kept = new WeakMap<VeritasDb, StemWords | null>();

/** The dataset's stems, read once per dataset version (29,000 words); null for a dataset built before them. */
export function stemWords(db: VeritasDb): StemWords | null {
  let s = kept.get(db);
  if (s === undefined) {
    s = null;
    if (db.searchTop) {
      const stems = new Map<string, string>();
      const words = new Map<string, string[]>();
      for (const r of db.db.prepare('select word, stem from search_stems').all() as Array<{ word: string; stem: string }>) {
        stems.set(r.word, r.stem);
        const list = words.get(r.stem);
        if (list) list.push(r.word);
        else words.set(r.stem, [r.word]);
      }
      s = { stemOf: (w) => stems.get(w), wordsOf: (stem) => words.get(stem) ?? [] };
    }
    kept.set(db, s);
  }
  return s;
}
