/**
 * A Summa citation checked against the outline of the dataset: the question and article must exist, an objection
 * or reply must be one of the article's objections (a reply answers the objection of its number: `I q.2 a.3 ad 3`
 * does not exist, the article has two), and a lost text is answered as missing rather than as nonexistent.
 */
import type { SummaSection } from './citation.js';
import type { SummaGap, SummaOutline } from './ports.js';
import type { RawSumma } from './parse-summa.js';
import { type ResolveError, resolveError } from './resolve-error.js';
import { partInfo } from './summa-parts.js';

export interface CheckedSumma {
  readonly id: string;
  readonly canonical: string;
  readonly section: SummaSection | undefined;
  readonly missing: SummaGap | undefined;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function checkSumma(raw: RawSumma, outline: SummaOutline): CheckedSumma | ResolveError {
  const { part, question, article, section } = raw;
  const display = partInfo(part).display;
  const questions = outline.questionCount(part);
  if (question < 1 || question > questions) {
    return resolveError('no_question', 'question', `${display} has ${plural(questions, 'question', 'questions')}`, raw.at.question, { min: 1, max: questions });
  }
  const qid = `${display} q.${question}`;
  if (article === undefined) {
    const questionGap = outline.gap(part, question);
    return { id: qid, canonical: `ST ${qid}`, section: undefined, missing: questionGap };
  }
  const articles = outline.articleCount(part, question);
  if (article < 1 || article > articles) {
    return resolveError('no_article', 'article', `${qid} has ${plural(articles, 'article', 'articles')}`, raw.at.article, { min: 1, max: articles });
  }
  const id = `${qid} a.${article}`;
  const gap = outline.gap(part, question, article);
  if (!section) return { id, canonical: `ST ${id}`, section: undefined, missing: gap };
  const checked = checkSection(raw, section, id, outline, gap);
  if ('code' in checked) return checked;
  return { id, canonical: `ST ${id} ${checked.short}`, section: checked.section, missing: gap };
}

function checkSection(
  raw: RawSumma,
  s: NonNullable<RawSumma['section']>,
  id: string,
  outline: SummaOutline,
  gap: SummaGap | undefined,
): { section: SummaSection; short: string } | ResolveError {
  const { part, question, article } = raw;
  if (s.kind === 'respondeo') return { section: { kind: 'respondeo', label: 'respondeo' }, short: 'co.' };
  if (s.kind === 'sed contra') {
    if (!gap && !outline.hasSedContra(part, question, article!)) {
      return resolveError('no_sed_contra', 'section', `${id} has no separate "On the contrary"`, s.at);
    }
    return { section: { kind: 'sed contra', label: 'sed contra' }, short: 's.c.' };
  }
  const n = s.number ?? 0;
  const objections = outline.objectionCount(part, question, article!);
  // Where the source lost the objections (I q.114 a.5), their number is unknown: the text is missing, not absent.
  if (!gap && (n < 1 || n > objections)) {
    const what = s.kind === 'reply' ? `there is no reply ${n}: ` : '';
    return resolveError('no_objection', 'section', `${what}${id} has ${plural(objections, 'objection', 'objections')}`, s.at, { min: 1, max: objections });
  }
  return s.kind === 'reply'
    ? { section: { kind: 'reply', number: n, label: `reply ${n}` }, short: `ad ${n}` }
    : { section: { kind: 'objection', number: n, label: `objection ${n}` }, short: `obj. ${n}` };
}
