import { openDatasetFile } from '../../../platform/datasets/open-dataset-file.js';
import type { SqliteHandle } from '../../../platform/storage/sqlite-driver.js';

/** The file the refinery's Veritas builder writes (src/refinery/veritas/write-database.ts). */
const FILE = 'veritas.sqlite';

export interface VerseRow {
  key: number;
  drb: string | null;
  vulgate: string | null;
  labels: string | null;
}

export interface NoteRow {
  key: number;
  lemma: string | null;
  text: string;
  source_ref: string;
}

const hasTable = (db: SqliteHandle, name: string) => db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name) !== undefined;
const hasColumn = (db: SqliteHandle, table: string, name: string) => db.prepare('select 1 from pragma_table_info(?) where name = ?').get(table, name) !== undefined;

/** Precomputed frequent one-word searches (refinery/veritas/search-top.ts); absent from datasets built before them. */
export function searchTopStatements(db: SqliteHandle) {
  if (!hasTable(db, 'search_top')) return undefined;
  return {
    top: db.prepare<[string, string], { docs: number; hits: Buffer }>('select docs, hits from search_top where tbl = ? and term = ?'),
    stem: db.prepare<[string], { stem: string }>('select stem from search_stems where word = ?'),
  };
}

/** Postings of the search tables (refinery/veritas/search-postings.ts); absent from datasets built before them. */
export function searchPostingsStatements(db: SqliteHandle) {
  if (!hasTable(db, 'search_postings')) return undefined;
  return {
    docs: db.prepare<[string], { ncol: number; tokens: number; rowids: Buffer; lens: Buffer; pair_min: number }>('select ncol, tokens, rowids, lens, pair_min from search_docs where tbl = ?'),
    term: db.prepare<[string, string], { docs: number; data: Buffer }>('select docs, data from search_postings where tbl = ? and term = ?'),
    /** The record counts of every term from `?2` to `?3` (a prefix and its end), for prefix-breadth.ts. */
    termRange: db.prepare<[string, string, string], { docs: number }>('select docs from search_postings where tbl = ? and term >= ? and term <= ?'),
    pair: db.prepare<[string, string, string], { docs: number; data: Buffer }>('select docs, data from search_pairs where tbl = ? and first = ? and second = ?'),
    fatherIds: db.prepare<[string], { id: number }>('select id from catena where father_slug = ?'),
  };
}

/** The dataset opened read-only, with every fixed statement the engine runs prepared once. */
export function openVeritasDb(dir: string) {
  const db = openDatasetFile(dir, FILE);
  return {
    db,
    books: db.prepare<[], { num: number; doc: string }>('select num, doc from books order by num'),
    // Datasets built before `vulgate_verses` (builder version 7) have one count for both translations.
    chapters: db.prepare<[], { book_num: number; chapter: number; verses: number; vulgate_verses: number; summary: string | null; psalm_title: string | null }>(
      `select book_num, chapter, verses, ${hasColumn(db, 'chapters', 'vulgate_verses') ? 'vulgate_verses' : 'verses as vulgate_verses'}, summary, psalm_title from chapters order by book_num, chapter`,
    ),
    verses: db.prepare<[number, number], VerseRow>('select key, drb, vulgate, labels from verses where key between ? and ? order by key'),
    notes: db.prepare<[number, number], NoteRow>('select key, lemma, text, source_ref from notes where key between ? and ? order by key, seq'),
    summaArticles: db.prepare<[], { seq: number; id: string; part: string; question: number; article: number; objections: number; sed_contra: number; title: string }>(
      'select seq, id, part, question, article, objections, sed_contra, title from summa_articles order by seq',
    ),
    summaArticle: db.prepare<[string, number, number], { seq: number; doc: string }>('select seq, doc from summa_articles where part = ? and question = ? and article = ?'),
    summaQuestion: db.prepare<[string, number], { doc: string }>('select doc from summa_questions where part = ? and question = ?'),
    summaQuestions: db.prepare<[], { part: string; question: number }>('select part, question from summa_questions'),
    summaPrologues: db.prepare<[string], { kind: string; title: string; text: string }>('select kind, title, text from summa_prologues where part = ?'),
    summaGaps: db.prepare<[], { part: string; question: number; article: number; missing: string; note: string }>('select part, question, article, missing, note from summa_gaps'),
    /** Articles citing a verse: citations of the same book that start at or before it and end at or after it. */
    summaCiting: db.prepare<[number, number, number], { seq: number; id: string; part: string; question: number; article: number; title: string; section: string; osis: string; written: string }>(
      'select a.seq, a.id, a.part, a.question, a.article, a.title, c.section, c.osis, c.written from summa_citations c ' +
        'join summa_articles a on a.seq = c.article_seq where c.start_key between ? and ? and c.end_key >= ? order by a.seq, c.section',
    ),
    catenaVerse: db.prepare<[number], { doc: string }>('select c.doc from catena_verses v join catena c on c.id = v.catena_id where v.key = ? order by c.id'),
    catenaChapter: db.prepare<[number, number, number, number], { doc: string }>(
      'select doc from catena where start_key between ? and ? order by id limit ? offset ?',
    ),
    catenaKjvChapter: db.prepare<[number, number, number, number], { doc: string }>(
      'select doc from catena where kjv_start_key between ? and ? order by kjv_start_key, id limit ? offset ?',
    ),
    catenaKjvChapterCount: db.prepare<[number, number], { n: number }>('select count(*) as n from catena where kjv_start_key between ? and ?'),
    catenaChapterCount: db.prepare<[number, number], { n: number }>('select count(*) as n from catena where start_key between ? and ?'),
    summaDoc: db.prepare<[number], { doc: string }>('select doc from summa_articles where seq = ?'),
    catenaDoc: db.prepare<[number], { doc: string }>('select doc from catena where id = ?'),
    info: db.prepare<[string], { value: string }>('select value from info where key = ?'),
    searchTop: searchTopStatements(db),
    searchPostings: searchPostingsStatements(db),
  };
}

export type VeritasDb = ReturnType<typeof openVeritasDb>;
