import { z } from 'zod';

/**
 * Lumen's own vocabulary for a liturgical day (see docs/glossary.md). These records are what the API serves and
 * what other engines (Devotio) receive from `TempusCalendar.day`; they do not depend on the calculation library,
 * so the engine behind them can be replaced without changing the API.
 */

/** Ranks of the General Norms for the Liturgical Year and the Calendar (GNLY 8-16), plus Sundays and weekdays. */
export const RANKS = ['solemnity', 'sunday', 'feast', 'memorial', 'optional_memorial', 'weekday'] as const;
export type Rank = (typeof RANKS)[number];

/** Liturgical colours (GIRM 346); rose on Gaudete and Laetare, black allowed for the dead. */
export const COLORS = ['white', 'red', 'green', 'violet', 'rose', 'black', 'gold'] as const;
export type Color = (typeof COLORS)[number];

/** Seasons of the liturgical year (GNLY 17-44). */
export const SEASONS = ['advent', 'christmas', 'lent', 'paschal_triduum', 'easter', 'ordinary_time'] as const;
export type Season = (typeof SEASONS)[number];

export const SUNDAY_CYCLES = ['A', 'B', 'C'] as const;
export type SundayCycle = (typeof SUNDAY_CYCLES)[number];
export const WEEKDAY_CYCLES = ['I', 'II'] as const;
export type WeekdayCycle = (typeof WEEKDAY_CYCLES)[number];

export const CelebrationSchema = z.object({
  key: z.string().describe("stable identifier of the celebration, e.g. 'thomas_aquinas_priest'"),
  name: z.string().describe('localized name'),
  rank: z.enum(RANKS),
  rank_name: z.string().describe('localized rank'),
  precedence: z
    .number()
    .int()
    .min(1)
    .max(13)
    .describe('position in the Table of Liturgical Days (GNLY 59); lower takes precedence'),
  colors: z.array(z.enum(COLORS)).min(1),
  is_optional: z.boolean().describe('true for an optional memorial (or commemoration) that may replace the day'),
  holy_day_of_obligation: z.boolean(),
  proper: z.enum(['time', 'saints']).describe('Proper of Time (temporal cycle) or Proper of Saints'),
  calendar: z
    .string()
    .describe('the calendar that inscribes it: general-roman (with the whole Proper of Time) or the calendar asked for, for what that calendar adds or ranks otherwise'),
});
export type Celebration = z.infer<typeof CelebrationSchema>;

/** Kinds of observance: a day a conference sets apart without a celebration of its own rank. */
export const OBSERVANCE_KINDS = ['day_of_prayer'] as const;

export const ObservanceSchema = z.object({
  key: z.string().describe("stable identifier, e.g. 'day_of_prayer_for_the_legal_protection_of_unborn_children'"),
  name: z.string().describe('localized name'),
  kind: z.enum(OBSERVANCE_KINDS),
  colors: z.array(z.enum(COLORS)).min(1).describe('the colours of the Masses that may be said for it'),
  calendar: z.string().describe('the calendar that sets it'),
});
export type Observance = z.infer<typeof ObservanceSchema>;

export const LiturgicalDaySchema = z.object({
  date: z.string().describe('YYYY-MM-DD'),
  weekday: z.enum(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']),
  calendar: z.string(),
  locale: z.string(),
  celebrations: z
    .array(CelebrationSchema)
    .min(1)
    .describe('first: the celebration of the day; then the optional memorials that may be chosen instead'),
  observances: z
    .array(ObservanceSchema)
    .describe('days of prayer set on this date: no rank, no precedence; they displace none of the celebrations'),
  season: z.object({ key: z.enum(SEASONS), name: z.string() }),
  week_of_season: z.number().int().min(0),
  day_of_season: z.number().int().min(1),
  psalter_week: z.number().int().min(1).max(4),
  sunday_cycle: z.enum(SUNDAY_CYCLES),
  weekday_cycle: z.enum(WEEKDAY_CYCLES),
  liturgical_year: z.object({
    year: z.number().int().describe('the civil year in which this liturgical year ends'),
    start: z.string().describe('First Sunday of Advent'),
    end: z.string().describe('the Saturday before the next First Sunday of Advent'),
  }),
  notes: z.array(z.string()).describe('corrections and transfers applied to this day, with the rule they follow'),
});
export type LiturgicalDay = z.infer<typeof LiturgicalDaySchema>;

/** Options that differ between calendars (GNLY 7: Epiphany, Ascension and Corpus Christi may be kept on Sunday). */
export interface TransferOptions {
  epiphany_on_sunday: boolean;
  ascension_on_sunday: boolean;
  corpus_christi_on_sunday: boolean;
}

export interface DayQuery {
  calendar?: string;
  locale?: string;
  epiphany_on_sunday?: boolean;
  ascension_on_sunday?: boolean;
  corpus_christi_on_sunday?: boolean;
}

/** What other modules may rely on (Devotio asks Tempus through this, never through its internals). */
export interface TempusCalendar {
  /** `fieldPrefix` (e.g. `query`) names the caller's fields in problems: `query.date`, `query.locale`. */
  day(date: string, options?: DayQuery, fieldPrefix?: string): Promise<LiturgicalDay>;
}
