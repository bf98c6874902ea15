import { z } from 'zod';
import { ROLES } from '../../../refinery/lectionary/type-code.js';

export const ProvenanceSchema = z.object({
  source: z.string(),
  licence: z.string(),
  attribution: z.string(),
  url: z.string().optional(),
});

const VerseSchema = z.object({ osis: z.string().describe('the verse, canonical (Vulgate) numbering: Ps.50.3'), text: z.string().nullable() });
export const PassageTextSchema = z
  .object({ drb: z.array(VerseSchema).optional(), vulgate: z.array(VerseSchema).optional() })
  .describe('the verses read, whole, in each translation asked for (Douay-Rheims, Clementine Vulgate)');

const Citation = {
  citation: z.string().nullable().describe('as an English lectionary prints it (English/RSV numbering): Ps 51:1-2, 3-4a, 10-11, 12 and 15'),
  citation_vulgate: z.string().nullable().describe('the same in the Douay-Rheims / Vulgate numbering: Ps 50:3-4, 5-6a, 12-13, 14 and 17'),
  osis: z.string().nullable().describe('whole verses, OSIS, Vulgate numbering, comma-separated ranges'),
  cf: z.boolean().optional().describe('"cf.": an acclamation that echoes the verse'),
  title: z.string().optional().describe('a text that is not a citation: a sequence, or an acclamation the table keeps by name'),
  note: z.string().optional(),
  text: PassageTextSchema.optional(),
};
export const ShortFormSchema = z.object(Citation).describe('the shorter form the lectionary allows');
export const OptionSchema = z.object({ ...Citation, short_form: ShortFormSchema.optional() });

export const ReadingSchema = z.object({
  role: z.enum(ROLES),
  position: z.number().int().optional().describe('Easter Vigil: the reading (1-7 Old Testament, 8 the Epistle) or the psalm after it'),
  ...Citation,
  short_form: ShortFormSchema.optional(),
  alternatives: z.array(OptionSchema).describe('other readings the lectionary allows in this place'),
  source: z.enum(['olm', 'lumen']).describe('olm: the lectionary table; lumen: added by the project from the Ordo Lectionum Missae'),
  common: z
    .string()
    .optional()
    .describe('the Common this reading is taken from (_Mary, _Pastor …), where the celebration has no reading of its own in this place (OLM 70; GIRM 357)'),
  subtype: z.number().int().optional().describe('of that Common, as in choices: 1 charity, 2 education, 3 widows, 4 popes, 5 religious, 6 missionaries'),
});
export type Reading = z.infer<typeof ReadingSchema>;

export const MassSchema = z.object({
  id: z.string().describe('day, vigil, night, dawn, chrism, lords_supper, passion, easter_vigil, mass_1 …'),
  name: z.string(),
  readings: z.array(ReadingSchema),
});
export type Mass = z.infer<typeof MassSchema>;

export const ChoiceSchema = z.object({
  celebration: z.object({ key: z.string(), name: z.string(), rank: z.string() }),
  kind: z.enum(['proper', 'common']).describe("proper: the saint's own readings; common: a Common the saint's Mass may take them from"),
  common: z.string().optional().describe('the Common (_Doctor, _Martyr, _Pastor …)'),
  subtype: z.number().int().optional().describe('of the Common: 1 charity, 2 education, 3 widows, 4 popes, 5 religious, 6 missionaries'),
  readings: z.array(ReadingSchema),
});

export const DayReadingsSchema = z.object({
  date: z.string(),
  calendar: z.string(),
  celebration: z.object({ key: z.string(), name: z.string(), rank: z.string() }).describe('the celebration whose Mass is said'),
  season: z.string(),
  sunday_cycle: z.enum(['A', 'B', 'C']),
  weekday_cycle: z.enum(['I', 'II']),
  translations: z.array(z.enum(['drb', 'vulgate'])),
  masses: z.array(MassSchema).describe('every Mass of the day: Christmas has four, vigils come first, Holy Thursday has two'),
  choices: z.array(ChoiceSchema).describe("a memorial's proper or common readings, which may replace the weekday's"),
  notes: z.array(z.string()),
  provenance: z.array(ProvenanceSchema).min(1),
});
export type DayReadings = z.infer<typeof DayReadingsSchema>;
