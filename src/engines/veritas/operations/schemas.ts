import { z } from 'zod';
import { commaList } from '../../../platform/operations/comma-list.js';
import { PROVENANCE, type VeritasSourceId } from '../../../refinery/veritas/sources.js';

/** The texts of the dataset, as a provenance entry's `id` and a search hit's `provenance_id` name them. */
export const SOURCE_IDS = Object.keys(PROVENANCE) as VeritasSourceId[];
export const SourceId = z.enum(SOURCE_IDS as [VeritasSourceId, ...VeritasSourceId[]]);

export const ProvenanceSchema = z.object({
  id: SourceId.describe('the text: drb, vulgate, summa or catena (what a search hit\'s provenance_id names)'),
  source: z.string(),
  licence: z.string(),
  attribution: z.string(),
  url: z.string().optional(),
});
export const Provenance = z.array(ProvenanceSchema).min(1).describe('sources, licences and the credit each licence asks for');

type ProvenanceList = Array<z.input<typeof ProvenanceSchema>>;
const frozen = new Map<string, ProvenanceList>();
/** The provenance list of a record made from these sources (one frozen array per combination, shared). */
export function provenanceOf(...ids: VeritasSourceId[]): ProvenanceList {
  const key = ids.join(',');
  let list = frozen.get(key);
  if (!list) frozen.set(key, (list = Object.freeze(ids.map((id) => Object.freeze({ id, ...PROVENANCE[id] }))) as ProvenanceList));
  return list;
}

/** The Bible translations a passage or a search reads: `drb`, `vulgate`, both in the order given, or `both`. */
export const translationList = () => commaList(['drb', 'vulgate'] as const, { fallback: 'drb,vulgate', aliases: { both: ['drb', 'vulgate'] } });

export const TranslationId = z.enum(['drb', 'vulgate']);
export type TranslationId = z.infer<typeof TranslationId>;

export const NoteSchema = z.object({ lemma: z.string().nullable(), text: z.string(), source_ref: z.string().describe('chapter:verse as printed in the source') });

export const BookSchema = z.object({
  order: z.number().int().describe('1-73, Vulgate/Douay order'),
  osis: z.string().describe('OSIS id, e.g. 1Kgs'),
  usfm: z.string().describe('USFM code, e.g. 1KI'),
  names: z.object({ douay: z.string(), modern: z.string(), latin: z.string() }),
  title: z.string(),
  testament: z.enum(['OT', 'NT']),
  deuterocanonical: z.boolean().describe('true for the seven books deuterocanonical as a whole (Tobias, Judith, Wisdom, Ecclesiasticus, Baruch, 1-2 Machabees)'),
  deuterocanonical_parts: z
    .array(z.object({ osis: z.string(), name: z.string() }))
    .describe('deuterocanonical passages of a protocanonical book, as OSIS ranges: Esther 10:4-16:24, Daniel 3:24-90 and 13-14; empty for the other books'),
  chapters: z.number().int().describe('numbered chapters (a prologue is chapter 0 and not counted)'),
  has_prologue: z.boolean().describe('Sirach and Lamentations: the prologue is chapter 0'),
  verse_counts: z.array(z.number().int()).describe('verses of chapter 1, 2, …'),
  prologue_verses: z.number().int().nullable(),
  verses: z.number().int(),
  intro: z.string().nullable().describe("Challoner's introduction to the book (Douay-Rheims)"),
});

export const BookRef = z.object({ osis: z.string(), usfm: z.string(), name: z.string() });

export const VerseSchema = z.object({
  verse: z.number().int(),
  osis: z.string(),
  text: z.string(),
  labels: z.array(z.string()).optional().describe('Vulgate labels: Hebrew letters of the alphabetic psalms, Prologus'),
  notes: z.array(NoteSchema).optional().describe("Challoner's notes on the verse (Douay-Rheims)"),
});

export const CatenaQuotationSchema = z.object({
  id: z.number().int(),
  source_id: z.string().describe("the source's own id: its file in the Commentaries Database and the entry's place in it"),
  osis: z.string().describe('the verse or range commented, Douay/Vulgate numbering'),
  start: z.object({ chapter: z.number().int(), verse: z.number().int() }),
  end: z.object({ chapter: z.number().int(), verse: z.number().int() }),
  kjv: z
    .object({ start: z.object({ chapter: z.number().int(), verse: z.number().int() }), end: z.object({ chapter: z.number().int(), verse: z.number().int() }) })
    .describe('the same verse or range as the source numbers it (KJV)'),
  father: z.string(),
  father_slug: z.string(),
  source_father: z.string().nullable().describe('the name the source gave, where Lumen corrected the attribution'),
  text: z.string(),
  source_url: z.string(),
  provenance: Provenance,
});

export const SummaRefSchema = z.object({
  id: z.string().describe('e.g. I-II q.90 a.1'),
  part: z.string(),
  question: z.number().int(),
  article: z.number().int(),
  title: z.string(),
  section: z.string().describe('objection 1, sed contra, respondeo, reply 2'),
  written: z.string().describe('the citation as the Summa writes it'),
  osis: z.string(),
});

/** The query of every list: one definition for every engine. */
export { Paging } from '../../../platform/operations/paging.js';

/**
 * A chapter, verse, question or article number in a path (`0` is the prologue chapter of Sirach and Lamentations):
 * plain decimal digits, as every number in a URL (the platform refuses `-1`, `+1`, `1.0` saying so). Any such number
 * is read, so one past the end is the operation's 404 with the valid range (`John has 21 chapters`), not a 400.
 */
export const PathNumber = z.coerce.number().int().min(0);
