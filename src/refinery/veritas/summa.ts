import { gunzipSync } from 'node:zlib';
import type { BuildContext } from '../dataset-builder.js';
import { eachJsonLine } from '../devotio/parse-jsonl.js';
import type { SourceArticle, SourcePrologue, SourceQuestion } from './source-types.js';
import { FILES } from './sources.js';
import { type SummaRepairs, repairSumma } from './summa-repairs.js';
import { SUMMA_PARTS, type SummaPart, partBySourceCode } from '../../engines/veritas/domain/summa-parts.js';

export interface SummaArticle {
  /** Canonical order of the work: part, question, article. */
  seq: number;
  part: SummaPart;
  source: SourceArticle;
}

export interface SummaQuestion {
  part: SummaPart;
  source: SourceQuestion;
}

/** A hole in the source, kept as data so a citation of it says the text is missing rather than a bare 404. */
export interface SummaGap {
  part: SummaPart;
  question: number;
  article: number;
  missing: 'article' | 'objections';
  note: string;
}

export interface SummaContent {
  articles: SummaArticle[];
  questions: SummaQuestion[];
  prologues: Array<{ part: SummaPart; kind: string; title: string; text: string }>;
  gaps: SummaGap[];
  repairs: SummaRepairs;
}

const partIndex = (p: SummaPart) => SUMMA_PARTS.findIndex((x) => x.id === p);
const seqOf = (p: SummaPart, q: number, a: number) => partIndex(p) * 1_000_000 + q * 1000 + a;

/**
 * A question of one article (I q.71 and q.72, the works of the fifth and sixth days) has no "Whether …" of its own:
 * its article is titled by the question, where the source left the article's title empty.
 */
function titleOneArticleQuestions(articles: SummaArticle[]): void {
  const perQuestion = new Map<string, number>();
  const key = (a: SummaArticle) => `${a.part} ${a.source.question}`;
  for (const a of articles) perQuestion.set(key(a), (perQuestion.get(key(a)) ?? 0) + 1);
  for (const a of articles) if (!a.source.title && perQuestion.get(key(a)) === 1) a.source.title = a.source.question_title;
}

/** Articles missing from a question, from its note (`Articles 1-4 of this question are missing …`). */
function missingArticles(note: string): number[] {
  const m = /Articles? (\d+)(?:\s*-\s*(\d+))? of this question (?:are|is) missing/i.exec(note);
  if (!m) return [];
  const from = Number(m[1]);
  const to = m[2] ? Number(m[2]) : from;
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * The part a prologue or note belongs to. The source writes the appendices as `XP App. 1` (X1OUT.json, the note
 * that opens Appendix I): read as its first word, it was shown with the Supplement's first question instead.
 */
function prologuePart(code: string): SummaPart | undefined {
  const app = /^XP App\.? ?(\d)$/i.exec(code.trim());
  return partBySourceCode(app ? `X${app[1]}` : code.split(' ')[0]!);
}

export function readSumma(ctx: BuildContext): SummaContent {
  const articles: SummaArticle[] = [];
  eachJsonLine(ctx, FILES.summaArticles, gunzipSync(ctx.file(FILES.summaArticles)).toString('utf8'), (row, line) => {
    const a = row as SourceArticle;
    const part = partBySourceCode(a.part);
    if (!part || !Number.isInteger(a.question) || !Number.isInteger(a.article)) {
      ctx.problem(`${FILES.summaArticles}:${line}: unknown part ${a.part} or bad numbers; skipped`);
      return;
    }
    articles.push({ seq: seqOf(part, a.question, a.article), part, source: a });
  });
  articles.sort((x, y) => x.seq - y.seq);
  const repairs = repairSumma(articles.map((a) => a.source));
  titleOneArticleQuestions(articles);
  const questions: SummaQuestion[] = [];
  const gaps: SummaGap[] = [];
  for (const q of ctx.json<SourceQuestion[]>(FILES.summaQuestions)) {
    const part = partBySourceCode(q.part);
    if (!part) {
      ctx.problem(`${FILES.summaQuestions}: unknown part ${q.part}; skipped`);
      continue;
    }
    questions.push({ part, source: q });
    if (q.note) for (const a of missingArticles(q.note)) gaps.push({ part, question: q.question, article: a, missing: 'article', note: q.note });
  }
  questions.sort((x, y) => seqOf(x.part, x.source.question, 0) - seqOf(y.part, y.source.question, 0));
  for (const a of articles) {
    if (a.source.note && /objections/i.test(a.source.note) && a.source.objections.length === 0) {
      gaps.push({ part: a.part, question: a.source.question, article: a.source.article, missing: 'objections', note: a.source.note });
    }
  }
  const prologues = ctx
    .json<SourcePrologue[]>(FILES.summaPrologues)
    .map((p) => ({ part: prologuePart(p.part), kind: p.kind, title: p.title, text: p.text }))
    .filter((p): p is { part: SummaPart; kind: string; title: string; text: string } => p.part !== undefined);
  return { articles, questions, prologues, gaps, repairs };
}
