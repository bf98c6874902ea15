import { z } from 'zod';

export const ProvenanceSchema = z.object({
  source: z.string(),
  licence: z.string(),
  attribution: z.string(),
  url: z.string().optional(),
});
const provenance = z.array(ProvenanceSchema).min(1).describe('sources, licences and the credit each licence asks for');

const Names = z.object({ en: z.string().optional(), la: z.string().optional(), it: z.string().optional() });
const DateFact = z
  .object({
    date: z.string().describe('YYYY-MM-DD or a year (negative before Christ); the earliest bound of a range'),
    approximate: z.boolean(),
    until: z.string().optional().describe('the latest bound when the sources give a range (a century, "between", "or")'),
  })
  .nullable();
const RecordLink = z.object({ slug: z.string(), name: z.string() });

export const FeastSchema = z.object({
  calendar: z.string().describe('general-roman, united-states, italy'),
  date: z.string().nullable().describe('MM-DD; null for a moveable celebration'),
  rank: z.string(),
  colors: z.array(z.string()),
  celebration: z.object({ key: z.string(), name: Names }),
});

export const PatronageSchema = z.object({
  patronage: z.string().describe('what the saint is patron of: "Europe", "parish priests"'),
  title: z.string().describe('the title the act gives, in English: "Co-patroness of Europe"'),
  declared_by: z.string().describe('the pope whose act declared it'),
  date: z.string().describe('YYYY-MM-DD of the act, or its year'),
  act: z.string().nullable().describe('the document: its kind and Latin title when known ("Apostolic letter Pacis nuntius")'),
  source: z.string().describe('where Lumen has it from'),
});

export const MartyrologyRefSchema = z.object({
  id: z.string().describe('CRMEDR eulogy id of the 2004 Roman Martyrology, e.g. mr:0128-thomas-de-aquino'),
  date: z.string(),
  name: Names,
  country: z.string().nullable(),
});

export const SaintSchema = z.object({
  slug: z.string(),
  former_slugs: z.array(z.string()).describe('slugs the record was served under before; a GET of one answers 301 to this record'),
  kind: z.enum(['person', 'group']).describe('one person, or a group celebrated together (companions, two martyrs of one feast)'),
  name: Names.extend({ en: z.string() }).describe('proper names (nominative); the titles of celebrations are on `feasts`'),
  canonization: z
    .enum(['saint', 'blessed'])
    .nullable()
    .describe('null when never canonized nor beatified: the Virgin Mary (honoured above all the saints), the Holy Innocents, the Guardian Angels …'),
  titles: z.array(z.string()).describe('martyr, virgin, doctor_of_the_church, pope …'),
  sex: z.string().nullable(),
  count: z.number().int().nullable().describe('number of persons for a group (companions, martyrs)'),
  born: DateFact,
  died: DateFact,
  canonized: DateFact,
  patron_titles: z.array(z.string()).describe("romcal's patron titles (copatron_of_europe); none in the current sources"),
  patronages: z.array(PatronageSchema).describe('patronages declared by the Holy See (papal acts, decrees of the Roman congregations), each with its act'),
  feasts: z.array(FeastSchema),
  martyrology: z.array(MartyrologyRefSchema),
  eulogy: z
    .object({ date: z.string(), edition: z.string(), en: z.string().optional(), la: z.string().optional() })
    .nullable()
    .describe('the eulogy of the saint in the Roman Martyrology (1960 edition, pre-1969 dates)'),
  members: z.array(RecordLink).describe('a group: its members that have records of their own'),
  member_of: z.array(RecordLink).describe('a person: the group records they are celebrated in'),
  provenance,
});

export const SaintSummarySchema = SaintSchema.pick({ slug: true, kind: true, name: true, canonization: true, titles: true });

export const PrayerSchema = z.object({
  slug: z.string(),
  title: z.object({ en: z.string().optional(), la: z.string().optional() }),
  category: z.string(),
  languages: z.array(z.string()).describe('languages the prayer exists in'),
  texts: z.record(z.string(), z.object({ title: z.string(), text: z.string(), source: z.string() })),
  note: z.string().nullable(),
  provenance,
});

export const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), next_cursor: z.string().nullable(), dataset_version: z.string() });

/** The query of every list: one definition for every engine. */
export { Paging } from '../../../platform/operations/paging.js';

/**
 * `YYYY-MM-DD` and `MM-DD` (the platform's date schemas: advertised with their form, checked by the engine). A date
 * is checked by Tempus when Devotio asks it for the day (calendar-port.ts, with the caller's field name): a
 * malformed or impossible date is its `impossible_date`, a year outside its range `year_out_of_range`, the same
 * problems as Tempus's own paths give for the same mistake; a day is checked by domain/month-day.ts alike.
 */
export { IsoDate, MonthDay } from '../../../platform/operations/date-schemas.js';

export const Slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/, 'expected a slug of lower-case letters, digits and hyphens');

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
