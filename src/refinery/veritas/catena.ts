import { gunzipSync } from 'node:zlib';
import type { BuildContext } from '../dataset-builder.js';
import { eachJsonLine } from '../devotio/parse-jsonl.js';
import { slugify } from '../../platform/text/fold-text.js';
import type { SourceCatena } from './source-types.js';
import { FILES } from './sources.js';

/** KJV chapter:verse of a Gospel to its Douay/Vulgate verse or span (the resolver's versification map). */
export type KjvToDouay = (usfm: string, chapter: number, verse: number) => { chapter: number; verse: number; toChapter: number; toVerse: number } | undefined;

export interface CatenaQuotation {
  /** The source's own id: its file in the Commentaries Database and the entry's place in it (`…/John 1_1.toml#1`). */
  sourceId: string;
  book: SourceCatena['book'];
  start: { chapter: number; verse: number };
  end: { chapter: number; verse: number };
  kjv: { chapter: number; verse: number; endChapter: number; endVerse: number };
  father: string;
  fatherSlug: string;
  /** Set when the source's attribution was corrected (the name the source gave). */
  sourceFather: string | null;
  text: string;
  sourceUrl: string;
}

/**
 * The source attributes to "Remigius of Rheims" what the Catena cites as "Remig." — Remigius of Auxerre (d. c. 908),
 * the Carolingian commentator on Matthew, not the bishop who baptised Clovis (d. 533). Corrected here; the source's
 * own name is kept on the record.
 */
const FATHER_CORRECTIONS: Record<string, string> = { 'Remigius of Rheims': 'Remigius of Auxerre' };

export function readCatena(ctx: BuildContext, toDouay: KjvToDouay): { quotations: CatenaQuotation[]; remapped: number; corrected: number } {
  const seen = new Map<string, number>();
  const quotations: CatenaQuotation[] = [];
  let remapped = 0;
  let corrected = 0;
  eachJsonLine(ctx, FILES.catena, gunzipSync(ctx.file(FILES.catena)).toString('utf8'), (row, line) => {
    const r = row as SourceCatena;
    if (!['MAT', 'MRK', 'LUK', 'JHN'].includes(r.book) || typeof r.text !== 'string' || typeof r.father !== 'string') {
      ctx.problem(`${FILES.catena}:${line}: not a Gospel quotation with father and text; skipped`);
      return;
    }
    const n = (seen.get(r.hcf_path) ?? 0) + 1;
    seen.set(r.hcf_path, n);
    const first = toDouay(r.book, r.chapter, r.verse);
    const last = toDouay(r.book, r.end_chapter, r.end_verse);
    if (!first || !last) {
      ctx.problem(`${FILES.catena}:${line}: ${r.book} ${r.chapter}:${r.verse}-${r.end_chapter}:${r.end_verse} (KJV) has no Douay counterpart; kept as numbered`);
    }
    const start = first ? { chapter: first.chapter, verse: first.verse } : { chapter: r.chapter, verse: r.verse };
    const end = last ? { chapter: last.toChapter, verse: last.toVerse } : { chapter: r.end_chapter, verse: r.end_verse };
    if (start.chapter !== r.chapter || start.verse !== r.verse || end.chapter !== r.end_chapter || end.verse !== r.end_verse) remapped++;
    const father = FATHER_CORRECTIONS[r.father] ?? r.father;
    if (father !== r.father) corrected++;
    quotations.push({
      sourceId: `${r.hcf_path}#${n}`,
      book: r.book,
      start,
      end,
      kjv: { chapter: r.chapter, verse: r.verse, endChapter: r.end_chapter, endVerse: r.end_verse },
      father,
      fatherSlug: slugify(father),
      sourceFather: father === r.father ? null : r.father,
      text: r.text,
      sourceUrl: r.source_url,
    });
  });
  return { quotations, remapped, corrected };
}
