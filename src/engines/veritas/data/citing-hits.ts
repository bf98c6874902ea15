import type { Row } from './rank-postings.js';
import type { SearchSource } from './search-sources.js';
import type { VeritasDb } from './veritas-db.js';

/**
 * A Bible passage typed as the query (`Jn 3:16`), as the Summa and the Catena are searched for it: the records that
 * cite it or comment on it, not those whose text holds its words (the phrase "jn 3 16" is also in "(1 Jn. 3:16)").
 */
export interface CitedPassage {
  /** The canonical OSIS reference: the result's identity (search-cache.ts). */
  osis: string;
  /** The passage's verse keys (refinery/veritas/verse-key.ts), inclusive ranges. */
  keys: ReadonlyArray<readonly [number, number]>;
  /**
   * An FTS5 expression of the numbers a citation of the passage writes (`"3 16"`, a few verses of each range),
   * however it names the book: the quotations holding them are read for a citation of it. Empty for whole chapters.
   */
  numbers: string;
  /** Where a text cites the passage (the first citation of it, as the resolver reads the text), or undefined. */
  citedAt(text: string): { start: number; end: number } | undefined;
}

const M = 1_000_000;

/** A citation that names a verse of the passage or less weighs this much more than a wider one (`Jn. 3:3, seqq.`). */
const WITHIN = 4;
/** The Catena's quotations on the passage rank before those that cite it while commenting on another verse. */
const ON_PASSAGE = 4;
/** The quotations holding the passage's numbers that are read for a citation of it, at most. */
const CANDIDATES = 500;

/**
 * The Summa's articles citing the passage, from the citations resolved at import (`summa_citations`): any citation
 * overlapping it, however the article writes it (`Jn. 3:16`, `John 3:16`). An article's weight: WITHIN per citation
 * inside the passage, 1 per wider one (a whole chapter, `seqq.`).
 */
function summaCiting(db: VeritasDb, s: SearchSource, cited: CitedPassage): Map<number, number> {
  const weights = new Map<number, number>();
  const stmt = db.db.prepare(
    'select article_seq as id, start_key as lo, end_key as hi from summa_citations where start_key between ? and ? and end_key >= ? and article_seq between ? and ?',
  );
  for (const [lo, hi] of cited.keys) {
    const rows = stmt.all(Math.floor(lo / M) * M, hi, lo, s.range[0], s.range[1]) as Array<{ id: number; lo: number; hi: number }>;
    for (const r of rows) weights.set(r.id, (weights.get(r.id) ?? 0) + (r.lo >= lo && r.hi <= hi ? WITHIN : 1));
  }
  return weights;
}

/**
 * The Catena's quotations on the passage (`catena_verses`), then those that cite it in their text: among the
 * quotations holding its chapter and verse numbers, those where the resolver reads a citation of the passage,
 * however written (`John 3:16` for `Jn 3:16`; not `1 John 3:16`). The source's filters (a Gospel, a Father) apply to both.
 */
function catenaCiting(db: VeritasDb, s: SearchSource, cited: CitedPassage): Map<number, number> {
  const weights = new Map<number, number>();
  const father = s.father === undefined ? '' : ' and father_slug = ?';
  const on = db.db.prepare(`select id from catena where id in (select catena_id from catena_verses where key between ? and ?) and id between ? and ?${father}`);
  for (const [lo, hi] of cited.keys) {
    for (const r of on.all(lo, hi, s.range[0], s.range[1], ...(s.father === undefined ? [] : [s.father])) as Array<{ id: number }>) weights.set(r.id, ON_PASSAGE);
  }
  if (!cited.numbers) return weights;
  const written = db.db.prepare(`select rowid as id from fts_catena where fts_catena match ? and (${s.where}) order by rowid limit ?`).all(cited.numbers, ...s.args, CANDIDATES) as Array<{ id: number }>;
  for (const { id } of written) {
    if (weights.has(id)) continue;
    const row = db.catenaDoc.get(id);
    if (row && cited.citedAt((JSON.parse(row.doc) as { text: string }).text)) weights.set(id, 1);
  }
  return weights;
}

/**
 * The Summa's or the Catena's records for a cited passage (docs/veritas.md "Search"), as far as `want`, and their
 * exact count: by weight (best first; score is minus the weight, as bm25 is negative), ties and `sort=canonical` in
 * the text's order.
 */
export function citingHits(db: VeritasDb, s: SearchSource, cited: CitedPassage, sort: 'relevance' | 'canonical', want: number): { rows: Row[]; count: number; capped: boolean } {
  const weights = s.kind === 'summa' ? summaCiting(db, s, cited) : catenaCiting(db, s, cited);
  const rows = [...weights].map(([id, w]) => ({ id, score: -w }));
  rows.sort(sort === 'canonical' ? (a, b) => a.id - b.id : (a, b) => a.score - b.score || a.id - b.id);
  return { rows: rows.slice(0, want), count: rows.length, capped: false };
}
