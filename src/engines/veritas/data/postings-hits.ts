import type { ParsedQuery } from './fts-query.js';
import { type PhraseDocs, phraseDocs } from './phrase-docs.js';
import { type TablePostings, type TermPostings, pairKept, pairPostings, tablePostings, termPostings } from './postings.js';
import { type Row, idf, rankPhrases } from './rank-postings.js';
import { type DocFilter, part } from './score-matches.js';
import type { SearchSource } from './search-sources.js';
import { seek } from './seek.js';
import { titleTable } from './title-table.js';
import type { VeritasDb } from './veritas-db.js';

/**
 * A folded word that unicode61 reads as exactly this one token (a run of ASCII letters and digits): its index term
 * is then the word itself (Vulgate) or its porter stem (search_stems). Other words go to FTS5.
 */
const PLAIN = /^[a-z0-9]+$/;

/** The index term of each word of each phrase in this table, or undefined when one cannot be told without FTS5. */
function indexTerms(db: VeritasDb, q: ParsedQuery, s: SearchSource): string[][] | undefined {
  const out: string[][] = [];
  for (const t of q.terms) {
    if (t.prefix) return undefined;
    const words: string[] = [];
    for (const w of t.words) {
      if (!PLAIN.test(w)) return undefined;
      const term = s.stemmed ? db.searchTop?.stem.get(w)?.stem : w;
      if (term === undefined) return undefined;
      words.push(term);
    }
    out.push(words);
  }
  return out;
}

const fatherMasks = new WeakMap<object, Map<string, Uint8Array>>();

/**
 * The docs of the Catena's table quoting one Father (his quotations' ids are their rowids), kept per dataset for the
 * Fathers who are quoted (a few dozen); a name quoted nowhere, which any request may send, is not kept.
 */
function fatherMask(db: VeritasDb, t: TablePostings, father: string): Uint8Array {
  let byFather = fatherMasks.get(db);
  if (!byFather) fatherMasks.set(db, (byFather = new Map()));
  const kept = byFather.get(father);
  if (kept) return kept;
  const mask = new Uint8Array(t.rows);
  const ids = db.searchPostings!.fatherIds.all(father);
  for (const { id } of ids) {
    const doc = seek(t.rowids, 0, id);
    if (t.rowids[doc] === id) mask[doc] = 1;
  }
  if (ids.length > 0) byFather.set(father, mask);
  return mask;
}

function docFilter(db: VeritasDb, t: TablePostings, s: SearchSource): DocFilter {
  const [lo, hi] = s.range;
  return { from: seek(t.rowids, 0, lo), to: seek(t.rowids, 0, hi + 1), mask: s.father === undefined ? null : fatherMask(db, t, s.father) };
}

/**
 * One phrase's docs in the table (null when a word is not in it): a frequent pair read as precomputed, else the
 * words' postings merged by position, seeded with the precomputed pairs among them.
 */
function phrase(db: VeritasDb, table: string, t: TablePostings, words: string[]): PhraseDocs | null {
  const lists: TermPostings[] = [];
  for (const w of words) {
    const p = termPostings(db, table, t, w);
    if (!p) return null;
    lists.push(p);
  }
  const kept = (i: number) => pairKept(t, lists[i]!, lists[i + 1]!);
  if (lists.length === 2 && kept(0)) return pairPostings(db, table, t, words[0]!, words[1]!);
  const seeds = lists.slice(1).flatMap((_, i) => (kept(i) ? [pairPostings(db, table, t, words[i]!, words[i + 1]!).docs] : []));
  return phraseDocs(lists, t.weights, seeds);
}

const alignment = new WeakMap<TablePostings, boolean>();

/** Whether the title table's records are the table's, doc for doc (checked once per pair of tables read). */
function aligned(t: TablePostings, tt: TablePostings): boolean {
  let ok = alignment.get(tt);
  if (ok === undefined) alignment.set(tt, (ok = tt.rows === t.rows && tt.rowids.every((id, i) => id === t.rowids[i])));
  return ok;
}

/**
 * Per doc of a table, the bm25 of its title in the title table (title-table.ts), as FTS5 scores a title against
 * all of the query's phrases: each phrase's idf over the titles, its frequency in the title, the title's length
 * against the titles' average; summed phrase by phrase in the query's order, negated (0 where no phrase stands).
 * Undefined when the dataset has no postings for the titles, or they are not the table's records one for one.
 */
function titleScores(db: VeritasDb, table: string, t: TablePostings, terms: string[][]): Float64Array | undefined {
  const tt = tablePostings(db, table);
  if (!tt || !aligned(t, tt)) return undefined;
  const sum = new Float64Array(tt.rows);
  const held = new Uint8Array(tt.rows);
  for (const words of terms) {
    const p = phrase(db, table, tt, words);
    // A title scores only when it holds every phrase (title-table.ts): one phrase absent everywhere, none scores.
    if (!p || p.docs.length === 0) return sum.fill(0);
    const w = idf(tt.rows, p.docs.length);
    for (let i = 0; i < p.docs.length; i++) {
      const d = p.docs[i]!;
      sum[d] = sum[d]! + part(w, p.freqs[i]!, tt.norm[d]!);
      held[d] = held[d]! + 1;
    }
  }
  for (let d = 0; d < sum.length; d++) sum[d] = held[d] === terms.length ? -1 * sum[d]! : 0;
  return sum;
}

/**
 * One source's matches ranked from the dataset's postings instead of FTS5 (docs/veritas.md "Search"): the same
 * records, scores (bm25, and the title's own where the table has titles) and order, and an exact count. Undefined when the dataset has no postings for the table or
 * the query has a prefix or a word whose index term only FTS5 can tell: the caller asks FTS5.
 */
export function postingsHits(db: VeritasDb, q: ParsedQuery, s: SearchSource, sort: 'relevance' | 'canonical', want: number): { rows: Row[]; count: number } | undefined {
  const t = tablePostings(db, s.table);
  if (!t) return undefined;
  const terms = indexTerms(db, q, s);
  if (!terms) return undefined;
  const phrases: PhraseDocs[] = [];
  for (const words of terms) {
    const docs = phrase(db, s.table, t, words);
    if (!docs || docs.docs.length === 0) return { rows: [], count: 0 };
    phrases.push(docs);
  }
  const titled = titleTable(db.db, s.table);
  const titles = titled === undefined ? null : titleScores(db, titled, t, terms);
  if (titles === undefined) return undefined;
  return rankPhrases(t, phrases, docFilter(db, t, s), sort, want, titles);
}
