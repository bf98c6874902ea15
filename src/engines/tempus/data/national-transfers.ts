import type { TransferOptions } from '../domain/liturgical-day.js';

/**
 * Lumen's own transfer defaults (GNLY 7) where romcal 3.0.0's `particularConfig` does not match what the
 * bishops' conference publishes. Each entry names its source; a calendar absent here keeps romcal's defaults
 * (see docs/tempus.md for what was and was not checked).
 *
 * `epiphany: 'sunday_if_saturday_or_monday'`: the Epiphany stays on 6 January unless that is a Saturday or a
 * Monday, when it moves to the adjacent Sunday, which is then the Sunday between 2 and 8 January.
 */
export interface TransferOverride {
  epiphany?: boolean | 'sunday_if_saturday_or_monday';
  ascension_on_sunday?: boolean;
  corpus_christi_on_sunday?: boolean;
  source: string;
}

export const TRANSFER_OVERRIDES: Readonly<Record<string, TransferOverride>> = {
  italy: {
    epiphany: false,
    ascension_on_sunday: true,
    corpus_christi_on_sunday: true,
    source: 'CEI: Ascension and Corpus Domini kept on the following Sunday since 1977 (after Law 54 of 5 March 1977); Epiphany on 6 January',
  },
  australia: {
    epiphany: true,
    ascension_on_sunday: true,
    corpus_christi_on_sunday: true,
    source: 'Australian Catholic Bishops Conference, Liturgical Calendar: Epiphany, Ascension and Corpus Christi on Sunday',
  },
  netherlands: {
    corpus_christi_on_sunday: true,
    source: 'Nederlandse Bisschoppenconferentie, liturgical calendar: Sacramentsdag on the Sunday after Trinity Sunday',
  },
  england: {
    epiphany: 'sunday_if_saturday_or_monday',
    ascension_on_sunday: false,
    corpus_christi_on_sunday: true,
    source:
      'Bishops’ Conference of England and Wales (plenary, November 2016; in force from Advent 2017): Epiphany on 6 January unless a Saturday or Monday (then Sunday), Ascension on Thursday, Corpus Christi on Sunday',
  },
};

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Whether the Epiphany is kept on Sunday in the January of `year`, under a calendar's own rule. */
export function epiphanyOnSundayIn(rule: TransferOverride['epiphany'], year: number, fallback: boolean): boolean {
  if (rule === undefined) return fallback;
  if (rule !== 'sunday_if_saturday_or_monday') return rule;
  const w = weekdayOf(`${String(year).padStart(4, '0')}-01-06`);
  return w === 6 || w === 1;
}

/** Applies a calendar's override to romcal's defaults; for a year-dependent Epiphany, `year` decides. */
export function withOverride(calendarId: string, romcal: TransferOptions, year?: number): TransferOptions {
  const o = TRANSFER_OVERRIDES[calendarId];
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
