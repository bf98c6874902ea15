import { z } from 'zod';
import { defineOperation } from '../../../platform/operations/define.js';
import { PageFields, Paging, pageOf } from '../../../platform/operations/paging.js';
import { pageScope } from '../../../platform/security/cursor.js';
import { chapterEnd, chapterStart, verseKey } from '../../../refinery/veritas/verse-key.js';
import { catenaOut } from '../data/catena-docs.js';
import { type VerseOut, readVerses } from '../data/read-verses.js';
import { DEUTEROCANONICAL_PARTS } from '../domain/greek-additions.js';
import type { VeritasDataset } from '../data/veritas-dataset.js';
import { chapterPath, noSuchVerse, translationParam, verseParam } from './bible-params.js';
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
    description: "A chapter of the Douay-Rheims (with Challoner's notes, chapter summary and psalm title) or of the Clementine Vulgate. Chapter 0 is the prologue of Sirach and Lamentations. Psalms in Vulgate numbering.",
    method: 'GET',
    path: '/bible/{translation}/{book}/{chapter}',
    params: z.object({ translation: TranslationPath, book: BookPath, chapter: PathNumber.describe('chapter number (0: prologue)') }),
    output: z.object({
      translation: z.string(),
      book: BookRef,
      chapter: z.number().int(),
      osis: z.string(),
      summary: z.string().nullable().describe("Challoner's chapter summary (Douay-Rheims)"),
      psalm_title: z.string().nullable(),
      book_intro: z.string().nullable().describe("Challoner's introduction to the book, with the first chapter"),
      verses: z.array(VerseSchema),
      provenance: Provenance,
      dataset_version: z.string(),
    }),
    cache: Cached,
    mcp: false,
    handler: ({ params }) => {
      const { t, d, book, ref } = chapterPath(data, params);
      const info = d.value.catalogue.chapter(book.num, params.chapter)!;
      // The translation's own verses, as the books list counts them: the Vulgate's prologue of Sirach is one verse,
      // not the Douay's five with four empty.
      const verses = readVerses(d.value, book, chapterStart(book.num, params.chapter), chapterEnd(book.num, params.chapter), t).filter(hasText);
      return {
        translation: t,
        book: ref,
        chapter: params.chapter,
        osis: `${book.osis}.${params.chapter}`,
        summary: t === 'drb' ? info.summary : null,
        psalm_title: t === 'drb' ? info.psalmTitle : null,
        book_intro: t === 'drb' && params.chapter === (book.has_prologue_chapter0 ? 0 : 1) ? (book.intro ?? null) : null,
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
    method: 'GET',
    path: '/bible/{translation}/{book}/{chapter}/{verse}',
    params: z.object({ translation: TranslationPath, book: BookPath, chapter: PathNumber.describe('chapter number (0: prologue)'), verse: PathNumber.describe('verse number') }),
    output: z.object({
      translation: z.string(),
      book: BookRef,
      chapter: z.number().int(),
      verse: z.number().int(),
      osis: z.string(),
      text: z.string(),
      notes: z.array(NoteSchema).describe("Challoner's notes on the verse (Douay-Rheims; none for the Vulgate)"),
      catena: z.array(CatenaQuotationSchema).describe('Catena Aurea quotations on this verse (Gospels)'),
      summa: z.array(SummaRefSchema).describe('Summa articles that cite this verse'),
      provenance: Provenance,
      dataset_version: z.string(),
    }),
    cache: Cached,
    mcp: false,
    handler: ({ params }) => {
      const { t, d, book, ref } = chapterPath(data, params);
      verseParam(d.value.catalogue, book, params.chapter, params.verse);
      const key = verseKey(book.num, params.chapter, params.verse);
      const [v] = readVerses(d.value, book, key, key, 'drb');
      const text = t === 'drb' ? v!.text : d.value.texts.text(key, 'vulgate');
      // A Douay verse the Latin does not divide out (the later verses of the prologues) is not a Vulgate verse.
      if (text === null) throw noSuchVerse(d.value.catalogue, book, params.chapter, params.verse, t);
      const catena = d.value.db.catenaVerse.all(key).map((r) => catenaOut(r.doc));
      const summa = d.value.db.summaCiting.all(verseKey(book.num, 0, 0), key, key).sort(inArticleOrder).map(({ seq: _seq, ...ref }) => ref);
      return {
        translation: t,
        book: ref,
        chapter: params.chapter,
        verse: params.verse,
        osis: `${book.osis}.${params.chapter}.${params.verse}`,
        text,
        // Challoner's notes belong to the Douay-Rheims, as in the chapter: a Vulgate verse lists none (it listed
        // them under the Vulgate's provenance alone).
        notes: t === 'drb' ? (v?.notes ?? []) : [],
        catena,
        summa,
        provenance: provenanceOf(t, ...(catena.length ? (['catena'] as const) : []), ...(summa.length ? (['summa'] as const) : [])),
        dataset_version: d.version,
      };
    },
  });

  return { translations, books, chapter, verse };
}
