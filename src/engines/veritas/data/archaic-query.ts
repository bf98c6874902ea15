import { type ParsedQuery, type SearchTerm, matchOf } from './fts-query.js';
import type { VeritasDb } from './veritas-db.js';

/**
 * The archaic English verb forms of the texts and the modern form the English search tables index each as
 * (`search_archaic`, decided at import from the texts: refinery/veritas/archaic-forms.ts): `believeth` → `believes`,
 * `lovest` → `love`, `saith` → `says`, `hath` → `has`. Null for a dataset built before it (builder version 11 and
 * earlier), whose tables hold the archaic words as written.
 */
const kept = new WeakMap<VeritasDb, ReadonlyMap<string, string> | null>();

export function archaicForms(db: VeritasDb): ReadonlyMap<string, string> | null {
  let m = kept.get(db);
  if (m === undefined) {
    m = null;
    if (db.db.prepare("select 1 from sqlite_master where type = 'table' and name = 'search_archaic'").get() !== undefined) {
      m = new Map((db.db.prepare('select word, modern from search_archaic').all() as Array<{ word: string; modern: string }>).map((r) => [r.word, r.modern]));
    }
    kept.set(db, m);
  }
  return m;
}

/**
 * The query as an English search table reads it: each archaic word replaced by the modern form the table indexes, as
 * the import replaced it in the texts (`believeth` searches `believes`, whose porter stem `believ` is also
 * `believe`'s). A prefix's last word is left as typed (it reaches the index's own terms: `believ*` finds `believeth`).
 * The query itself when nothing changes; never used for the Vulgate.
 */
export function modernQuery(db: VeritasDb, q: ParsedQuery): ParsedQuery {
  const forms = archaicForms(db);
  if (!forms || forms.size === 0) return q;
  let changed = false;
  const terms: SearchTerm[] = q.terms.map((t) => {
    const words = t.words.map((w, i) => {
      const modern = t.prefix && i === t.words.length - 1 ? undefined : forms.get(w);
      if (modern === undefined) return w;
      changed = true;
      return modern;
    });
    return { words, prefix: t.prefix };
  });
  return changed ? { terms, match: matchOf(terms) } : q;
}
