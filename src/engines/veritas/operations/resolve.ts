import { z } from 'zod';
import { problem } from '../../../platform/errors/index.js';
import { type OperationContext, defineOperation } from '../../../platform/operations/define.js';
import type { VeritasDataset } from '../data/veritas-dataset.js';
import type { ResolveOptions } from '../domain/citation.js';
import type { ResolveError } from '../domain/resolve-error.js';
import { MAX_CITATION_LENGTH } from '../domain/resolver.js';
import { AnswerSchema, answerOut } from './answer-schema.js';

export const ReadingOptions = {
  naming: z.enum(['modern', 'douay']).optional().describe('how to read "1 Kings": modern (default; 1 Kings = 3 Kings Douay) or douay (1 Kings = 1 Samuel)'),
  numbering: z.enum(['vulgate', 'hebrew', 'kjv']).optional().describe('how the caller numbers psalms and verses: vulgate (default), hebrew or kjv; a translation label after the citation (Ps 23:1 (KJV), John 3:16 (NABRE), Ps 22:1 (DRB)) chooses it when this is not set'),
};

/**
 * A resolver error as a problem: 400 when the citation cannot be read, 404 when it names nothing that exists. A
 * REST client given several places is pointed to the text resolver; a model is not (no tool resolves a text), nor
 * an engine reading its own references (no face).
 */
export function citationProblem(e: ResolveError, field: string, face?: OperationContext['face']) {
  const code = e.status === 400 ? 'unreadable_citation' : 'citation_not_found';
  const next = e.several && face === 'rest' ? ', or POST /v1/veritas/resolve a text to find every citation in it' : '';
  return problem(code, `${field}: ${e.message}${next}`, {
    errors: [{ field, message: e.message }],
    extra: { reason: e.code, part: e.field, at: e.at, ...(e.valid ? { valid: e.valid } : {}) },
  });
}

const readingOptions = (q: { naming?: 'modern' | 'douay'; numbering?: 'vulgate' | 'hebrew' | 'kjv' }): ResolveOptions => ({
  ...(q.naming ? { naming: q.naming } : {}),
  ...(q.numbering ? { numbering: q.numbering } : {}),
});

const Unresolved = z.object({
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  reason: z.string().describe('no_chapter, no_verse, no_question …'),
  message: z.string(),
});

export function resolveOperations(data: VeritasDataset) {
  const one = defineOperation({
    id: 'veritas.resolve.get',
    summary: 'Resolve one Scripture or Summa citation',
    description:
      'Reads a citation in any usual spelling — Douay, modern and Latin book names, abbreviations, OSIS ids, lists and ranges (John 3:16-18; 4:1, Mt 5,3-12), ' +
      'Hebrew psalm numbers with numbering=hebrew, a translation label after the citation (Psalm 23:1 (KJV), John 3:16 (NABRE), Ps 22:1 (DRB): it chooses the numbering, shown in the answer), and the Summa (ST I-II q.90 a.1 ad 2, Ia IIae q.94 a.2, New Advent URLs) — and answers its canonical form: OSIS for Scripture, ' +
      'an id like "I-II q.90 a.1" for the Summa. "1 Kings" is ambiguous (modern by default, the Douay reading listed as alternative). ' +
      'Use it to turn a reference a user typed into something the passage and Summa tools accept.',
    method: 'GET',
    path: '/resolve',
    query: z.object({ ref: z.string().trim().min(1).max(MAX_CITATION_LENGTH).describe('the citation, e.g. "Jn 3:16-18" or "ST I q.2 a.3"'), ...ReadingOptions }),
    output: AnswerSchema.extend({ dataset_version: z.string() }),
    cache: { etag: true, maxAgeS: 86_400, shared: true },
    problems: ['unreadable_citation', 'citation_not_found', 'dataset_missing'],
    mcp: { name: 'resolve_citation', title: 'Resolve a Scripture or Summa citation' },
    handler: ({ query }, ctx) => {
      const d = data.need();
      const r = d.value.resolver.resolve(query.ref, readingOptions(query));
      if (!r.ok) throw citationProblem(r.error, 'query.ref', ctx.face);
      return { ...answerOut(r.answer), dataset_version: d.version };
    },
  });

  const many = defineOperation({
    id: 'veritas.resolve.text',
    problems: ['dataset_missing'],
    summary: 'Find every citation in a text',
    description: 'Finds every Scripture and Summa citation in a free text (at most 60,000 characters), with its offsets (UTF-16 code units, end exclusive) and canonical form; citations that are read but name nothing (Tobias 4:93) are listed apart with the reason. Send JSON `{"text": …}` (with `naming` or `numbering` if needed), or the text itself as `text/plain`.',
    method: 'POST',
    path: '/resolve',
    writes: 'none',
    body: z.object({ text: z.string().max(60_000).describe('free text'), ...ReadingOptions }),
    // The text itself may be the body (Content-Type: text/plain), with the reading options at their defaults.
    textBody: 'text',
    // 60,000 UTF-16 code units are at most 180,000 bytes of UTF-8, and 360,000 JSON-escaped (\uXXXX): whatever
    // the text, a body the schema accepts is read, not refused 413 for the server's general limit (64 KiB).
    bodyLimit: 384 * 1024,
    output: z.object({ citations: z.array(AnswerSchema), unresolved: z.array(Unresolved), dataset_version: z.string() }),
    mcp: false,
    handler: ({ body }) => {
      const d = data.need();
      const found = d.value.resolver.findCitations(body.text, readingOptions(body));
      return {
        citations: found.citations.map((a) => answerOut(a)),
        unresolved: found.unresolved.map((u) => ({ text: u.text, start: u.start, end: u.end, reason: u.error.code, message: u.error.message })),
        dataset_version: d.version,
      };
    },
  });
  return { one, many };
}
