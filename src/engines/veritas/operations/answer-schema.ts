import { z } from 'zod';
import type { Answer } from '../domain/citation.js';

const Base = {
  kind: z.enum(['bible', 'summa']),
  text: z.string().describe('the citation as written'),
  start: z.number().int().describe('offset of the citation in the text read (UTF-16 code units)'),
  end: z.number().int().describe('offset just after it'),
  canonical: z.string().describe('display form: John 3:16-18; 4:1, ST I-II q.90 a.1 ad 2'),
  ambiguous: z.boolean(),
  osis: z.string().optional().describe('Scripture: OSIS reference (1Kgs.17.1, John.3.16-John.3.18, lists comma-separated)'),
  ranges: z
    .array(z.object({ book: z.string(), start: z.object({ chapter: z.number().int(), verse: z.number().int() }), end: z.object({ chapter: z.number().int(), verse: z.number().int() }), whole_chapters: z.boolean() }))
    .optional(),
  naming: z.string().optional().describe('Scripture: how book names were read (modern or douay)'),
  numbering: z.string().optional().describe('Scripture: how the numbers were read (vulgate, hebrew, kjv: the numbering parameter, or the one a translation label after the citation names, Ps 23:1 (KJV); dual for a dual psalm, Ps 22 (23), which gives both); the answer is always in Vulgate/Douay numbering'),
  id: z.string().optional().describe('Summa: I-II q.90 a.1'),
  part: z.string().optional(),
  question: z.number().int().optional(),
  article: z.number().int().optional(),
  section: z.string().optional().describe('Summa: objection 1, sed contra, respondeo, reply 2'),
  missing: z.object({ what: z.string(), note: z.string() }).optional().describe('Summa: the text exists in the work but is missing from the source'),
  href: z.string().describe('where to read it in this API'),
};

export const AlternativeSchema = z.object(Base);
export const AnswerSchema = z.object({ ...Base, alternatives: z.array(AlternativeSchema).describe('the other readings of an ambiguous citation') });

type Out = z.input<typeof AlternativeSchema>;

/** The resolver's answer as the API returns it, with a link to read the text (alternatives one level deep). */
export function answerOut(a: Answer): z.input<typeof AnswerSchema> {
  return { ...alternativeOut(a), alternatives: alternativesOut(a) };
}

/** Only the other readings of a citation, as `answerOut` gives them (the passage answer lists them). */
export function alternativesOut(a: Answer): Out[] {
  return a.alternatives.map(alternativeOut);
}

function alternativeOut(a: Answer): Out {
  const base: Out = { kind: a.kind, text: a.text, start: a.start, end: a.end, canonical: a.canonical, ambiguous: a.ambiguous, href: '' };
  if (a.kind === 'bible') {
    base.osis = a.osis;
    base.ranges = a.ranges.map((r) => ({ book: r.book, start: { chapter: r.start.chapter, verse: r.start.verse }, end: { chapter: r.end.chapter, verse: r.end.verse }, whole_chapters: r.wholeChapters }));
    base.naming = a.naming;
    base.numbering = a.numbering;
    base.href = `/v1/veritas/bible/passage?ref=${encodeURIComponent(a.osis)}`;
  } else {
    base.id = a.id;
    base.part = a.part;
    base.question = a.question;
    if (a.article !== undefined) base.article = a.article;
    if (a.section) base.section = a.section.label;
    if (a.missing) base.missing = { what: a.missing.what, note: a.missing.note };
    base.href = `/v1/veritas/summa/${a.part}/${a.question}${a.article !== undefined ? `/${a.article}` : ''}`;
  }
  return base;
}
