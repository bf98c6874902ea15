import { z } from 'zod';
import { problem } from '../../../platform/errors/index.js';
import { defineOperation } from '../../../platform/operations/define.js';
import { kjvToDouay } from '../../../refinery/veritas/resolver-adapter.js';
import { chapterEnd, chapterStart, verseKey } from '../../../refinery/veritas/verse-key.js';
import type { BookDoc, Catalogue } from '../data/catalogue.js';
import { catenaOut } from '../data/catena-docs.js';
import { verseCountIn } from '../domain/versification.js';
import type { VeritasDataset, VeritasStore } from '../data/veritas-dataset.js';
import { openDatasetOffset, pageScope, sealDatasetOffset } from '../../../platform/security/cursor.js';
import { additionNamed, chapterParam, findBook, verseParam } from './bible-params.js';
import { CatenaQuotationSchema, Paging, PathNumber, Provenance, provenanceOf } from './schemas.js';

const CatenaChapter = PathNumber.describe('chapter of the Gospel (Douay numbering, or KJV with numbering=kjv)');

/** Offset pagination scans at most this far into a result (deeper pages are refused as invalid cursors). */
const MAX_OFFSET = 100_000;

/** The USFM codes of the four Gospels, the books the Catena Aurea covers. */
const GOSPEL_BOOKS = new Set(['MAT', 'MRK', 'LUK', 'JHN']);

const Numbering = z.enum(['douay', 'vulgate', 'kjv']).default('douay').describe('how the path numbers chapter and verse: douay (= vulgate, default) or kjv, as the source and most English Bibles do (Mark 9:1 KJV is Douay 8:39)');

/**
 * The Gospel a path names, in any way the Bible paths name a book (`john`, `jn`, `JHN`, `Joannes`, `Io`, `Jo.`), so
 * that a name a client uses for `bible/{translation}/{book}` works here too.
 */
function gospelParam(store: VeritasStore, value: string): BookDoc {
  const book = additionNamed(value) ? undefined : findBook(store, value);
  if (book && GOSPEL_BOOKS.has(book.usfm)) return book;
  // `Rom` is Romans; `Romans` needs no gloss (it read "'Romans' is not a Gospel ('Romans' is Romans)").
  const named = book && book.name_modern.toLowerCase() !== value.trim().toLowerCase() ? ` ('${value}' is ${book.name_modern})` : '';
  throw problem('not_a_gospel', `path.gospel: '${value}' is not a Gospel${named}; the Catena Aurea covers matthew, mark, luke and john`, { errors: [{ field: 'path.gospel', message: 'expected matthew, mark, luke or john' }] });
}

/**
 * A KJV-numbered place is checked against the KJV's own counts, so the answer names the range the caller's
 * numbering has ("John 6 has 71 verses in the KJV numbering"), not the Douay one it would be mapped onto.
 */
function kjvVerseParam(cat: Catalogue, book: BookDoc, chapter: number, verse: number): void {
  chapterParam(cat, book, chapter);
  const n = verseCountIn(book.osis, chapter, 'kjv', cat);
  if (verse >= 1 && verse <= n) return;
  throw problem('verse_not_found', `path.verse: ${book.name_modern} ${chapter} has ${n} verses in the KJV numbering; there is no verse ${verse}`, {
    errors: [{ field: 'path.verse', message: `expected 1 to ${n}` }],
    extra: { book: book.osis, chapter, verses: n, numbering: 'kjv' },
  });
}

/** Where a KJV chapter begins in Douay numbering: a chapter and no verse, or the verse inside an earlier chapter. */
function kjvChapterStart(usfm: string, chapter: number): { chapter: number; verse: number | null } {
  const start = kjvToDouay(usfm, chapter, 1);
  if (!start) return { chapter, verse: null };
  return { chapter: start.chapter, verse: start.chapter === chapter && start.verse === 1 ? null : start.verse };
}

const Output = z.object({
  gospel: z.string().describe('OSIS id of the Gospel'),
  chapter: z.number().int(),
  verse: z.number().int().nullable(),
  numbering: z.string(),
  douay: z
    .object({ chapter: z.number().int(), verse: z.number().int().nullable() })
    .describe('the place asked for, in Douay numbering; for a chapter asked in KJV numbering, where it begins (KJV Mark 9 begins at Douay 8:39; verse null when at the start of a Douay chapter)'),
  items: z.array(CatenaQuotationSchema),
  total: z.number().int(),
  next_cursor: z.string().nullable(),
  provenance: Provenance,
  dataset_version: z.string(),
});

export function catenaOperations(data: VeritasDataset) {
  const chapter = defineOperation({
    id: 'veritas.catena.chapter',
    problems: ['not_a_gospel', 'chapter_not_found', 'invalid_cursor', 'dataset_missing'],
    summary: 'Catena Aurea quotations on a chapter of a Gospel',
    method: 'GET',
    path: '/catena/{gospel}/{chapter}',
    params: z.object({ gospel: z.string().min(1).max(20).describe('matthew, mark, luke, john'), chapter: CatenaChapter }),
    query: z.object({ numbering: Numbering, ...Paging }),
    output: Output,
    cache: { etag: true, maxAgeS: 86_400, shared: true },
    mcp: false,
    handler: ({ params, query }) => {
      const d = data.need();
      const cat = d.value.catalogue;
      const book = gospelParam(d.value, params.gospel);
      const kjv = query.numbering === 'kjv';
      // The Gospels have the same chapters in both numberings: the path's chapter is checked as it stands.
      chapterParam(cat, book, params.chapter);
      const from = chapterStart(book.num, params.chapter);
      const to = chapterEnd(book.num, params.chapter);
      const scope = pageScope({ _list: 'veritas.catena' }, params, query);
      const offset = openDatasetOffset(query.cursor, d.version, scope, MAX_OFFSET);
      const rows = kjv ? d.value.db.catenaKjvChapter.all(from, to, query.limit, offset) : d.value.db.catenaChapter.all(from, to, query.limit, offset);
      const total = (kjv ? d.value.db.catenaKjvChapterCount.get(from, to) : d.value.db.catenaChapterCount.get(from, to))!.n;
      const next = offset + rows.length < total ? sealDatasetOffset(offset + rows.length, d.version, scope) : null;
      return {
        gospel: book.osis,
        chapter: params.chapter,
        verse: null,
        numbering: kjv ? 'kjv' : 'douay',
        douay: kjv ? kjvChapterStart(book.usfm, params.chapter) : { chapter: params.chapter, verse: null },
        items: rows.map((r) => catenaOut(r.doc)),
        total,
        next_cursor: next,
        provenance: provenanceOf('catena'),
        dataset_version: d.version,
      };
    },
  });

  const verse = defineOperation({
    id: 'veritas.catena.verse',
    problems: ['not_a_gospel', 'chapter_not_found', 'verse_not_found', 'dataset_missing'],
    summary: 'Catena Aurea: what the Fathers say on a Gospel verse',
    description:
      'The patristic quotations St Thomas gathered in the Catena Aurea (Newman translation) on one verse of Matthew, Mark, Luke or John: Augustine, Chrysostom, Jerome, Bede and others. ' +
      'Use it when asked how the Church Fathers interpreted a Gospel verse. Douay numbering by default; numbering=kjv for KJV-numbered references.',
    method: 'GET',
    path: '/catena/{gospel}/{chapter}/{verse}',
    params: z.object({ gospel: z.string().min(1).max(20).describe('matthew, mark, luke, john'), chapter: CatenaChapter, verse: PathNumber.describe('verse number (Douay, or KJV with numbering=kjv)') }),
    query: z.object({ numbering: Numbering }),
    output: Output,
    cache: { etag: true, maxAgeS: 86_400, shared: true },
    mcp: { name: 'catena_for_verse', title: 'Catena Aurea on a Gospel verse' },
    handler: ({ params, query }) => {
      const d = data.need();
      const cat = d.value.catalogue;
      const book = gospelParam(d.value, params.gospel);
      const kjv = query.numbering === 'kjv';
      if (kjv) kjvVerseParam(cat, book, params.chapter, params.verse);
      const span = kjv ? kjvToDouay(book.usfm, params.chapter, params.verse) : undefined;
      if (kjv && !span) throw problem('verse_not_found', `path.verse: ${book.name_modern} ${params.chapter}:${params.verse} (KJV numbering) has no counterpart in the Douay text`, { errors: [{ field: 'path.verse', message: 'no Douay counterpart' }] });
      const place = span ? { chapter: span.chapter, verse: span.verse } : { chapter: params.chapter, verse: params.verse };
      chapterParam(cat, book, place.chapter);
      verseParam(cat, book, place.chapter, place.verse);
      const items = d.value.db.catenaVerse.all(verseKey(book.num, place.chapter, place.verse)).map((r) => catenaOut(r.doc));
      return {
        gospel: book.osis,
        chapter: params.chapter,
        verse: params.verse,
        numbering: kjv ? 'kjv' : 'douay',
        douay: place,
        items,
        total: items.length,
        next_cursor: null,
        provenance: provenanceOf('catena'),
        dataset_version: d.version,
      };
    },
  });
  return { chapter, verse };
}
