import type { BuildContext, BuildResult, DatasetBuilder } from '../dataset-builder.js';
import { readBible } from './bible.js';
import { readCatena } from './catena.js';
import { kjvToDouay } from './resolver-adapter.js';
import { buildResolver, summaScripture } from './summa-scripture.js';
import { FILES, PROVENANCE } from './sources.js';
import { readSumma } from './summa.js';
import type { ArticleCitation } from './summa-doc.js';
import { articleSections } from './summa-doc.js';
import { writeVeritasDatabase } from './write-database.js';

function build(ctx: BuildContext): BuildResult {
  const bible = readBible(ctx);
  const bookNum = new Map(bible.books.map((b) => [b.usfm, b.num]));
  ctx.progress('read Summa', 0, 1);
  const summa = readSumma(ctx);
  ctx.progress('read Catena', 0, 1);
  const catena = readCatena(ctx, kjvToDouay);
  // The Summa <-> Scripture index: every inline Scripture citation of every section, through the resolver.
  const t0 = Date.now();
  const resolver = buildResolver(bible, summa);
  const bookNumByOsis = new Map(bible.books.map((b) => [b.osis, b.num]));
  const citations = new Map<number, ArticleCitation[]>();
  let candidates = 0;
  let resolved = 0;
  const unresolved = new Map<string, number>();
  summa.articles.forEach((a, i) => {
    const list: ArticleCitation[] = [];
    for (const { section, text } of articleSections(a)) {
      const r = summaScripture(resolver, text, bookNumByOsis);
      for (const f of r.found) list.push({ section, ...f });
      candidates += r.candidates;
      resolved += r.candidates - r.missed.length;
      for (const m of r.missed) unresolved.set(m, (unresolved.get(m) ?? 0) + 1);
    }
    citations.set(a.seq, list);
    if (i % 500 === 0) ctx.progress('Summa citations', i, summa.articles.length);
  });
  const citationMs = Date.now() - t0;
  const found = [...citations.values()].reduce((n, l) => n + l.length, 0);
  const unresolvedList = [...unresolved.entries()].sort((x, y) => y[1] - x[1]);
  const info = { summa_unresolved: JSON.stringify(unresolvedList) };
  const archaic = writeVeritasDatabase(ctx.outDir, { bible, summa, citations, catena: catena.quotations, bookNum, info }, (label) => ctx.progress(label, 0, 1));
  const drb = bible.verses.filter((v) => v.drb !== null).length;
  const vulgate = bible.verses.filter((v) => v.vulgate !== null).length;
  return {
    records: {
      books: bible.books.length,
      verses_drb: drb,
      verses_vulgate: vulgate,
      notes: bible.notes.length,
      summa_articles: summa.articles.length,
      summa_questions: summa.questions.length,
      catena_quotations: catena.quotations.length,
    },
    stats: {
      douay_scanning_errors_corrected: bible.corrected,
      douay_psalm_verses_relaid: bible.psalmVersesRelaid,
      vulgate_oe_restored: bible.oeRestored,
      drb_notes_split_from_chapters: bible.notesSplit,
      chapter_summaries: bible.chapters.filter((c) => c.summary).length,
      psalm_titles: bible.chapters.filter((c) => c.psalmTitle).length,
      summa_gaps: summa.gaps.length,
      summa_sections_moved: summa.repairs.moved,
      summa_labels_repaired: summa.repairs.relabelled,
      summa_prologues: summa.prologues.length,
      summa_scripture_citations_indexed: found,
      summa_scripture_candidates: candidates,
      summa_scripture_candidates_resolved: resolved,
      summa_scripture_resolved_share: candidates ? Number((resolved / candidates).toFixed(4)) : 0,
      summa_citation_pass_ms: citationMs,
      catena_remapped_from_kjv: catena.remapped,
      catena_father_corrected: catena.corrected,
      archaic_forms_mapped: archaic.forms,
      archaic_words_replaced: archaic.replaced,
      archaic_candidates_rejected: archaic.rejected.length,
    },
  };
}

/** Veritas: the Douay-Rheims and Clementine Vulgate aligned, the Summa with its Scripture index, the Catena Aurea. */
export const veritasDataset: DatasetBuilder = {
  name: 'veritas',
  title: 'Veritas: Scripture (Douay-Rheims, Vulgate), the Summa Theologiae and the Catena Aurea',
  // 4: the Challoner notes glued to the title of Psalm 119 and the summary of Daniel 13 are notes (bible.ts).
  // 5: the note opening Appendix I of the Supplement belongs to suppl-app1 (summa.ts).
  // 6: the Summa's citations read with Douay names (its "1 Kgs. 16:7" is 1 Samuel 16:7; it was indexed as 1 Kings).
  // 7: the Catena's KJV Mark 4:40 is Douay 4:40 (versification-tables.ts); chapters keep the Vulgate's own verse
  //    count (`vulgate_verses`: the prologues of Sirach and Lamentations are one Latin verse); Habacuc 3's empty
  //    summary is null; the Summa's citations read with the resolver's new forms (`Mt. 4:24 and 17:14`,
  //    `Ps. 34 and 68`, `Is. 10:1 et seqq.` whole; "3 Esdras 4:36" no longer Ezra 4:36).
  // 8: an untitled article of a one-article question (I q.71, q.72) takes the question's title; the two other
  //    untitled articles say `missing: [{what: "title"}]` (summa.ts, summa-doc.ts).
  // 9: the Summa's title column weighs 10 in bm25 (column-weights.ts): the precomputed tops and pairs carry it.
  // 10: the Summa's citations with Roman chapters (`Matth. xv, 11`, `Luc. xii, 18`: 50 of them) are indexed.
  // 11: the Summa's titles also stand alone in `fts_summa_title` (with its postings), whose bm25 is added to an
  //     article's (title-table.ts); the precomputed tops carry it.
  // 12: the English search tables index archaic verb forms as modern ones (`believeth` as `believes`, `saith` as
  //     `says`; archaic-forms.ts), listed in `search_archaic`; `search_stems` gives them the modern form's stem. Mark 16:16 "shall he condemned" is corrected.
  // 13: the Summa's source repaired where its own markup says where text belongs (summa-repairs.ts: I-II q.81 a.5's
  //     title and objection 1, the objection 2 of II-II q.36 a.3 and Suppl. q.55 a.10, were inside other sections),
  //     objection and reply labels `1::` read as their number; an article's `missing` lists its lost objections.
  // 14: the Douay-Rheims Psalms 42, 123, 125, 128 and 135, whose first verse had lost its words (and 42, 125 and 135
  //     stood one verse off the Latin), laid again from the USFM (douay-corrections.ts).
  builderVersion: 14,
  files: Object.values(FILES),
  sources: Object.values(PROVENANCE),
  build,
};
