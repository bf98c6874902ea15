import type { BuildContext } from '../dataset-builder.js';

/**
 * Scanning errors of `douay-rheims-challoner/verses.tsv` that its own `verse_fixes.json` does not correct: a single
 * stray letter where the printed Challoner text has a word (checked against the 1899 edition's reading of each
 * verse). Each is applied only where the wrong text is still there; one that is gone (corrected upstream) is
 * reported as a problem, so that the table is pruned deliberately.
 */
export const DOUAY_CORRECTIONS: ReadonlyArray<{ book: string; chapter: number; verse: number; wrong: string; right: string }> = [
  { book: 'NUM', chapter: 3, verse: 39, wrong: 'by their f families', right: 'by their families' },
  { book: 'MRK', chapter: 8, verse: 39, wrong: 'Amen f say to you', right: 'Amen I say to you' },
  { book: 'MRK', chapter: 14, verse: 71, wrong: 'began o curse', right: 'began to curse' },
  { book: 'JHN', chapter: 10, verse: 42, wrong: 'believed n him', right: 'believed in him' },
  // A letter misread (`he` for `be`): Challoner's "shall be condemned".
  { book: 'MRK', chapter: 16, verse: 16, wrong: 'believeth not shall he condemned', right: 'believeth not shall be condemned' },
];

/** The verse text with its correction applied, if the table has one for it; counts what it changed. */
export function correctDouayVerse(ctx: BuildContext, book: string, chapter: number, verse: number, text: string, applied: Set<number>): string {
  const i = DOUAY_CORRECTIONS.findIndex((c) => c.book === book && c.chapter === chapter && c.verse === verse);
  if (i < 0) return text;
  const c = DOUAY_CORRECTIONS[i]!;
  if (!text.includes(c.wrong)) {
    ctx.problem(`douay-corrections: ${book} ${chapter}:${verse} no longer reads "${c.wrong}" (corrected upstream?); drop the correction`);
    return text;
  }
  applied.add(i);
  return text.replace(c.wrong, c.right);
}
