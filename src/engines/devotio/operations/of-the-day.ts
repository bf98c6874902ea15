import { z } from 'zod';
import { defineOperation } from '../../../platform/operations/define.js';
import type { LiturgicalCalendarPort } from '../calendar-port.js';
import type { DevotioData, DevotioDataset } from '../devotio-data.js';
import { martyrologyTextDay } from '../domain/martyrology-text-day.js';
import { IsoDate, ProvenanceSchema, SaintSummarySchema, today } from './schemas.js';

const CelebrationOut = z.object({
  key: z.string(),
  name: z.string(),
  rank: z.string(),
  colors: z.array(z.string()),
  saints: z.array(SaintSummarySchema).describe('the saints this celebration honours'),
});

const OfTheDay = z.object({
  date: z.string(),
  calendar: z.string(),
  weekday: z.string(),
  season: z.object({ key: z.string(), name: z.string() }).nullable(),
  calendar_source: z.literal('tempus').describe('the celebrations are computed for the date by Tempus'),
  celebrations: z.array(CelebrationOut),
  martyrology: z.object({
    date: z.string(),
    text_day: z
      .string()
      .describe('MM-DD of the 1960 text given: the date’s, except 24-29 February of a leap year (24 February reads the added day, 02-29; 25-29 February read 24-28)'),
    text: z.unknown().describe('the day’s eulogies in English and Latin (1960 edition, pre-1969 dates)'),
    registry: z.array(
      z.object({
        id: z.string(),
        name: z.record(z.string(), z.string()),
        country: z.string().nullable(),
        slug: z.string().nullable().describe('the saint record; null for a celebration of no one saint (a feast of the Lord, All Saints)'),
      }),
    ),
    provenance: z.array(ProvenanceSchema),
  }),
  dataset_version: z.string(),
});

type Summary = z.infer<typeof SaintSummarySchema>;
const summary = (doc: string): Summary => {
  const s = JSON.parse(doc) as Summary;
  return { slug: s.slug, kind: s.kind, name: s.name, canonization: s.canonization, titles: s.titles };
};

function saintsOf(d: DevotioData, key: string) {
  return d.value.slugsByCelebration.all(key).flatMap(({ slug }) => {
    const row = d.value.saintBySlug.get(slug);
    return row ? [summary(row.doc)] : [];
  });
}

const dayDoc = (d: DevotioData, monthDay: string) => {
  const row = d.value.martyrologyDay.get(monthDay);
  return row ? JSON.parse(row.doc) : { date: monthDay, text: null, registry: [], provenance: [] };
};

/** The day's registry (2004, civil day) with the 1960 text read on it (a leap year's February shifts it). */
function martyrologyOf(d: DevotioData, monthDay: string, textDay: string) {
  const day = dayDoc(d, monthDay);
  const text = textDay === monthDay ? day.text : dayDoc(d, textDay).text;
  return { date: day.date, text_day: textDay, text, registry: day.registry, provenance: day.provenance };
}

export function ofTheDayOperation(data: DevotioDataset, calendar: LiturgicalCalendarPort) {
  return defineOperation({
    id: 'devotio.saints.ofTheDay',
    mcp: { use: "Use it when asked which saints are remembered on a date (the calendar's celebrations and the martyrology)." },
    summary: 'Saints of the day: the calendar’s celebrations and the martyrology’s entries for a date',
    method: 'GET',
    path: '/saints/of-the-day',
    query: z.object({
      date: IsoDate.optional().describe('YYYY-MM-DD (default: today, UTC)'),
      calendar: z.string().regex(/^[A-Za-z-]{2,40}$/).default('general-roman').describe('general-roman (default), united-states, italy … (in any case)'),
      locale: z.string().regex(/^[a-z]{2}(-[A-Za-z]{2})?$/).optional().describe('language of celebration names (Tempus locales)'),
    }),
    output: OfTheDay,
    // Immutable for a dataset version (or a date): validated by ETag (If-None-Match answers 304).
    cache: { etag: true },
    handler: async ({ query }) => {
      const d = data.need();
      const date = query.date ?? today();
      // Tempus checks the date first (IsoDate): nothing below reads a date it refused.
      const liturgical = await calendar.day(date, { calendar: query.calendar, ...(query.locale ? { locale: query.locale } : {}) }, 'query');
      const monthDay = date.slice(5);
      const weekday = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' }).toLowerCase();
      const martyrology = martyrologyOf(d, monthDay, martyrologyTextDay(date));
      return {
        date,
        // The canonical id (Tempus matches ids in any case).
        calendar: liturgical.calendar,
        weekday,
        season: liturgical.season,
        calendar_source: 'tempus' as const,
        celebrations: liturgical.celebrations.map((c) => ({ key: c.key, name: c.name, rank: c.rank, colors: c.colors, saints: saintsOf(d, c.key) })),
        martyrology,
        dataset_version: d.version,
      };
    },
  });
}
