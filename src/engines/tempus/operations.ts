import { z } from 'zod';
import { andThen } from '../../platform/maybe-promise.js';
import { type Operation, defineOperation, raw } from '../../platform/operations/define.js';
import type { TempusService } from './calendar.js';
import { LiturgicalDaySchema } from './domain/liturgical-day.js';
import { CALENDARS, LOCALES, DEFAULT_LOCALE, transferDefaults } from './data/calendars.js';
import { transferRuleIn } from './data/national-transfers.js';
import { TEMPUS_PROVENANCE, TempusProvenanceSchema, dayWithProvenance } from './provenance.js';

/** The rule in force now where Lumen corrects the engine's defaults (earlier rules: docs/tempus.md). */
function transferRuleOf(id: string): { epiphany_rule?: 'sunday_if_saturday_or_monday'; defaults_source?: string } {
  const o = transferRuleIn(id);
  if (!o) return {};
  return { ...(o.epiphany === 'sunday_if_saturday_or_monday' ? { epiphany_rule: o.epiphany } : {}), defaults_source: o.source };
}
import { yearToIcs } from './ics.js';
import { CalendarQuery, CalendarQueryShape, TzQueryShape, booleanParam, dayQuery, maxAgeForDate, todayOrRefuse } from './query.js';
import { IsoDate } from '../../platform/operations/date-schemas.js';
import { PageFields, Paging, pageOf } from '../../platform/operations/paging.js';
import { pageScope, scopeDigest } from '../../platform/security/cursor.js';

const OptionsSchema = z.object({
  epiphany_on_sunday: z.boolean(),
  ascension_on_sunday: z.boolean(),
  corpus_christi_on_sunday: z.boolean(),
});
const YearSchema = z.object({
  year: z.number().int(),
  liturgical: z.boolean(),
  calendar: z.string(),
  locale: z.string(),
  options: OptionsSchema,
  month: z.number().int().optional().describe('the month asked for, when only its days are given'),
  days: z.array(LiturgicalDaySchema),
  provenance: TempusProvenanceSchema,
});
const CalendarsSchema = z.object({
  calendars: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      country: z.string().optional(),
      locales: z.array(z.string()),
      default_locale: z.string(),
      defaults: OptionsSchema,
      epiphany_rule: z
        .literal('sunday_if_saturday_or_monday')
        .optional()
        .describe('the Epiphany is on 6 January unless that is a Saturday or Monday, then on Sunday (England and Wales)'),
      defaults_source: z.string().optional().describe('where Lumen took the defaults from, when it corrects the engine'),
    }),
  ),
  ...PageFields,
  provenance: TempusProvenanceSchema,
});
/**
 * The calendars are Lumen's own list (data/calendars.ts), not a dataset: a cursor is bound to the ids in their
 * order, so that one issued before a deployment that changed them is refused rather than skipping a calendar.
 */
const CALENDARS_VERSION = scopeDigest(CALENDARS.map((c) => c.id).join(','));
const CALENDARS_SCOPE = pageScope({ _list: 'tempus.calendars' });
const DaySchema = LiturgicalDaySchema.extend({ provenance: TempusProvenanceSchema });
/**
 * A year has one spelling, as a date has one (YYYY-MM-DD): digits without a leading zero, so that `02026` is not a
 * second URL (and a second cache entry) of 2026. Out of range (`1969`, `10000`) is `year_out_of_range`.
 */
const YearParams = z.object({
  year: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, 'year must be written in digits without leading zeros, such as 2026')
    .describe('the year, e.g. 2027 (1970-9999), in digits without leading zeros'),
});
const YearQuery = z.object({
  ...CalendarQueryShape,
  liturgical: booleanParam().describe('true: the liturgical year ending in {year}, from the First Sunday of Advent'),
  // A whole year is some 240 KB of JSON, more than an MCP tool result carries (src/mcp/call-tool.ts): a month is
  // the part a client (or a model) can ask for instead.
  month: z.coerce
    .number()
    .int()
    .min(1)
    .max(12)
    .optional()
    .describe('only the days of this month (1-12) within the year asked; with liturgical=true, 12 is the December that opens it'),
});
const YEAR_MAX_AGE_S = (year: number) => (year < new Date().getUTCFullYear() || year > new Date().getUTCFullYear() + 1 ? 30 * 86_400 : 3600);

export function tempusOperations(service: TempusService, host: () => string): Operation[] {
  const today = defineOperation({
    id: 'tempus.today.get',
    mcp: { use: "Use it when asked what today is in the Church's calendar (feast, saint, liturgical colour, season); give tz for the asker's time zone." },
    summary: 'The liturgical day today in a time zone',
    method: 'GET',
    path: '/today',
    query: z.object({ ...CalendarQueryShape, ...TzQueryShape }),
    output: DaySchema.extend({ time_zone: z.string() }),
    cache: { etag: true, maxAgeS: 300 },
    handler: async ({ query }) => {
      const tz = query.tz ?? 'UTC';
      const date = todayOrRefuse(tz);
      const r = await service.resolve(dayQuery(query));
      return { ...(await service.dayResolved(date, Number(date.slice(0, 4)), r)), time_zone: tz, provenance: TEMPUS_PROVENANCE };
    },
  });

  const day = defineOperation({
    id: 'tempus.days.get',
    mcp: { use: 'Use it when asked about a particular date: which feast or saint it is, its rank and colour, the season and week, or the Sunday and weekday cycles.' },
    summary: 'The liturgical day of a date: celebrations, rank, colours, season, cycles',
    method: 'GET',
    path: '/days/{date}',
    params: z.object({ date: IsoDate.describe('YYYY-MM-DD') }),
    query: CalendarQuery,
    output: DaySchema,
    // Shared: the day depends on the URL alone (the calendar rules are code), so repeats come from the response cache.
    cache: { etag: true, maxAgeS: ({ params }) => maxAgeForDate(params.date), shared: true },
    // Synchronous for a cached year: the hottest read of the engine.
    handler: ({ params, query }) => {
      const year = service.checkDate(params.date);
      return andThen(andThen(service.resolve(dayQuery(query)), (r) => service.dayResolved(params.date, year, r)), dayWithProvenance);
    },
  });

  const year = defineOperation({
    id: 'tempus.years.get',
    summary: 'Every day of a civil year (or, with liturgical=true, of the liturgical year ending in it)',
    method: 'GET',
    path: '/years/{year}',
    params: YearParams,
    query: YearQuery,
    output: YearSchema,
    cache: { etag: true, maxAgeS: ({ params }) => YEAR_MAX_AGE_S(Number(params.year)) },
    mcp: {
      use: 'Use it to survey a month of the calendar (every feast of March 2027, when Lent begins); give month, since a whole year is more than a tool result carries. For a single date use tempus_days_get.',
      description: 'The liturgical calendar of one month of a year, day by day (for one date use tempus_days_get).',
      title: 'Liturgical calendar of a month (or a year)',
      narrow: 'give month (1-12) for one month of the year at a time, or use tempus_days_get for a single date',
    },
    handler: async ({ params, query }) => {
      const y = Number(params.year);
      service.checkYear(y);
      const r = await service.resolve(dayQuery(query));
      const liturgical = query.liturgical ?? false;
      const all = await service.year(y, r, liturgical ? 'liturgical' : 'gregorian');
      const month = query.month === undefined ? undefined : `-${String(query.month).padStart(2, '0')}-`;
      const days = month === undefined ? all : all.filter((d) => d.date.slice(4, 8) === month);
      return { year: y, liturgical, calendar: r.calendar.id, locale: r.locale, options: service.optionsForYear(r, y), ...(query.month === undefined ? {} : { month: query.month }), days, provenance: TEMPUS_PROVENANCE };
    },
  });

  const ics = defineOperation({
    id: 'tempus.years.ics',
    summary: 'A civil year as an RFC 5545 iCalendar file (one all-day event per celebration)',
    method: 'GET',
    path: '/years/{year}.ics',
    params: YearParams,
    query: CalendarQuery,
    output: z.string(),
    alternates: [{ contentType: 'text/calendar', description: 'RFC 5545 iCalendar' }],
    onlyAlternates: true,
    mcp: false,
    // Immutable for a dataset version (or a date): validated by ETag (If-None-Match answers 304).
    cache: { etag: true },
    handler: async ({ params, query }) => {
      const y = Number(params.year);
      service.checkYear(y);
      const r = await service.resolve(dayQuery(query));
      const days = await service.year(y, r, 'gregorian');
      const body = yearToIcs(days, { calendar: r.calendar.id, calendarName: r.calendar.name, year: y, host: host() });
      return raw('text/calendar; charset=utf-8', body, {
        'Cache-Control': `private, max-age=${YEAR_MAX_AGE_S(y)}`,
        'Content-Disposition': `attachment; filename="${r.calendar.id}-${y}.ics"`,
      });
    },
  });

  const calendars = defineOperation({
    id: 'tempus.calendars.list',
    mcp: { use: 'Use it to find the id of a national calendar (united-states, england …) and its locales before asking for a day in it.' },
    summary: 'The calendars with their locales and transfer defaults (paged: limit, cursor)',
    method: 'GET',
    path: '/calendars',
    query: z.object(Paging),
    output: CalendarsSchema,
    problems: ['invalid_cursor'],
    cache: { etag: true, maxAgeS: 86_400 },
    handler: async ({ query }) => {
      const { items, total, next_cursor } = pageOf(CALENDARS, query, CALENDARS_VERSION, CALENDARS_SCOPE);
      const calendars = await Promise.all(
        items.map(async (c) => ({
          id: c.id,
          name: c.name,
          ...(c.country ? { country: c.country } : {}),
          locales: [...LOCALES],
          default_locale: DEFAULT_LOCALE,
          defaults: await transferDefaults(c),
          ...transferRuleOf(c.id),
        })),
      );
      return { calendars, total, next_cursor, provenance: TEMPUS_PROVENANCE };
    },
  });

  return [today, day, year, ics, calendars];
}
