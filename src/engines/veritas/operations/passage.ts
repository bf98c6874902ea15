import { z } from 'zod';
import { problem } from '../../../platform/errors/index.js';
import { defineOperation } from '../../../platform/operations/define.js';
import { PASSAGE_MAX_VERSES, readPassage } from '../data/passage.js';
import type { VeritasDataset } from '../data/veritas-dataset.js';
import type { BibleAnswer, SummaAnswer } from '../domain/citation.js';
import { MAX_CITATION_LENGTH } from '../domain/resolver.js';
import { AlternativeSchema, alternativesOut, answerOut } from './answer-schema.js';
import { ReadingOptions, citationProblem } from './resolve.js';
import { type PassageAnswer, passageJson } from './passage-json.js';
import { Provenance, provenanceOf, translationList } from './schemas.js';

const VerseOut = z.object({ osis: z.string(), chapter: z.number().int(), verse: z.number().int(), drb: z.string().nullable().optional(), vulgate: z.string().nullable().optional() });

export function passageOperation(data: VeritasDataset) {
  return defineOperation({
    id: 'veritas.bible.passage',
    summary: 'A passage of Scripture, Douay-Rheims and Vulgate side by side',
    description:
      `The text of any citation the resolver reads (John 3:16-18, Ps 22, Jn 3:16-4:2, Gen 2:5; 15, lists across books), in the Douay-Rheims (English) and the Clementine Vulgate (Latin), verse by verse. ` +
      `At most ${PASSAGE_MAX_VERSES} verses per request (400 passage_too_long beyond). Psalms in Vulgate numbering unless numbering=hebrew or kjv, or a translation label after the citation says otherwise (Ps 23 (KJV), John 3:16 (NABRE)). ` +
      'Use it whenever you need the actual words of a Bible passage.',
    method: 'GET',
    path: '/bible/passage',
    query: z.object({
      ref: z.string().trim().min(1).max(MAX_CITATION_LENGTH).describe('a Scripture citation, e.g. "John 3:16-18"'),
      translation: translationList().describe('drb, vulgate, or both side by side: drb,vulgate (default), vulgate,drb or both'),
      ...ReadingOptions,
    }),
    output: z.object({
      ref: z.string(),
      canonical: z.string(),
      osis: z.string(),
      numbering: z.string().describe('how the numbers of ref were read (vulgate, hebrew, kjv): the numbering parameter, or the one its translation label names (Ps 23 (KJV) is kjv); dual for a dual psalm, Ps 22 (23), which gives both; canonical and the verses are always in Vulgate/Douay numbering'),
      ambiguous: z.boolean(),
      alternatives: z.array(AlternativeSchema),
      translations: z.array(z.string()),
      verse_count: z.number().int(),
      passages: z.array(z.object({ osis: z.string(), book: z.object({ osis: z.string(), name: z.string(), name_latin: z.string() }), verses: z.array(VerseOut) })),
      provenance: Provenance,
      dataset_version: z.string(),
    }),
    // The answer is the citation read with its options in the translations asked, from the dataset version (the
    // engine's cache generation): its ETag is made from these, not by hashing its 2-3 KB (docs/performance.md).
    cache: { etag: true, maxAgeS: 86_400, shared: true, etagKey: ({ query }) => JSON.stringify([query.ref, query.translation, query.naming ?? null, query.numbering ?? null]) },
    problems: ['unreadable_citation', 'citation_not_found', 'passage_too_long', 'dataset_missing'],
    mcp: { name: 'bible_passage', title: 'Bible passage (Douay-Rheims and Vulgate)' },
    json: (answer) => passageJson(answer as PassageAnswer),
    handler: ({ query }, ctx) => {
      const d = data.need();
      const r = d.value.resolver.resolve(query.ref, { ...(query.naming ? { naming: query.naming } : {}), ...(query.numbering ? { numbering: query.numbering } : {}) });
      if (!r.ok) throw citationProblem(r.error, 'query.ref', ctx.face);
      if (r.answer.kind !== 'bible') {
        // A model has tools, not URLs: it is told which tool reads the article, with the arguments to give.
        const where = ctx.face === 'mcp' ? summaToolCall(r.answer) : `read it at ${answerOut(r.answer).href}`;
        throw problem('unreadable_citation', `query.ref: ${r.answer.canonical} is a Summa citation; ${where}`, { errors: [{ field: 'query.ref', message: 'expected a Scripture citation' }] });
      }
      const answer = r.answer as BibleAnswer;
      const passages = readPassage(d.value, answer, query.translation);
      if (passages.every((p) => p.verses.length === 0)) {
        // Only the Vulgate asked, of a Douay verse the Latin does not divide out (`Sir 0:3`): the verse path's 404.
        throw problem('citation_not_found', `query.ref: ${answer.canonical} is not a verse of the Vulgate, whose prologues of Sirach and Lamentations are one verse each (0:1; the Douay-Rheims divides them into 5 and 3)`, {
          errors: [{ field: 'query.ref', message: 'not a verse of the Vulgate' }],
          extra: { reason: 'no_verse', part: 'verse' },
        });
      }
      return {
        ref: query.ref,
        canonical: answer.canonical,
        osis: answer.osis,
        numbering: answer.numbering,
        ambiguous: answer.ambiguous,
        alternatives: alternativesOut(answer),
        translations: query.translation,
        verse_count: passages.reduce((n, p) => n + p.verses.length, 0),
        passages,
        provenance: provenanceOf(...query.translation),
        dataset_version: d.version,
      };
    },
  });
}

/** What an MCP client calls to read a Summa citation given to bible_passage. */
function summaToolCall(answer: SummaAnswer): string {
  const args = `part "${answer.part}", question ${answer.question}`;
  return answer.article === undefined
    ? `read its articles with the summa_article tool (${args}, article 1, 2, …)`
    : `read it with the summa_article tool (${args}, article ${answer.article})`;
}
