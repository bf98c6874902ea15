import type { LiturgicalDay as RomcalDay } from 'romcal';
import type { Celebration, Color, Rank, Season } from '../domain/liturgical-day.js';
import type { DraftDay } from '../domain/rules/draft-day.js';
import { correctedRomcalName } from './romcal-name-slips.js';

/**
 * Maps romcal's records to Lumen's. romcal's localized names are getters that vanish from JSON.stringify, so
 * every field is copied explicitly here, and nothing of romcal's shape leaks past this file.
 */
const SEASON: Record<string, Season> = {
  ADVENT: 'advent',
  CHRISTMAS_TIME: 'christmas',
  LENT: 'lent',
  PASCHAL_TRIDUUM: 'paschal_triduum',
  EASTER_TIME: 'easter',
  ORDINARY_TIME: 'ordinary_time',
};
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** `GENERAL_SOLEMNITY_3` → 3, `PROPER_FEAST__PRINCIPAL_PATRON_OF_A_DIOCESE_8A` → 8 (GNLY 59). */
export function precedenceNumber(code: string): number {
  const m = /_(\d+)[A-Z]?$/.exec(code);
  return m ? Number(m[1]) : 13;
}

function colorOf(c: string): Color {
  return c === 'PURPLE' ? 'violet' : (c.toLowerCase() as Color);
}

/**
 * romcal's catalogue files the Assumption with the days of the Proper of Time (precedence 2); the Table of
 * Liturgical Days puts it with the other solemnities of the Blessed Virgin inscribed in the General Calendar (3),
 * as it does the Immaculate Conception. The number only: romcal's choices between days are unchanged by it.
 */
const PRECEDENCE_CORRECTIONS: Readonly<Record<string, number>> = { assumption_of_the_blessed_virgin_mary: 3 };

const RANK_WORD = /SOLEMNITY|FEAST|MEMORIAL/;

/**
 * Per national calendar, the celebrations of the General Roman Calendar its bundle inscribes again at the same rank
 * but files lower in the Table (GNLY 59): Saint Joseph as Canada's principal patron (4a, against 3 as a solemnity of
 * the General Calendar), the Immaculate Conception as patroness of the United States (4a, against 3), Saint Andrew
 * in England and Saint Mary Magdalene in Italy (feasts of the proper calendar, 8, against 7). A celebration keeps
 * the higher of its places: the key → the General Calendar's number. Learnt from each bundle as it is loaded
 * (`calendars.ts`), whose `inputs` hold the General Calendar's definition before the calendar's own.
 */
const generalPlaces = new Map<string, ReadonlyMap<string, number>>();

type PrecedenceInputs = Record<string, ReadonlyArray<{ precedence?: string; fromCalendarId?: string }>>;

export function learnGeneralPlaces(calendarId: string, inputs: PrecedenceInputs): void {
  if (generalPlaces.has(calendarId)) return;
  const places = new Map<string, number>();
  for (const [key, defs] of Object.entries(inputs)) {
    const general = defs.find((d) => d.fromCalendarId === 'general_roman' && d.precedence)?.precedence;
    const own = defs.findLast((d) => d.precedence)?.precedence;
    if (!general || !own || general === own || RANK_WORD.exec(general)?.[0] !== RANK_WORD.exec(own)?.[0]) continue;
    if (precedenceNumber(general) < precedenceNumber(own)) places.set(key, precedenceNumber(general));
  }
  generalPlaces.set(calendarId, places);
}

function placeOf(d: RomcalDay, calendarId: string): number {
  const own = precedenceNumber(d.precedence);
  return Math.min(own, generalPlaces.get(calendarId)?.get(d.id) ?? own);
}

/**
 * The calendar a celebration comes from, as one of the ids Tempus serves: romcal's `ProperOfTime` (the seasons,
 * Sundays and feasts of the Lord) is the General Roman Calendar's; a continent's calendar that romcal's bundle
 * folds into the national one (`europe`: the patrons of Europe as feasts; `americas`: Our Lady of Guadalupe as a
 * feast) is the national calendar asked for, which keeps them so. The other ids are romcal's own (`general_roman`,
 * `united_states` …), hyphenated.
 */
export function celebrationCalendar(fromCalendarId: string, calendarId: string): string {
  if (fromCalendarId === 'ProperOfTime') return 'general-roman';
  const id = fromCalendarId.replaceAll('_', '-');
  return id === 'general-roman' || id === calendarId ? id : calendarId;
}

/** A romcal celebration in Lumen's record; `calendarId` is the calendar asked for (see celebrationCalendar). */
export function mapCelebration(d: RomcalDay, fallbackColors: Color[], calendarId: string): Celebration {
  const colors = d.colors.map(colorOf);
  return {
    key: d.id,
    name: correctedRomcalName(d.name),
    rank: d.rank.toLowerCase() as Rank,
    rank_name: d.rankName,
    precedence: PRECEDENCE_CORRECTIONS[d.id] ?? placeOf(d, calendarId),
    // GIRM 355a: a memorial kept as a commemoration in a privileged season takes the colour of the weekday.
    colors: colors.length > 0 ? colors : fallbackColors,
    is_optional: d.isOptional,
    holy_day_of_obligation: d.isHolyDayOfObligation,
    proper: d.cycles.properCycle === 'PROPER_OF_TIME' ? 'time' : 'saints',
    calendar: celebrationCalendar(d.fromCalendarId, calendarId),
  };
}

/** The localized name of a romcal season key (`LENT`), as romcal's `seasonNames` gives it. */
export type SeasonName = (season: string) => string;

function seasonOf(days: RomcalDay[], seasonName: SeasonName | undefined): { key: Season; name: string } {
  // romcal's `seasonNames` getter translates every season of the day anew; `seasonName` is the same translation, kept.
  const named = (d: RomcalDay, i: number) => (seasonName ? seasonName(d.seasons[i]!) : d.seasonNames[i]) ?? d.seasons[i]!;
  for (const d of days) {
    // GNLY 22: Easter Sunday closes the Triduum and opens Easter Time; Lumen files it under Easter Time.
    const i = Math.max(0, d.seasons.indexOf('EASTER_TIME'));
    const s = d.seasons[i];
    if (s && SEASON[s]) return { key: SEASON[s], name: named(d, i) };
  }
  const w = days[0]?.weekday;
  const s = w?.seasons[0];
  return s && SEASON[s] ? { key: SEASON[s], name: named(w, 0) } : { key: 'ordinary_time', name: 'Ordinary Time' };
}

/** One romcal date (its celebrations, the first being celebrated) → a draft Lumen day, before Lumen's rules. */
export function mapRomcalDate(date: string, days: RomcalDay[], calendar: string, locale: string, seasonName?: SeasonName): DraftDay {
  const first = days[0]!;
  const baseColors = first.colors.map(colorOf);
  // Holy Saturday has no Mass by day; the Hours are of the season (violet).
  const dayColors: Color[] = baseColors.length > 0 ? baseColors : ['violet'];
  const meta = first.calendar;
  const cycles = first.cycles;
  const ferial = first.weekday ? mapCelebration(first.weekday, dayColors, calendar) : undefined;
  return {
    date,
    weekday: WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!,
    calendar,
    locale,
    celebrations: days.map((d) => mapCelebration(d, dayColors, calendar)),
    observances: [],
    season: seasonOf(days, seasonName),
    week_of_season: meta.weekOfSeason,
    day_of_season: meta.dayOfSeason,
    psalter_week: Number(cycles.psalterWeek.replace('WEEK_', '')),
    sunday_cycle: cycles.sundayCycle.replace('YEAR_', '') as 'A' | 'B' | 'C',
    weekday_cycle: cycles.weekdayCycle === 'YEAR_1' ? 'I' : 'II',
    liturgical_year: {
      year: Number(meta.endOfLiturgicalYear.slice(0, 4)),
      start: meta.startOfLiturgicalYear,
      end: meta.endOfLiturgicalYear,
    },
    notes: [],
    ...(ferial ? { ferial } : {}),
  };
}
