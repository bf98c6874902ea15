import { bookByOsis } from '../../engines/veritas/domain/books.js';
import type { BuildContext } from '../dataset-builder.js';
import type { CanonicalRange } from './renumber.js';

/** The Douay-Rheims verses the Veritas dataset is built from: every citation must land on them. */
export const DRB_VERSES = 'douay-rheims-challoner/verses.tsv';

/** Verses per chapter of the Douay-Rheims (`PSA 50` → 21), read from the staged verse file. */
export function douayChapters(ctx: BuildContext): Map<string, number> {
  const counts = new Map<string, number>();
  const lines = ctx.text(DRB_VERSES).split('\n');
  for (let i = 1; i < lines.length; i++) {
    const [book, , chapter, verse] = lines[i]!.split('\t');
    if (!book || !verse) continue;
    const key = `${book} ${chapter}`;
    counts.set(key, Math.max(counts.get(key) ?? 0, Number(verse)));
  }
  return counts;
}

/** Why a range resolves to no verse of the Douay-Rheims, or undefined when every verse of it exists. */
export function missingVerse(counts: ReadonlyMap<string, number>, r: CanonicalRange): string | undefined {
  const book = bookByOsis(r.osis);
  if (!book) return `book ${r.osis} is not in the canon`;
  for (const p of [r.from, r.to]) {
    const n = counts.get(`${book.usfm} ${p.chapter}`) ?? 0;
    if (p.verse < 1 || p.verse > n) return `${r.osis} ${p.chapter}:${p.verse} is not a verse of the Douay-Rheims (${n ? `chapter ${p.chapter} has ${n}` : 'no such chapter'})`;
  }
  if (r.to.chapter < r.from.chapter || (r.to.chapter === r.from.chapter && r.to.verse < r.from.verse)) return `${r.osis} ${r.from.chapter}:${r.from.verse}-${r.to.chapter}:${r.to.verse} runs backwards`;
  return undefined;
}
