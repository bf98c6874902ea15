import type { DayRule } from './draft-day.js';

/**
 * Holy days of obligation per calendar. Every Sunday is one (canon 1246 §1); the other days are the canon's list,
 * which a conference may reduce or transfer to a Sunday (canon 1246 §2). A solemnity a conference keeps on a Sunday
 * is a holy day there because it is Sunday, so a list names only the days that are holy days on a weekday. Each
 * calendar has its lists oldest first, each in force from its `since`; docs/tempus.md gives the sources.
 */
export interface HolyDayList {
  /** The first date (YYYY-MM-DD) on which the list is in force; the first list of a calendar has none (from 1970). */
  since?: string;
  /** Celebration keys that are holy days on the day they are kept. */
  keys: ReadonlySet<string>;
  /** Keys whose obligation is abrogated when the day falls on a Saturday or a Monday. */
  abrogatedOnSaturdayOrMonday?: ReadonlySet<string>;
  /** Keys whose obligation stays on this month-day: when the celebration is transferred, the obligation is not. */
  onlyOnDate?: Readonly<Record<string, string>>;
  source: string;
}

const MARY_MOTHER_OF_GOD = 'mary_mother_of_god';
const EPIPHANY = 'epiphany_of_the_lord';
const JOSEPH = 'joseph_spouse_of_mary';
const ASCENSION = 'ascension_of_the_lord';
const CORPUS_CHRISTI = 'most_holy_body_and_blood_of_christ';
const PETER_AND_PAUL = 'peter_and_paul_apostles';
const ASSUMPTION = 'assumption_of_the_blessed_virgin_mary';
const ALL_SAINTS = 'all_saints';
const IMMACULATE_CONCEPTION = 'immaculate_conception_of_the_blessed_virgin_mary';
const CHRISTMAS = 'nativity_of_the_lord';

const CANON_1246 = [CHRISTMAS, EPIPHANY, ASCENSION, CORPUS_CHRISTI, MARY_MOTHER_OF_GOD, IMMACULATE_CONCEPTION, ASSUMPTION, JOSEPH, PETER_AND_PAUL, ALL_SAINTS];

/** 8 December on a Sunday of Advent: the solemnity moves to 9 December (GNLY 60), the obligation does not. */
const IMMACULATE_ON_ITS_DATE = { [IMMACULATE_CONCEPTION]: '12-08' };

export const HOLY_DAYS: Readonly<Record<string, readonly HolyDayList[]>> = {
  'general-roman': [
    {
      // A transferred Immaculate Conception keeps the flag here: the universal law does not settle it.
      keys: new Set(CANON_1246),
      source: 'Code of Canon Law, canon 1246 §1',
    },
  ],
  'united-states': [
    {
      // The Ascension is a holy day where it is kept on Thursday (ascension_on_sunday=false); otherwise it is a Sunday.
      keys: new Set([MARY_MOTHER_OF_GOD, ASCENSION, ASSUMPTION, ALL_SAINTS, IMMACULATE_CONCEPTION, CHRISTMAS]),
      onlyOnDate: IMMACULATE_ON_ITS_DATE,
      source: 'the six holy days of the Third Plenary Council of Baltimore (1884), kept in the United States under canon 1247 of the 1917 Code and, from 1983, canon 1246 §2',
    },
    {
      since: '1993-01-01',
      keys: new Set([MARY_MOTHER_OF_GOD, ASCENSION, ASSUMPTION, ALL_SAINTS, IMMACULATE_CONCEPTION, CHRISTMAS]),
      abrogatedOnSaturdayOrMonday: new Set([MARY_MOTHER_OF_GOD, ASSUMPTION, ALL_SAINTS]),
      onlyOnDate: IMMACULATE_ON_ITS_DATE,
      source: 'USCCB complementary norm to canon 1246 §2 (NCCB decree of 13 December 1991, confirmed 4 July 1992, effective 1 January 1993); USCCB, 2024: the obligation does not transfer to 9 December',
    },
  ],
  australia: [
    {
      // The years before the 2001 decree are Lumen's best reading (docs/tempus.md): no conference text was found.
      keys: new Set([CHRISTMAS, MARY_MOTHER_OF_GOD, ASCENSION, ASSUMPTION, ALL_SAINTS]),
      source: 'before the ACBC decree of 2001: Christmas, 1 January, the Ascension, the Assumption and All Saints (best reading; not confirmed by a conference text)',
    },
    {
      since: '2001-09-16',
      keys: new Set([CHRISTMAS, ASSUMPTION]),
      source: 'Australian Catholic Bishops Conference, decree of May 2001 confirmed by the CDW, in force 16 September 2001: Christmas and the Assumption',
    },
  ],
  canada: [
    {
      keys: new Set([CHRISTMAS, MARY_MOTHER_OF_GOD]),
      source: 'Canadian Conference of Catholic Bishops: Christmas and Mary, Mother of God (the Epiphany, Ascension and Corpus Christi on Sunday); the year of the decision is not dated here (two holy days by 1991)',
    },
  ],
  england: [
    {
      // From 1984 Saints Peter and Paul, the Assumption and All Saints on a Saturday or a Monday are kept on the
      // Sunday (national-transfers.ts), and from 2007 to 2017 the Epiphany, Ascension and Corpus Christi too: the
      // celebration moves with the obligation, so the list is the same in every year.
      keys: new Set([CHRISTMAS, EPIPHANY, ASCENSION, CORPUS_CHRISTI, PETER_AND_PAUL, ASSUMPTION, ALL_SAINTS]),
      source: 'Bishops’ Conference of England and Wales: Christmas, the Epiphany, the Ascension, Corpus Christi, Saints Peter and Paul, the Assumption and All Saints (Liturgy Office, Holydays of Obligation)',
    },
  ],
  france: [
    {
      keys: new Set([CHRISTMAS, ASCENSION, ASSUMPTION, ALL_SAINTS]),
      source: 'indult of Cardinal Caprara, legate a latere, 9 April 1802: Christmas, the Ascension, the Assumption and All Saints',
    },
  ],
  italy: [
    {
      keys: new Set(CANON_1246),
      onlyOnDate: IMMACULATE_ON_ITS_DATE,
      source: 'before Law 54 of 5 March 1977: the ten holy days of the 1917 Code (canon 1247), all civil holidays',
    },
    {
      // The Epiphany, on Sunday from 1978 to 1985 (national-transfers.ts), is a holy day on 6 January again from 1986.
      since: '1977-03-07',
      keys: new Set([MARY_MOTHER_OF_GOD, EPIPHANY, ASSUMPTION, ALL_SAINTS, IMMACULATE_CONCEPTION, CHRISTMAS]),
      onlyOnDate: IMMACULATE_ON_ITS_DATE,
      source: 'CEI (Prot. 194/77) and the Congregation for the Clergy, after Law 54 of 5 March 1977 (Gazzetta Ufficiale of 7 March): Saint Joseph and Saints Peter and Paul no longer holy days, the Ascension and Corpus Domini on Sunday',
    },
  ],
  netherlands: [
    {
      keys: new Set([CHRISTMAS, ASCENSION, MARY_MOTHER_OF_GOD]),
      source: 'Nederlandse Bisschoppenconferentie, with the consent of the Congregation for Bishops of 8 July 1989 (Prot. 73/85), confirming long practice: Christmas, the Ascension and Mary, Mother of God; the Immaculate Conception, Saint Joseph and Saints Peter and Paul abolished; the obligation of the Assumption and All Saints kept on Sunday',
    },
  ],
};

/** The list of a calendar in force on `date`; undefined for a calendar without lists. */
export function holyDayListOn(calendarId: string, date: string): HolyDayList | undefined {
  const lists = HOLY_DAYS[calendarId];
  // The first list has no `since`: it holds from the first year Tempus serves.
  return lists?.findLast((l) => (l.since ?? '') <= date);
}

export const holyDaysOfObligation: DayRule = (day, ctx) => {
  const list = holyDayListOn(ctx.calendar, day.date);
  if (!list) return day;
  const w = day.weekday;
  const monthDay = day.date.slice(5);
  const holy = (key: string, optional: boolean): boolean => {
    if (optional) return false;
    if (w === 'sunday') return true;
    if (!list.keys.has(key)) return false;
    if ((w === 'saturday' || w === 'monday') && list.abrogatedOnSaturdayOrMonday?.has(key)) return false;
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
