import { type ParsedQuery, type SearchTerm, matchOf } from './fts-query.js';
import type { VeritasDb } from './veritas-db.js';

/**
 * The archaic English verb forms of the texts and the modern form the English search tables index each as
 * (`search_archaic`, decided at import from the texts: refinery/veritas/archaic-forms.ts): `believeth` → `believes`,
 * `lovest` → `love`, `saith` → `says`, `hath` → `has`. Null for a dataset built before it (builder version 11 and
 * earlier), whose tables hold the archaic words as written.
 */
const kept = new WeakMap<VeritasDb, ReadonlyMap<string, string> | null>();

function forms(db: VeritasDb): ReadonlyMap<string, string> | null {
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

/** More modern forms than this for one prefix are not added (no prefix of the staged texts comes near it). */
const MAX_ALTERNATIVES = 32;

/**
 * The modern forms of the archaic words that start with `prefix` and that the prefix would not reach in the index
 * (`believet` reaches `believeth`, indexed as `believes`): FTS5 matches a prefix against the index's terms, which
 * hold the modern forms, so `believet*` found nothing although `believeth` starts with it. The table is small (852
 * forms in the staged texts): read whole, a few microseconds beside what FTS5 spends on any prefix.
 */
function prefixedModern(forms: ReadonlyMap<string, string>, prefix: string): string[] {
  const out = new Set<string>();
  for (const [word, modern] of forms) {
    if (out.size === MAX_ALTERNATIVES) break;
    if (word.startsWith(prefix) && !modern.startsWith(prefix)) out.add(modern);
  }
  return [...out];
}

// One rewriting per query object and dataset: the search reads it per English table, the snippets per hit.
const rewritten = new WeakMap<VeritasDb, WeakMap<ParsedQuery, ParsedQuery>>();

/**
 * The query as an English search table reads it: each archaic word replaced by the modern form the table indexes, as
 * the import replaced it in the texts (`believeth` searches `believes`, whose porter stem `believ` is also
 * `believe`'s). A prefix's last word stays a prefix, which reaches the index's own terms (`believ*` finds
 * `believeth`), and the term also matches the modern forms of the archaic words it starts (`believet*` matches
 * `believes`, which the index holds for `believeth`). The query itself when nothing changes; never used for the Vulgate.
 */
export function modernQuery(db: VeritasDb, q: ParsedQuery): ParsedQuery {
  const f = forms(db);
  if (!f || f.size === 0) return q;
  let byQuery = rewritten.get(db);
  if (!byQuery) rewritten.set(db, (byQuery = new WeakMap()));
  const done = byQuery.get(q);
  if (done) return done;
  let changed = false;
  const terms: SearchTerm[] = q.terms.map((t) => {
    const last = t.words.length - 1;
    const words = t.words.map((w, i) => {
      const modern = t.prefix && i === last ? undefined : f.get(w);
      if (modern === undefined) return w;
      changed = true;
      return modern;
    });
    const alts = t.prefix ? prefixedModern(f, t.words[last]!).map((m) => [...words.slice(0, last), m]) : [];
    if (alts.length) changed = true;
    const own = t.typed === undefined ? { words, prefix: t.prefix } : { words, prefix: t.prefix, typed: t.typed };
    return alts.length ? { ...own, alts } : own;
  });
  const out = changed ? { terms, match: matchOf(terms) } : q;
  byQuery.set(q, out);
  return out;
}
