import { z } from 'zod';
import { defineOperation } from '../../../platform/operations/define.js';
import { PageFields, Paging, pageOf } from '../../../platform/operations/paging.js';
import { pageScope } from '../../../platform/security/cursor.js';
import { verseKey } from '../../../refinery/veritas/verse-key.js';
import { catenaOut } from '../data/catena-docs.js';
import { type VerseOut, readVerses } from '../data/read-verses.js';
import { DEUTEROCANONICAL_PARTS } from '../domain/greek-additions.js';
import type { VeritasDataset } from '../data/veritas-dataset.js';
import { chapterPath, noSuchVerse, translationParam } from './bible-params.js';
import { NumberedPlace, ServedRun, chapterRuns, numberedPlace, verseRuns } from './numbered-path.js';
import { runsOsis } from '../domain/numbered-runs.js';
import { ReadingOptions } from './resolve.js';
import { BookRef, BookSchema, CatenaQuotationSchema, NoteSchema, PathNumber, Provenance, SummaRefSchema, VerseSchema, provenanceOf } from './schemas.js';

const TRANSLATIONS = [
  { id: 'drb', name: 'Douay-Rheims Bible, Challoner revision (1749-52)', language: 'en', source: 'drb' as const, notes: true },
  { id: 'vulgate', name: 'Biblia Sacra Vulgata, Clementine edition', language: 'la', source: 'vulgate' as const, notes: false },
];

const Cached = { etag: true, maxAgeS: 86_400, shared: true } as const;
const TranslationPath = z.string().min(1).max(40).describe('drb (Douay-Rheims) or vulgate (Clementine Vulgate)');
const BookPath = z.string().min(1).max(60).describe('OSIS id (John, 1Kgs), USFM code (JHN) or a name');

/** Where a section stands in an article: the objections, sed contra, respondeo, then the replies, each by number. */
function sectionRank(section: string): number {
  const m = /^(objection|reply) (\d+)$/.exec(section);
  if (m) return (m[1] === 'objection' ? 0 : 3000) + Number(m[2]);
  return section === 'sed contra' ? 1000 : section === 'respondeo' ? 2000 : 4000;
}

/**
 * The articles citing a verse in the Summa's order, and within an article in the order of its sections (the query
 * sorts by the section's text, which put `objection 10` before `objection 9` and the replies before the sed contra).
 */
const inArticleOrder = (a: { seq: number; section: string }, b: { seq: number; section: string }) => a.seq - b.seq || sectionRank(a.section) - sectionRank(b.section);

const NumberingOut = z.enum(['vulgate', 'hebrew', 'kjv']).describe('how the path\'s chapter and verse were read: the numbering parameter (vulgate by default)');
const NamingOut = z.enum(['modern', 'douay']).describe('how the book name was read: the naming parameter (modern by default; an OSIS id or USFM code is one book either way)');

const hasText = (v: VerseOut): v is VerseOut & { text: string } => v.text !== null;

export function bibleOperations(data: VeritasDataset) {
  const translations = defineOperation({
    id: 'veritas.bible.translations',
    problems: ['invalid_cursor', 'dataset_missing'],
    summary: 'Bible translations served',
    method: 'GET',
    path: '/bible/translations',
    query: z.object(Paging),
    output: z.object({
      items: z.array(z.object({ id: z.string(), name: z.string(), language: z.string(), books: z.number().int(), verses: z.number().int(), notes: z.boolean(), provenance: Provenance })),
      ...PageFields,
      dataset_version: z.string(),
    }),
    cache: Cached,
    mcp: false,
    handler: ({ query }) => {
      const d = data.need();
      // The import's own counts (meta.json), not a scan of the verses.
      const counts = { drb: d.meta.records.verses_drb ?? 0, vulgate: d.meta.records.verses_vulgate ?? 0 };
      const { items, total, next_cursor } = pageOf(TRANSLATIONS, query, d.version, pageScope({ _list: 'veritas.bible.translations' }));
      return {
        items: items.map((t) => ({ id: t.id, name: t.name, language: t.language, books: d.value.catalogue.books.length, verses: counts[t.source], notes: t.notes, provenance: provenanceOf(t.source) })),
        total,
        next_cursor,
        dataset_version: d.version,
      };
    },
  });

  const books = defineOperation({
    id: 'veritas.bible.books',
    problems: ['unknown_translation', 'invalid_cursor', 'dataset_missing'],
    summary: 'The 73 books with names, codes and verse counts (paged: limit=100 gives them all)',
    description: "Books in Vulgate/Douay order: USFM code, OSIS id, Douay, modern and Latin names, testament, deuterocanonical (the book as a whole) and its deuterocanonical parts (Esther's and Daniel's Greek passages), chapters and the translation's verses per chapter. Paged like every list (20 by default): `limit=100` answers all 73 in one page.",
    method: 'GET',
    path: '/bible/{translation}/books',
    params: z.object({ translation: TranslationPath }),
    query: z.object(Paging),
    output: z.object({ translation: z.string(), items: z.array(BookSchema), ...PageFields, provenance: Provenance, dataset_version: z.string() }),
    cache: Cached,
    mcp: false,
    handler: ({ params, query }) => {
      const t = translationParam(params.translation);
      const d = data.need();
      const cat = d.value.catalogue;
      const page = pageOf(cat.books, query, d.version, pageScope({ _list: 'veritas.bible.books', translation: t }));
      const items = page.items.map((b) => {
        // The translation's own counts: the Vulgate has the prologues of Sirach and Lamentations as one verse each,
        // where the Douay-Rheims has five and three (the books said 1597 and 157 verses in the Vulgate too).
        const verseCounts = Array.from({ length: b.chapters }, (_, i) => cat.translationVerses(b.num, i + 1, t));
        const prologue = b.has_prologue_chapter0 ? cat.translationVerses(b.num, 0, t) : null;
        return {
          order: b.num,
          osis: b.osis,
          usfm: b.usfm,
          names: { douay: b.name_douay, modern: b.name_modern, latin: b.name_vulgate },
          // Datasets built before the import filled the missing title of 1 Thessalonians hold null there.
          title: b.title ?? b.name_douay,
          testament: b.testament,
          deuterocanonical: b.deuterocanonical,
          deuterocanonical_parts: [...(DEUTEROCANONICAL_PARTS[b.osis] ?? [])],
          chapters: b.chapters,
          has_prologue: b.has_prologue_chapter0,
          verse_counts: verseCounts,
          prologue_verses: prologue,
          verses: verseCounts.reduce((n, v) => n + v, prologue ?? 0),
          intro: t === 'drb' ? (b.intro ?? null) : null,
        };
      });
      return { translation: t, items, total: page.total, next_cursor: page.next_cursor, provenance: provenanceOf(t), dataset_version: d.version };
    },
  });

  const chapter = defineOperation({
    id: 'veritas.bible.chapter',
    problems: ['unknown_translation', 'unknown_book', 'chapter_not_found', 'dataset_missing'],
    summary: 'One chapter: verses, notes, summary, psalm title',
    description:
      "A chapter of the Douay-Rheims (with Challoner's notes, chapter summary and psalm title) or of the Clementine Vulgate. Chapter 0 is the prologue of Sirach and Lamentations. " +
      'The chapter is numbered as the Vulgate numbers it unless numbering=hebrew or kjv says otherwise (Psalm 23 with numbering=hebrew is the Douay Psalm 22; Hebrew Psalm 116 is Douay 114 and 115); the verses are always in Vulgate numbering, `served` says which, and each verse carries `numbered`, its place in the numbering asked. naming=douay reads "1 Kings" as 1 Samuel.',
    method: 'GET',
    path: '/bible/{translation}/{book}/{chapter}',
    params: z.object({ translation: TranslationPath, book: BookPath, chapter: PathNumber.describe('chapter number (0: prologue), in the numbering of `numbering`') }),
    query: z.object(ReadingOptions),
    output: z.object({
      translation: z.string(),
      book: BookRef,
      chapter: z.number().int().describe('the chapter as the path numbers it (in `numbering`)'),
      numbering: NumberingOut,
      naming: NamingOut,
      osis: z.string().describe('what was served, Douay/Vulgate numbering: Ps.22, or Ps.9.22-Ps.9.39 for Hebrew Psalm 10, Ps.114,Ps.115 for Hebrew Psalm 116'),
      served: z.array(ServedRun.extend({ summary: z.string().nullable(), psalm_title: z.string().nullable() })).describe('the Douay/Vulgate verses served, chapter by chapter, with each chapter\'s summary and psalm title where its run opens the chapter (Douay-Rheims)'),
      summary: z.string().nullable().describe("Challoner's chapter summary (Douay-Rheims) of the first chapter served, if served from its start"),
      psalm_title: z.string().nullable(),
      book_intro: z.string().nullable().describe("Challoner's introduction to the book, with the first chapter"),
      verses: z.array(VerseSchema.extend({ chapter: z.number().int().describe('Douay/Vulgate chapter'), numbered: NumberedPlace.optional() })),
      provenance: Provenance,
      dataset_version: z.string(),
    }),
    cache: Cached,
    mcp: false,
    handler: ({ params, query }) => {
      const { t, d, book, ref } = chapterPath(data, params, query.naming);
      const cat = d.value.catalogue;
      const numbering = query.numbering ?? 'vulgate';
      const runs = chapterRuns(cat, book, params.chapter, numbering);
      const served = runs.map((r) => {
        const info = r.from === 1 && t === 'drb' ? cat.chapter(book.num, r.chapter) : undefined;
        return { ...r, summary: info?.summary ?? null, psalm_title: info?.psalmTitle ?? null };
      });
      // The translation's own verses, as the books list counts them: the Vulgate's prologue of Sirach is one verse,
      // not the Douay's five with four empty.
      const verses = runs.flatMap((r) =>
        readVerses(d.value, book, verseKey(book.num, r.chapter, r.from), verseKey(book.num, r.chapter, r.to), t)
          .filter(hasText)
          .map((v) => {
            const numbered = numberedPlace(book, r.chapter, v.verse, numbering);
            return { ...v, chapter: r.chapter, ...(numbered ? { numbered } : {}) };
          }),
      );
      const first = runs[0]!;
      return {
        translation: t,
        book: ref,
        chapter: params.chapter,
        numbering,
        naming: query.naming ?? 'modern',
        osis: runsOsis(book.osis, runs, cat, true),
        served,
        summary: served[0]!.summary,
        psalm_title: served[0]!.psalm_title,
        book_intro: t === 'drb' && first.from === 1 && first.chapter === (book.has_prologue_chapter0 ? 0 : 1) ? (book.intro ?? null) : null,
        verses,
        provenance: provenanceOf(t),
        dataset_version: d.version,
      };
    },
  });

  const verse = defineOperation({
    id: 'veritas.bible.verse',
    problems: ['unknown_translation', 'unknown_book', 'chapter_not_found', 'verse_not_found', 'dataset_missing'],
    summary: 'One verse with its notes, Catena quotations and the Summa articles citing it',
    description:
      'A verse numbered as the Vulgate numbers it unless numbering=hebrew or kjv says otherwise (Psalm 23:1 with numbering=hebrew is the Douay Psalm 22:1). ' +
      'A verse that the Vulgate divides in two (Hebrew Psalm 11:1 is Vulgate 10:1-2, KJV John 6:51 is Douay 6:51-52) is served whole: its text is both, `served` and `osis` say which. naming=douay reads "1 Kings" as 1 Samuel.',
    method: 'GET',
    path: '/bible/{translation}/{book}/{chapter}/{verse}',
    params: z.object({ translation: TranslationPath, book: BookPath, chapter: PathNumber.describe('chapter number (0: prologue), in the numbering of `numbering`'), verse: PathNumber.describe('verse number, in the numbering of `numbering`') }),
    query: z.object(ReadingOptions),
    output: z.object({
      translation: z.string(),
      book: BookRef,
      chapter: z.number().int().describe('the chapter as the path numbers it (in `numbering`)'),
      verse: z.number().int().describe('the verse as the path numbers it (in `numbering`)'),
      numbering: NumberingOut,
      naming: NamingOut,
      osis: z.string().describe('the verse or verses served, Douay/Vulgate numbering (John.6.51-John.6.52 for KJV John 6:51)'),
      served: z.array(ServedRun).describe('the Douay/Vulgate verses served'),
      text: z.string().describe('the verse; the verses served, joined by a space, where the Vulgate divides the verse asked'),
      notes: z.array(NoteSchema).describe("Challoner's notes on the verse (Douay-Rheims; none for the Vulgate)"),
      catena: z.array(CatenaQuotationSchema).describe('Catena Aurea quotations on this verse (Gospels)'),
      summa: z.array(SummaRefSchema).describe('Summa articles that cite this verse'),
      provenance: Provenance,
      dataset_version: z.string(),
    }),
    cache: Cached,
    mcp: false,
    handler: ({ params, query }) => {
      const { t, d, book, ref } = chapterPath(data, params, query.naming);
      const numbering = query.numbering ?? 'vulgate';
      const runs = verseRuns(d.value.catalogue, book, params.chapter, params.verse, numbering);
      const from = verseKey(book.num, runs[0]!.chapter, runs[0]!.from);
      const last = runs[runs.length - 1]!;
      const to = verseKey(book.num, last.chapter, last.to);
      const keys = runs.flatMap((r) => Array.from({ length: r.to - r.from + 1 }, (_, i) => verseKey(book.num, r.chapter, r.from + i)));
      const douay = keys.map((key) => readVerses(d.value, book, key, key, 'drb')[0]);
      const texts = keys.map((key, i) => (t === 'drb' ? (douay[i]?.text ?? null) : d.value.texts.text(key, 'vulgate')));
      // A Douay verse the Latin does not divide out (the later verses of the prologues) is not a Vulgate verse.
      if (texts.every((x) => x === null)) throw noSuchVerse(d.value.catalogue, book, params.chapter, params.verse, t);
      const seen = new Set<number>();
      const catena = keys
        .flatMap((key) => d.value.db.catenaVerse.all(key).map((r) => catenaOut(r.doc)))
        .filter((q) => !seen.has(q.id) && seen.add(q.id));
      const summa = d.value.db.summaCiting.all(verseKey(book.num, 0, 0), to, from).sort(inArticleOrder).map(({ seq: _seq, ...ref }) => ref);
      return {
        translation: t,
        book: ref,
        chapter: params.chapter,
        verse: params.verse,
        numbering,
        naming: query.naming ?? 'modern',
        osis: runsOsis(book.osis, runs, d.value.catalogue, false),
        served: runs,
        text: texts.filter((x) => x !== null).join(' '),
        // Challoner's notes belong to the Douay-Rheims, as in the chapter: a Vulgate verse lists none (it listed
        // them under the Vulgate's provenance alone).
        notes: t === 'drb' ? douay.flatMap((v) => v?.notes ?? []) : [],
        catena,
        summa,
        provenance: provenanceOf(t, ...(catena.length ? (['catena'] as const) : []), ...(summa.length ? (['summa'] as const) : [])),
        dataset_version: d.version,
      };
    },
  });

  return { translations, books, chapter, verse };
}
