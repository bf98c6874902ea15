import type { TransferOptions } from '../domain/liturgical-day.js';

/**
 * Lumen's own transfer rules (GNLY 7) where romcal 3.0.0's `particularConfig` does not match what the bishops'
 * conference decided, each with the years it was in force and its source. A calendar absent here keeps romcal's
 * defaults for every year (docs/tempus.md says what was and was not checked).
 *
 * `epiphany: 'sunday_if_saturday_or_monday'`: the Epiphany stays on 6 January unless that is a Saturday or a
 * Monday, when it moves to the adjacent Sunday, which is then the Sunday between 2 and 8 January.
 *
 * `holy_days_to_sunday` (England and Wales): Saints Peter and Paul, the Assumption and All Saints falling on a
 * Saturday or a Monday are kept on the Sunday (romcal's England bundle does it in every year; false: on their dates).
 */
export interface TransferRule {
  /** The first civil year in which the rule is in force; the first rule of a calendar has none (from 1970). */
  since?: number;
  epiphany?: boolean | 'sunday_if_saturday_or_monday';
  ascension_on_sunday?: boolean;
  corpus_christi_on_sunday?: boolean;
  holy_days_to_sunday?: boolean;
  source: string;
}

const EW = 'Bishops’ Conference of England and Wales';

/**
 * Each calendar's rules, oldest first; the last is the rule in force now. The years are civil years: every change
 * took effect at an Advent or before a January, and no celebration these rules move falls in December, so the
 * civil year of a celebration names its liturgical year's rule too.
 */
const TRANSFER_RULES: Readonly<Record<string, readonly TransferRule[]>> = {
  italy: [
    {
      epiphany: false,
      ascension_on_sunday: false,
      corpus_christi_on_sunday: false,
      source: 'before Law 54 of 5 March 1977: Epiphany, Ascension and Corpus Domini on their own days',
    },
    {
      since: 1977,
      epiphany: false,
      ascension_on_sunday: true,
      corpus_christi_on_sunday: true,
      source: 'CEI: Ascension and Corpus Domini kept on the following Sunday since 1977 (after Law 54 of 5 March 1977, which ended them as civil holidays); 6 January 1977 came before the law',
    },
    {
      since: 1978,
      epiphany: true,
      ascension_on_sunday: true,
      corpus_christi_on_sunday: true,
      source: 'CEI, after Law 54 of 5 March 1977: Epiphany, Ascension and Corpus Domini on Sunday',
    },
    {
      since: 1986,
      epiphany: false,
      ascension_on_sunday: true,
      corpus_christi_on_sunday: true,
      source: 'CEI: Ascension and Corpus Domini kept on the following Sunday since 1977 (after Law 54 of 5 March 1977); Epiphany on 6 January again since D.P.R. 792 of 28 December 1985 made it a holiday',
    },
  ],
  australia: [
    {
      epiphany: true,
      ascension_on_sunday: true,
      corpus_christi_on_sunday: true,
      source: 'Australian Catholic Bishops Conference, Liturgical Calendar: Epiphany, Ascension and Corpus Christi on Sunday (the year of each decision is not dated here)',
    },
  ],
  netherlands: [
    {
      epiphany: true,
      corpus_christi_on_sunday: true,
      source: 'Nederlandse Bisschoppenconferentie, liturgical calendar (as the Liturgical Calendar API gives it: nations/NL settings, epiphany SUNDAY_JAN2_JAN8, corpus_christi SUNDAY): Epiphany on the Sunday between 2 and 8 January, Sacramentsdag on the Sunday after Trinity Sunday (the year of either decision is not dated here)',
    },
  ],
  england: [
    {
      epiphany: false,
      ascension_on_sunday: false,
      corpus_christi_on_sunday: false,
      holy_days_to_sunday: false,
      source: `before the ${EW}'s decision of 1984: every holy day on its own day`,
    },
    {
      since: 1984,
      epiphany: 'sunday_if_saturday_or_monday',
      ascension_on_sunday: false,
      corpus_christi_on_sunday: false,
      holy_days_to_sunday: true,
      source: `${EW} (1984): holy days falling on a Saturday or a Monday are transferred to the Sunday (Liturgy Office, Holydays of Obligation); the Ascension and Corpus Christi on Thursday`,
    },
    {
      since: 2007,
      epiphany: true,
      ascension_on_sunday: true,
      corpus_christi_on_sunday: true,
      holy_days_to_sunday: true,
      source: `${EW} (May 2006; recognitio of 13 July 2006; in force from Advent, 3 December 2006): Epiphany, Ascension and Corpus Christi on Sunday; the other holy days on a Saturday or a Monday on the Sunday (1984)`,
    },
    {
      since: 2018,
      epiphany: 'sunday_if_saturday_or_monday',
      ascension_on_sunday: false,
      corpus_christi_on_sunday: true,
      holy_days_to_sunday: true,
      source: `${EW} (plenary, November 2016; in force from Advent 2017): Epiphany on 6 January unless a Saturday or Monday (then Sunday), Ascension on Thursday, Corpus Christi on Sunday`,
    },
  ],
  'united-states': [
    {
      epiphany: true,
      ascension_on_sunday: false,
      corpus_christi_on_sunday: true,
      source: 'GNLY 7: the Epiphany and Corpus Christi are not holy days in the United States, so they are kept on Sunday; the Ascension on Thursday until 1998',
    },
    {
      since: 1999,
      epiphany: true,
      ascension_on_sunday: true,
      corpus_christi_on_sunday: true,
      source: 'NCCB, 16 November 1998, approved by the Holy See: an ecclesiastical province may keep the Ascension on the Seventh Sunday of Easter, as most have since 1999 (ascension_on_sunday=false for Boston, Hartford, New York, Newark before 2022, Philadelphia and Omaha)',
    },
  ],
};

/** The rule of a calendar in force in `year`; without a year, the rule in force now. */
export function transferRuleIn(calendarId: string, year?: number): TransferRule | undefined {
  const rules = TRANSFER_RULES[calendarId];
  if (!rules) return undefined;
  if (year === undefined) return rules.at(-1);
  return rules.findLast((r) => (r.since ?? 0) <= year) ?? rules[0];
}

/** Whether the options of a calendar depend on the year (more than one rule, or an Epiphany decided per year). */
export function transfersDependOnYear(calendarId: string): boolean {
  const rules = TRANSFER_RULES[calendarId] ?? [];
  return rules.length > 1 || rules.some((r) => r.epiphany === 'sunday_if_saturday_or_monday');
}

/** England and Wales' holy days on a Saturday or Monday in `year`: undefined where no rule says (the bundle's). */
export function holyDaysToSundayIn(calendarId: string, year: number): boolean | undefined {
  return transferRuleIn(calendarId, year)?.holy_days_to_sunday;
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Whether the Epiphany is kept on Sunday in the January of `year`, under a calendar's own rule. */
function epiphanyOnSundayIn(rule: TransferRule['epiphany'], year: number, fallback: boolean): boolean {
  if (rule === undefined) return fallback;
  if (rule !== 'sunday_if_saturday_or_monday') return rule;
  const w = weekdayOf(`${String(year).padStart(4, '0')}-01-06`);
  return w === 6 || w === 1;
}

/**
 * Applies a calendar's rule to romcal's defaults: the rule in force in `year`, or without a year the rule in force
 * now, whose year-dependent Epiphany then reports its usual case (6 January).
 */
export function withOverride(calendarId: string, romcal: TransferOptions, year?: number): TransferOptions {
  const o = transferRuleIn(calendarId, year);
  if (!o) return romcal;
  const epiphany =
    o.epiphany === 'sunday_if_saturday_or_monday' && year === undefined
      ? false
      : epiphanyOnSundayIn(o.epiphany, year ?? 0, romcal.epiphany_on_sunday);
  return {
    epiphany_on_sunday: epiphany,
    ascension_on_sunday: o.ascension_on_sunday ?? romcal.ascension_on_sunday,
    corpus_christi_on_sunday: o.corpus_christi_on_sunday ?? romcal.corpus_christi_on_sunday,
  };
}
