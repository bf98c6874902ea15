import { join } from 'node:path';
import { SqliteDatabase as Database } from '../../platform/storage/sqlite-driver.js';
import { foldText } from '../../platform/text/fold-text.js';
import type { BibleContent } from './bible.js';
import type { CatenaQuotation } from './catena.js';
import { VERITAS_SCHEMA } from './schema.js';
import { writeSearchPostings } from './search-postings.js';
import { TOP_TABLES, writeSearchTop } from './search-top.js';
import { type ArchaicForm, type RejectedForm, SEARCH_ARCHAIC_SCHEMA, addText, archaicForms, emptyVocabulary, modernise } from './archaic-forms.js';
import type { SummaContent } from './summa.js';
import { type ArticleCitation, articleDoc, articleSections, questionDoc } from './summa-doc.js';
import { verseKey } from './verse-key.js';

export const VERITAS_FILE = 'veritas.sqlite';

export interface VeritasContent {
  bible: BibleContent;
  summa: SummaContent;
  citations: Map<number, ArticleCitation[]>;
  catena: CatenaQuotation[];
  bookNum: Map<string, number>;
  info: Record<string, string>;
}

type Db = InstanceType<typeof Database>;

/** What the import decided about archaic verb forms, for its stats. */
export interface ArchaicFormsWritten {
  forms: number;
  replaced: number;
  rejected: RejectedForm[];
}

/**
 * The English texts as their search tables index them: folded (fold-text.ts), each archaic verb form replaced by its
 * modern form (archaic-forms.ts: `believeth` → `believes`), decided from all of them first. `words`: every folded
 * word as written, and the modern forms (search-top.ts stems them, each archaic word as the form it is indexed as).
 */
interface EnglishIndex {
  index: (text: string) => string;
  words: Iterable<string>;
  forms: ArchaicForm[];
  modern: ReadonlyMap<string, string>;
  rejected: RejectedForm[];
  /** How many words of the texts were replaced. */
  replaced: number;
}

/** Each English text exactly as a writer below indexes it. */
function* englishTexts(c: VeritasContent): Iterable<string> {
  for (const v of c.bible.verses) if (v.drb) yield v.drb;
  for (const a of c.summa.articles) yield* [summaTitle(a), summaText(a)];
  for (const q of c.catena) yield* [q.father, q.text];
}

const summaTitle = (a: SummaContent['articles'][number]) => `${a.source.question_title} ${a.source.title}`;
const summaText = (a: SummaContent['articles'][number]) => articleSections(a).map((x) => x.text).join('\n');

function englishIndex(content: VeritasContent): EnglishIndex {
  const vocabulary = emptyVocabulary();
  // Each text is folded once: the writers take the folded form back (and it is let go).
  const folded = new Map<string, string>();
  for (const text of englishTexts(content)) {
    const f = foldText(text);
    folded.set(text, f);
    addText(vocabulary, text, f);
  }
  const { forms, rejected } = archaicForms(vocabulary);
  const modern = new Map(forms.map((f) => [f.archaic, f.modern]));
  const index = (text: string) => {
    const f = folded.get(text) ?? foldText(text);
    folded.delete(text);
    return modernise(f, modern);
  };
  const words = new Set([...vocabulary.count.keys(), ...modern.values()]);
  return { index, words, forms, modern, rejected, replaced: forms.reduce((n, f) => n + f.count, 0) };
}

function writeArchaicForms(db: Db, forms: readonly ArchaicForm[]): void {
  db.exec(SEARCH_ARCHAIC_SCHEMA);
  const ins = db.prepare('insert into search_archaic (word, modern, rule, count) values (?, ?, ?, ?)');
  for (const f of forms) ins.run(f.archaic, f.modern, f.rule, f.count);
}

function writeBible(db: Db, b: BibleContent, english: EnglishIndex): void {
  const insBook = db.prepare('insert into books (num, usfm, osis, doc) values (?, ?, ?, ?)');
  // books.json has no title for 1 Thessalonians (null): its Douay name stands in, as the other epistles' titles are.
  for (const book of b.books) insBook.run(book.num, book.usfm, book.osis, JSON.stringify({ ...book, title: book.title ?? book.name_douay }));
  const insVerse = db.prepare('insert into verses (key, drb, vulgate, labels) values (?, ?, ?, ?)');
  const insDrb = db.prepare('insert into fts_drb (rowid, text) values (?, ?)');
  const insVul = db.prepare('insert into fts_vulgate (rowid, text) values (?, ?)');
  const counts = new Map<number, number>();
  const latin = new Map<number, number>();
  for (const v of b.verses) {
    insVerse.run(v.key, v.drb, v.vulgate, v.labels.length ? v.labels.join('|') : null);
    if (v.drb) insDrb.run(v.key, english.index(v.drb));
    if (v.vulgate) insVul.run(v.key, foldText(v.vulgate));
    const ch = Math.floor(v.key / 1000);
    // The last verse number is the chapter's count (chapters are numbered from 1 without gaps in the sources).
    counts.set(ch, Math.max(counts.get(ch) ?? 0, v.key % 1000));
    if (v.vulgate) latin.set(ch, (latin.get(ch) ?? 0) + 1);
  }
  const insNote = db.prepare('insert into notes (key, seq, lemma, text, source_ref) values (?, ?, ?, ?, ?)');
  b.notes.forEach((n, i) => insNote.run(n.key, i, n.lemma, n.text, n.sourceRef));
  const meta = new Map(b.chapters.map((c) => [c.bookNum * 1000 + c.chapter, c]));
  const insChapter = db.prepare('insert into chapters (book_num, chapter, verses, vulgate_verses, summary, psalm_title) values (?, ?, ?, ?, ?, ?)');
  for (const [ch, n] of counts) {
    const c = meta.get(ch);
    insChapter.run(Math.floor(ch / 1000), ch % 1000, n, latin.get(ch) ?? 0, c?.summary ?? null, c?.psalmTitle ?? null);
  }
}

function writeSumma(db: Db, s: SummaContent, citations: Map<number, ArticleCitation[]>, english: EnglishIndex): void {
  const gapsOf = (part: string, q: number, a?: number) => s.gaps.filter((g) => g.part === part && g.question === q && (a === undefined || g.article === a));
  const insArticle = db.prepare('insert into summa_articles (seq, id, part, question, article, objections, sed_contra, title, doc) values (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const insFts = db.prepare('insert into fts_summa (rowid, title, text) values (?, ?, ?)');
  const insTitle = db.prepare('insert into fts_summa_title (rowid, title) values (?, ?)');
  const insCite = db.prepare('insert into summa_citations (article_seq, section, start_key, end_key, osis, written) values (?, ?, ?, ?, ?, ?)');
  const byQuestion = new Map<string, Array<{ article: number; title: string }>>();
  for (const a of s.articles) {
    const cites = citations.get(a.seq) ?? [];
    const doc = articleDoc(a, cites, gapsOf(a.part, a.source.question, a.source.article));
    insArticle.run(a.seq, a.source.id, a.part, a.source.question, a.source.article, Math.max(0, ...a.source.objections.map((o) => o.n), ...a.source.replies.map((r) => r.n)), a.source.sed_contra ? 1 : 0, a.source.title ?? '', JSON.stringify(doc));
    const title = english.index(summaTitle(a));
    insFts.run(a.seq, title, english.index(summaText(a)));
    insTitle.run(a.seq, title);
    for (const c of cites) for (const [from, to] of c.ranges) insCite.run(a.seq, c.section, from, to, c.osis, c.written);
    const key = `${a.part} ${a.source.question}`;
    if (!byQuestion.has(key)) byQuestion.set(key, []);
    byQuestion.get(key)!.push({ article: a.source.article, title: a.source.title ?? '' });
  }
  const insQ = db.prepare('insert into summa_questions (part, question, doc) values (?, ?, ?)');
  for (const q of s.questions) {
    const arts = byQuestion.get(`${q.part} ${q.source.question}`) ?? [];
    insQ.run(q.part, q.source.question, JSON.stringify(questionDoc(q, arts, gapsOf(q.part, q.source.question))));
  }
  const insP = db.prepare('insert into summa_prologues (part, kind, title, text) values (?, ?, ?, ?)');
  for (const p of s.prologues) insP.run(p.part, p.kind, p.title, p.text);
  const insGap = db.prepare('insert into summa_gaps (part, question, article, missing, note) values (?, ?, ?, ?, ?)');
  for (const g of s.gaps) insGap.run(g.part, g.question, g.article, g.missing, g.note);
}

function writeCatena(db: Db, quotations: CatenaQuotation[], bookNum: Map<string, number>, english: EnglishIndex): void {
  const ins = db.prepare('insert into catena (id, book, start_key, end_key, kjv_start_key, father_slug, doc) values (?, ?, ?, ?, ?, ?, ?)');
  const insVerse = db.prepare('insert or ignore into catena_verses (key, catena_id) values (?, ?)');
  const insFts = db.prepare('insert into fts_catena (rowid, father, text) values (?, ?, ?)');
  const keyed = quotations.map((q) => {
    const n = bookNum.get(q.book)!;
    return { q, from: verseKey(n, q.start.chapter, q.start.verse), to: verseKey(n, q.end.chapter, q.end.verse) };
  });
  keyed.sort((a, b) => a.from - b.from || a.to - b.to || a.q.father.localeCompare(b.q.father));
  keyed.forEach(({ q, from, to }, i) => {
    const id = i + 1;
    const doc = { id, source_id: q.sourceId, book: q.book, start: q.start, end: q.end, kjv: q.kjv, father: q.father, father_slug: q.fatherSlug, source_father: q.sourceFather, text: q.text, source_url: q.sourceUrl };
    ins.run(id, q.book, from, to, verseKey(bookNum.get(q.book)!, q.kjv.chapter, q.kjv.verse), q.fatherSlug, JSON.stringify(doc));
    insFts.run(id, english.index(q.father), english.index(q.text));
    // A range over a chapter boundary covers the rest of the first chapter (verse keys are not contiguous there).
    for (let k = from; k <= to; k++) {
      if (k % 1000 > 100) k = Math.floor(k / 1000) * 1000 + 1001;
      if (k > to) break;
      insVerse.run(k, id);
    }
  });
}

/** Writes the dataset in one transaction, then builds the indexes' final form and compacts the file. */
export function writeVeritasDatabase(outDir: string, content: VeritasContent, progress: (label: string) => void): ArchaicFormsWritten {
  const db = new Database(join(outDir, VERITAS_FILE));
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.exec(VERITAS_SCHEMA);
    progress('archaic verb forms');
    const english = englishIndex(content);
    db.transaction(() => {
      progress('write Bible');
      writeBible(db, content.bible, english);
      progress('write Summa');
      writeSumma(db, content.summa, content.citations, english);
      progress('write Catena');
      writeCatena(db, content.catena, content.bookNum, english);
      writeArchaicForms(db, english.forms);
      const insInfo = db.prepare('insert into info (key, value) values (?, ?)');
      for (const [k, v] of Object.entries(content.info)) insInfo.run(k, v);
    })();
    progress('optimize search');
    for (const t of ['fts_drb', 'fts_vulgate', 'fts_summa', 'fts_summa_title', 'fts_catena']) db.exec(`insert into ${t} (${t}) values ('optimize')`);
    progress('rank frequent words');
    db.transaction(() => writeSearchTop(db, english.words, TOP_TABLES, (w) => english.modern.get(w) ?? w))();
    progress('write search postings');
    db.transaction(() => writeSearchPostings(db))();
    db.exec('analyze');
    db.exec('vacuum');
    return { forms: english.forms.length, replaced: english.replaced, rejected: english.rejected };
  } finally {
    db.close();
  }
}
