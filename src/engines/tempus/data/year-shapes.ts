import { SUNDAY_CYCLES, WEEKDAY_CYCLES } from '../domain/liturgical-day.js';
import type { DraftDay } from '../domain/rules/draft-day.js';

/**
 * Years of the same shape have the same calendar, day for day, except for the year number.
 *
 * What romcal computes for a year depends on the year only through the civil calendar: the date of Easter (every
 * movable celebration), the weekday of each fixed date (Sundays, transfers, the Epiphany and Ascension on
 * Sunday, Advent), and the length of February — this year's, and next year's for the end of the liturgical year
 * that starts in December. Two years with the same Easter date and the same leap years therefore have the same
 * celebrations on the same month-days, with the same seasons, weeks and psalter weeks. The only differences are
 * the year in each date and the cycles of the liturgical year (Sunday cycle A/B/C by the year modulo 3, weekday
 * cycle I/II by its parity), both shifted here. Lumen's rules, which do depend on the year (decrees, renamings),
 * run afterwards on the shifted days (calendar.ts). romcal has no year-aware data (FINDINGS.md: not year-aware),
 * and year-shapes.test.ts compares shifted years with computed ones.
 *
 * So at most 105 computations (35 Easter dates times three patterns of leap years) give every year of a
 * calendar: a year whose shape was computed before costs a copy of its days instead of romcal's computation.
 */
export function yearShape(year: number): string {
  return `${gregorianEaster(year).slice(5)}|${+isLeap(year)}${+isLeap(year + 1)}`;
}

export function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher), `YYYY-MM-DD`. */
export function gregorianEaster(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const mod = (n: number, m: number) => ((n % m) + m) % m;

/** The days of a year computed for `template.year`, moved to a year of the same shape `delta` years away. */
export function shiftYear(days: readonly DraftDay[], delta: number): DraftDay[] {
  if (delta === 0) return days.slice();
  const shift = (date: string) => `${String(Number(date.slice(0, 4)) + delta).padStart(4, '0')}${date.slice(4)}`;
  return days.map((d) => ({
    ...d,
    date: shift(d.date),
    sunday_cycle: SUNDAY_CYCLES[mod(SUNDAY_CYCLES.indexOf(d.sunday_cycle) + delta, 3)]!,
    weekday_cycle: WEEKDAY_CYCLES[mod(WEEKDAY_CYCLES.indexOf(d.weekday_cycle) + delta, 2)]!,
    liturgical_year: { year: d.liturgical_year.year + delta, start: shift(d.liturgical_year.start), end: shift(d.liturgical_year.end) },
  }));
}
