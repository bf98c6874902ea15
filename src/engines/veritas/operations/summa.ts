import { z } from 'zod';
import { problem } from '../../../platform/errors/index.js';
import { defineOperation } from '../../../platform/operations/define.js';
import type { Catalogue } from '../data/catalogue.js';
import type { VeritasDataset } from '../data/veritas-dataset.js';
import { type SummaPart, parsePart, partInfo } from '../domain/summa-parts.js';
import { countOf } from './count-words.js';
import { PathNumber, Provenance, provenanceOf } from './schemas.js';

const Question = PathNumber.describe('question number within the part (I: 1-119, I-II: 1-114, II-II: 1-189, III: 1-90, suppl: 1-99)');

const Cached = { etag: true, maxAgeS: 86_400, shared: true } as const;
const PartPath = z.string().min(1).max(20).describe('I, I-II, II-II, III, suppl, suppl-app1, suppl-app2 (also 1, 1-2, 2-2, 3)');

const Section = z.object({ n: z.number().int(), text: z.string() });
const ArticleSchema = z.object({
  id: z.string().describe('I-II q.90 a.1'),
  part: z.string(),
  part_ref: z.string(),
  question: z.number().int(),
  question_title: z.string(),
  article: z.number().int(),
  title: z.string(),
  objections: z.array(Section),
  sed_contra: z.string().nullable(),
  respondeo: z.string().nullable(),
  replies: z.array(Section),
  other_text: z.string().nullable(),
  note: z.string().nullable(),
  missing: z.array(z.object({ what: z.string(), note: z.string() })).describe('text lost in the source (I q.114 a.5: objections; I-II q.81 a.5: title)'),
  scripture: z.array(z.object({ section: z.string(), written: z.string(), offset: z.number().int(), osis: z.string() })).describe('Scripture citations of the article, resolved to OSIS'),
  provenance: Provenance,
  dataset_version: z.string(),
});

const QuestionSchema = z.object({
  part: z.string(),
  part_ref: z.string(),
  question: z.number().int(),
  title: z.string(),
  intro: z.string().nullable(),
  heading: z.string().nullable(),
  articles: z.array(z.object({ article: z.number().int(), title: z.string() })),
  missing_articles: z.array(z.number().int()).describe('articles the source lost (I-II q.101-102)'),
  note: z.string().nullable(),
  prologue: z.array(z.object({ kind: z.string(), title: z.string(), text: z.string() })).describe("the part's prologue, with its first question"),
  provenance: Provenance,
  dataset_version: z.string(),
});

function partParam(value: string): SummaPart {
  const p = parsePart(value);
  if (!p) throw problem('summa_not_found', `path.part: '${value}' is not a part of the Summa; use I, I-II, II-II, III, suppl, suppl-app1 or suppl-app2 (or 1, 1-2, 2-2, 3)`, { errors: [{ field: 'path.part', message: 'unknown part' }] });
  return p;
}

function questionParam(cat: Catalogue, part: SummaPart, q: number): void {
  const n = cat.questionCount(part);
  if (q < 1 || q > n) throw problem('summa_not_found', `path.question: the ${partInfo(part).title} (${partInfo(part).display}) has ${countOf(n, 'question')}; there is no question ${q}`, { errors: [{ field: 'path.question', message: `expected 1 to ${n}` }] });
}

function missing(part: SummaPart, q: number, a: number | undefined, note: string) {
  const where = `${partInfo(part).display} q.${q}${a === undefined ? '' : ` a.${a}`}`;
  return problem('summa_text_missing', `${where} is part of the Summa but its text is missing from the source: ${note}`, { extra: { id: where, note } });
}

export function summaOperations(data: VeritasDataset) {
  const question = defineOperation({
    id: 'veritas.summa.question',
    problems: ['summa_not_found', 'dataset_missing'],
    summary: 'A question of the Summa: title, introduction, articles',
    method: 'GET',
    path: '/summa/{part}/{question}',
    params: z.object({ part: PartPath, question: Question }),
    output: QuestionSchema,
    cache: Cached,
    mcp: false,
    handler: ({ params }) => {
      const d = data.need();
      const part = partParam(params.part);
      questionParam(d.value.catalogue, part, params.question);
      const row = d.value.db.summaQuestion.get(part, params.question);
      if (!row) throw problem('summa_not_found', `${partInfo(part).display} q.${params.question} is not in the dataset`);
      const prologue = params.question === 1 ? d.value.db.summaPrologues.all(part) : [];
      return { ...(JSON.parse(row.doc) as Omit<z.input<typeof QuestionSchema>, 'prologue' | 'provenance' | 'dataset_version'>), prologue, provenance: provenanceOf('summa'), dataset_version: d.version };
    },
  });

  const article = defineOperation({
    id: 'veritas.summa.article',
    summary: 'An article of the Summa: objections, sed contra, respondeo, replies, Scripture cited',
    description:
      'One article of the Summa Theologiae (English Dominican translation, 1920), split into objections, "On the contrary", "I answer that" and the replies, ' +
      'with every Scripture citation in it resolved to OSIS. Use it to read what St Thomas teaches on a question once you know its reference (resolve a citation like "I-II q.90 a.1" first).',
    method: 'GET',
    path: '/summa/{part}/{question}/{article}',
    params: z.object({ part: PartPath, question: Question, article: PathNumber.describe('article number within the question') }),
    output: ArticleSchema,
    cache: Cached,
    mcp: { name: 'summa_article', title: 'Summa Theologiae article' },
    problems: ['summa_not_found', 'summa_text_missing', 'dataset_missing'],
    handler: ({ params }) => {
      const d = data.need();
      const cat = d.value.catalogue;
      const part = partParam(params.part);
      questionParam(cat, part, params.question);
      const n = cat.articleCount(part, params.question);
      if (params.article < 1 || params.article > n) {
        throw problem('summa_not_found', `path.article: ${partInfo(part).display} q.${params.question} has ${countOf(n, 'article')}; there is no article ${params.article}`, { errors: [{ field: 'path.article', message: `expected 1 to ${n}` }] });
      }
      const row = d.value.db.summaArticle.get(part, params.question, params.article);
      if (!row) {
        const gap = cat.gap(part, params.question, params.article) ?? cat.gap(part, params.question);
        throw missing(part, params.question, params.article, gap?.note ?? 'not in the staged source');
      }
      return { ...(JSON.parse(row.doc) as z.input<typeof ArticleSchema>), provenance: provenanceOf('summa'), dataset_version: d.version };
    },
  });
  return { question, article };
}
