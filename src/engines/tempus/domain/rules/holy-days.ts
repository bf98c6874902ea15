import type { DayRule } from './draft-day.js';

/**
 * Holy days of obligation per calendar. Every Sunday is one (canon 1246 §1); the other days are the canon's list,
 * which a conference may reduce or move (canon 1246 §2). Calendars absent here keep the engine's flag (romcal
 * marks the canon 1246 §1 list wherever the celebration falls); docs/tempus.md says which.
 */
export interface HolyDayList {
  /** Celebration keys that are holy days on the day they are kept. */
  keys: ReadonlySet<string>;
  /** Keys whose obligation is abrogated when the day falls on a Saturday or a Monday. */
  abrogatedOnSaturdayOrMonday?: ReadonlySet<string>;
  /** The first civil year in which that abrogation is in force. */
  abrogatedSince?: number;
  /** Keys whose obligation stays on this month-day: when the celebration is transferred, the obligation is not. */
  onlyOnDate?: Readonly<Record<string, string>>;
  source: string;
}

const MARY_MOTHER_OF_GOD = 'mary_mother_of_god';
const IMMACULATE_CONCEPTION = 'immaculate_conception_of_the_blessed_virgin_mary';
const ASSUMPTION = 'assumption_of_the_blessed_virgin_mary';
const ALL_SAINTS = 'all_saints';
const CHRISTMAS = 'nativity_of_the_lord';
const ASCENSION = 'ascension_of_the_lord';

export const HOLY_DAYS: Readonly<Record<string, HolyDayList>> = {
  'general-roman': {
    keys: new Set([
      CHRISTMAS,
      'epiphany_of_the_lord',
      ASCENSION,
      'most_holy_body_and_blood_of_christ',
      MARY_MOTHER_OF_GOD,
      IMMACULATE_CONCEPTION,
      ASSUMPTION,
      'joseph_spouse_of_mary',
      'peter_and_paul_apostles',
      ALL_SAINTS,
    ]),
    source: 'Code of Canon Law, canon 1246 §1',
  },
  'united-states': {
    // The Ascension is a holy day where it is kept on Thursday (ascension_on_sunday=false); otherwise it is a Sunday.
    keys: new Set([MARY_MOTHER_OF_GOD, ASCENSION, ASSUMPTION, ALL_SAINTS, IMMACULATE_CONCEPTION, CHRISTMAS]),
    abrogatedOnSaturdayOrMonday: new Set([MARY_MOTHER_OF_GOD, ASSUMPTION, ALL_SAINTS]),
    // NCCB decree of 13 December 1991, confirmed by the Holy See on 4 July 1992, effective 1 January 1993.
    abrogatedSince: 1993,
    // 8 December on a Sunday of Advent: the solemnity moves to 9 December (GNLY 60), the obligation does not.
    onlyOnDate: { [IMMACULATE_CONCEPTION]: '12-08' },
    source: 'USCCB complementary norm to canon 1246 §2 (holy days of obligation; decree of 13 December 1991, effective 1 January 1993); USCCB, 2024: the obligation does not transfer to 9 December',
  },
};

export const holyDaysOfObligation: DayRule = (day, ctx) => {
  const list = HOLY_DAYS[ctx.calendar];
  if (!list) return day;
  const w = day.weekday;
  const monthDay = day.date.slice(5);
  const holy = (key: string, optional: boolean): boolean => {
    if (optional) return false;
    if (w === 'sunday') return true;
    if (!list.keys.has(key)) return false;
    const abrogated = ctx.year >= (list.abrogatedSince ?? 0) && list.abrogatedOnSaturdayOrMonday?.has(key);
    if ((w === 'saturday' || w === 'monday') && abrogated) return false;
    const fixed = list.onlyOnDate?.[key];
    return fixed === undefined || fixed === monthDay;
  };
  let changed = false;
  const celebrations = day.celebrations.map((c) => {
    const h = holy(c.key, c.is_optional);
    if (h === c.holy_day_of_obligation) return c;
    changed = true;
    return { ...c, holy_day_of_obligation: h };
  });
  return changed ? { ...day, celebrations } : day;
};
