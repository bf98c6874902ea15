import { bookByOsis, bookByUsfm } from '../domain/books.js';
import type { SummaGap, SummaOutline, Versification } from '../domain/ports.js';
import type { SummaPart } from '../domain/summa-parts.js';
import type { VeritasDb } from './veritas-db.js';

/** A book as `books.json` describes it (the refinery stores it whole; its source row adds `vulsearch_abbr`). */
export interface BookDoc {
  num: number;
  usfm: string;
  osis: string;
  name_douay: string;
  name_modern: string;
  name_vulgate: string;
  testament: 'OT' | 'NT';
  deuterocanonical: boolean;
  title: string;
  chapters: number;
  has_prologue_chapter0: boolean;
  verses: number;
  intro?: string | null;
}

/** The rows a catalogue is made of: the dataset's tables, or the refinery's content before they are written. */
export interface CatalogueRows {
  books: BookDoc[];
  /** `verses`: the aligned chapter's last verse (the Douay-Rheims'); `vulgate_verses`: the Vulgate's own count, if it differs. */
  chapters: Array<{ book_num: number; chapter: number; verses: number; vulgate_verses?: number; summary: string | null; psalm_title: string | null }>;
  questions: Array<{ part: string; question: number }>;
  articles: Array<{ id: string; part: string; question: number; article: number; objections: number; sed_contra: number; title: string }>;
  gaps: Array<{ part: string; question: number; article: number; missing: string; note: string }>;
}

export interface ChapterInfo {
  /** Verse numbers of the aligned chapter (the Douay-Rheims has them all). */
  verses: number;
  /** How many of them the Vulgate has: 1 in the prologues of Sirach and Lamentations (5 and 3 in the Douay). */
  vulgateVerses: number;
  summary: string | null;
  psalmTitle: string | null;
}

/**
 * What every request needs to know about the shape of the dataset, read once when a version is opened: books,
 * chapters and their verse counts, the outline of the Summa. It implements the resolver's ports (domain/ports.ts),
 * so limits ("John has 21 chapters") come from the data.
 */
export class Catalogue implements Versification, SummaOutline {
  readonly books: BookDoc[];
  private readonly byOsis = new Map<string, BookDoc>();
  private readonly byNum = new Map<number, BookDoc>();
  private readonly chapterMap = new Map<number, ChapterInfo>();
  private readonly questions = new Map<string, number>();
  private readonly articles = new Map<string, { objections: number; sedContra: boolean; title: string; id: string }>();
  private readonly articleCounts = new Map<string, number>();
  private readonly gaps = new Map<string, SummaGap>();

  /** From the tables of an open dataset. */
  static fromDb(db: VeritasDb): Catalogue {
    return new Catalogue({
      books: db.books.all().map((r) => JSON.parse(r.doc) as BookDoc),
      chapters: db.chapters.all(),
      questions: db.summaQuestions.all(),
      articles: db.summaArticles.all(),
      gaps: db.summaGaps.all(),
    });
  }

  constructor(rows: CatalogueRows) {
    this.books = rows.books;
    for (const b of this.books) this.byOsis.set(b.osis, b), this.byNum.set(b.num, b);
    for (const c of rows.chapters) this.chapterMap.set(c.book_num * 1000 + c.chapter, { verses: c.verses, vulgateVerses: c.vulgate_verses ?? c.verses, summary: c.summary, psalmTitle: c.psalm_title });
    for (const q of rows.questions) this.questions.set(q.part, Math.max(this.questions.get(q.part) ?? 0, q.question));
    for (const a of rows.articles) {
      const qk = `${a.part} ${a.question}`;
      this.articles.set(`${qk} ${a.article}`, { objections: a.objections, sedContra: a.sed_contra === 1, title: a.title, id: a.id });
      this.articleCounts.set(qk, Math.max(this.articleCounts.get(qk) ?? 0, a.article));
    }
    for (const g of rows.gaps) {
      const qk = `${g.part} ${g.question}`;
      this.articleCounts.set(qk, Math.max(this.articleCounts.get(qk) ?? 0, g.article));
      const what = g.missing === 'objections' ? 'objections' : 'article';
      this.gaps.set(`${qk} ${g.article}`, { what, note: g.note });
    }
  }

  /** A book by OSIS id or USFM code (any case). */
  book(id: string): BookDoc | undefined {
    const b = bookByOsis(id) ?? bookByUsfm(id);
    return b ? this.byOsis.get(b.osis) : undefined;
  }

  bookByNum(num: number): BookDoc | undefined {
    return this.byNum.get(num);
  }

  chapter(bookNum: number, chapter: number): ChapterInfo | undefined {
    return this.chapterMap.get(bookNum * 1000 + chapter);
  }

  /** The verses a translation has in a chapter (0 for a chapter that does not exist). */
  translationVerses(bookNum: number, chapter: number, translation: 'drb' | 'vulgate'): number {
    const c = this.chapter(bookNum, chapter);
    return c ? (translation === 'vulgate' ? c.vulgateVerses : c.verses) : 0;
  }

  chapterCount(osis: string): number {
    return this.book(osis)?.chapters ?? 0;
  }

  verseCount(osis: string, chapter: number): number {
    const b = this.book(osis);
    return b ? (this.chapter(b.num, chapter)?.verses ?? 0) : 0;
  }

  questionCount(part: SummaPart): number {
    return this.questions.get(part) ?? 0;
  }

  articleCount(part: SummaPart, question: number): number {
    return this.articleCounts.get(`${part} ${question}`) ?? 0;
  }

  objectionCount(part: SummaPart, question: number, article: number): number {
    return this.articles.get(`${part} ${question} ${article}`)?.objections ?? 0;
  }

  hasSedContra(part: SummaPart, question: number, article: number): boolean {
    return this.articles.get(`${part} ${question} ${article}`)?.sedContra ?? false;
  }

  gap(part: SummaPart, question: number, article?: number): SummaGap | undefined {
    if (article === undefined) {
      const count = this.articleCount(part, question);
      if (count === 0) return undefined;
      for (let a = 1; a <= count; a++) if (this.articles.has(`${part} ${question} ${a}`)) return undefined;
      return this.gaps.get(`${part} ${question} 1`) ? { what: 'question', note: this.gaps.get(`${part} ${question} 1`)!.note } : undefined;
    }
    return this.gaps.get(`${part} ${question} ${article}`);
  }

  articleTitle(part: SummaPart, question: number, article: number): { id: string; title: string } | undefined {
    return this.articles.get(`${part} ${question} ${article}`);
  }
}
