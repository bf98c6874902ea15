import { z } from 'zod';
import { problem } from '../../platform/errors/index.js';
import { todayIn } from './domain/civil-date.js';
import type { DayQuery } from './domain/liturgical-day.js';
import { CALENDARS, DEFAULT_CALENDAR, DEFAULT_LOCALE, LOCALES } from './data/calendars.js';

/** `true`/`false` in a query string; a JSON boolean through MCP. Anything else says what is expected. */
export const booleanParam = () =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: (issue) => `expected true or false (got ${JSON.stringify(issue.input)})` })
    .transform((v) => v === true || v === 'true')
    .optional();

const flag = (what: string) => booleanParam().describe(`${what} (default: the calendar's own rule)`);

/** Query parameters shared by every calendar operation. Calendar and locale are checked by the service. */
export const CalendarQueryShape = {
  calendar: z
    .string()
    .optional()
    .describe(`calendar id (default ${DEFAULT_CALENDAR}); one of ${CALENDARS.map((c) => c.id).join(', ')}`),
  locale: z.string().optional().describe(`locale of names (default ${DEFAULT_LOCALE}); one of ${LOCALES.join(', ')}`),
  epiphany_on_sunday: flag('keep the Epiphany on the Sunday between 2 and 8 January (GNLY 37)'),
  ascension_on_sunday: flag('keep the Ascension on the Seventh Sunday of Easter'),
  corpus_christi_on_sunday: flag('keep Corpus Christi on the Sunday after Trinity Sunday'),
};
export const CalendarQuery = z.object(CalendarQueryShape);

export function dayQuery(q: z.output<typeof CalendarQuery>): DayQuery {
  const out: DayQuery = {};
  if (q.calendar !== undefined) out.calendar = q.calendar;
  if (q.locale !== undefined) out.locale = q.locale;
  if (q.epiphany_on_sunday !== undefined) out.epiphany_on_sunday = q.epiphany_on_sunday;
  if (q.ascension_on_sunday !== undefined) out.ascension_on_sunday = q.ascension_on_sunday;
  if (q.corpus_christi_on_sunday !== undefined) out.corpus_christi_on_sunday = q.corpus_christi_on_sunday;
  return out;
}

const DAY_S = 86_400;

/**
 * Cache lifetime of a computed date: the past and the far future are stable (30 days); dates near today may
 * still gain celebrations from new decrees (1 hour).
 */
export function maxAgeForDate(date: string, now = Date.now()): number {
  const t = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  if (Number.isNaN(t)) return 0;
  const days = (t - now) / (DAY_S * 1000);
  return days < -1 || days > 366 ? 30 * DAY_S : 3600;
}

/** The `tz` parameter of the `today` operations. */
export const TzQueryShape = { tz: z.string().optional().describe('IANA time zone of the asker, e.g. Europe/Rome or America/Chicago (default UTC): it decides which date today is') };

/** Today's civil date in `tz`, or the 400 problem that names the parameter when the zone is unknown. */
export function todayOrRefuse(tz: string): string {
  const date = todayIn(tz);
  if (date) return date;
  throw problem('unknown_time_zone', `tz '${tz}' is not an IANA time zone such as Europe/Rome or America/Chicago`, {
    errors: [{ field: 'query.tz', message: 'unknown IANA time zone' }],
    extra: { parameter: 'query.tz', allowed: 'an IANA time zone name (Intl.supportedValuesOf("timeZone"))' },
  });
}
