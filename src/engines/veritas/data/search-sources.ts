import { SUMMA_PARTS, type SummaPart } from '../domain/summa-parts.js';
import type { BookDoc } from './catalogue.js';
import type { CitedPassage } from './citing-hits.js';
import type { Translation } from './read-verses.js';
import type { VeritasDb } from './veritas-db.js';

export type Kind = 'bible' | 'summa' | 'catena';
export const KINDS: readonly Kind[] = ['bible', 'summa', 'catena'];

export interface SearchFilters {
  in: readonly Kind[];
  translations: readonly Translation[];
  book?: BookDoc;
  testament?: 'OT' | 'NT';
  part?: SummaPart;
  father?: string;
}

/** One FTS table to query, with the rowid conditions the filters put on it (naming `<table>.rowid`: title-table.ts joins). */
export interface SearchSource {
  kind: Kind;
  table: 'fts_drb' | 'fts_vulgate' | 'fts_summa' | 'fts_catena';
  translation?: Translation;
  stemmed: boolean;
  where: string;
  args: number[] | string[];
  /** The same conditions for the postings (postings-hits.ts): a rowid range (inclusive), and a Father's quotations. */
  range: [number, number];
  father?: string;
  /** No filter narrows the table: precomputed answers (top-hits.ts) apply. */
  whole: boolean;
  /** The Summa and the Catena for a passage typed as the query: the records citing it (citing-hits.ts), not its words. */
  cites?: CitedPassage;
}

const M = 1_000_000;

/**
 * The tables a search reads and their conditions. A filter that cannot apply to a kind leaves that kind out
 * (`part` searches the Summa only, `father` the Catena only, `book` and `testament` the Bible and the Catena).
 */
export function searchSources(db: VeritasDb, f: SearchFilters): SearchSource[] {
  const out: SearchSource[] = [];
  const bibleOnly = f.book !== undefined || f.testament !== undefined;
  if (f.in.includes('bible') && !f.part && !f.father) {
    let lo = 0;
    let hi = 99 * M;
    if (f.testament) [lo, hi] = f.testament === 'OT' ? [1 * M, 47 * M - 1] : [47 * M, 74 * M - 1];
    if (f.book) [lo, hi] = [Math.max(lo, f.book.num * M), Math.min(hi, f.book.num * M + M - 1)];
    const whole = !f.book && !f.testament;
    for (const t of f.translations) {
      const table = t === 'drb' ? 'fts_drb' : 'fts_vulgate';
      out.push({ kind: 'bible', table, translation: t, stemmed: t === 'drb', where: `${table}.rowid between ? and ?`, args: [lo, hi], range: [lo, hi], whole });
    }
  }
  if (f.in.includes('summa') && !bibleOnly && !f.father) {
    const i = f.part ? SUMMA_PARTS.findIndex((p) => p.id === f.part) : -1;
    const [lo, hi] = i >= 0 ? [i * M, i * M + M - 1] : [0, 99 * M];
    out.push({ kind: 'summa', table: 'fts_summa', stemmed: true, where: 'fts_summa.rowid between ? and ?', args: [lo, hi], range: [lo, hi], whole: i < 0 });
  }
  if (f.in.includes('catena') && !f.part && f.testament !== 'OT' && (!f.book || ['MAT', 'MRK', 'LUK', 'JHN'].includes(f.book.usfm))) {
    const conds: string[] = [];
    const args: Array<number | string> = [];
    let range: [number, number] = [0, 2 ** 31 - 1];
    if (f.book) {
      const r = db.db.prepare('select min(id) as lo, max(id) as hi from catena where start_key between ? and ?').get(f.book.num * M, f.book.num * M + M - 1) as { lo: number | null; hi: number | null };
      conds.push('fts_catena.rowid between ? and ?');
      range = [r.lo ?? 0, r.hi ?? -1];
      args.push(...range);
    }
    if (f.father) {
      conds.push('fts_catena.rowid in (select id from catena where father_slug = ?)');
      args.push(f.father);
    }
    out.push({ kind: 'catena', table: 'fts_catena', stemmed: true, where: conds.join(' and ') || '1', args: args as number[], range, father: f.father, whole: conds.length === 0 });
  }
  return out;
}
