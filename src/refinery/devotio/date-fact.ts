import type { DateFact } from './saint-draft.js';

/**
 * The shapes romcal's catalogue uses for a date of a life (SOURCES.md §6): `YYYY-MM-DD` (days not always padded),
 * a year as a number or string, `{century: N}`, `{between: [a, b]}` and `{or: [a, b]}`. Anything else is not
 * a date; the caller reports it instead of storing it (a `String(object)` once stored `[object Object]`).
 */
export type SourceDate = string | number | { century?: number; between?: unknown[]; or?: unknown[] } | null | undefined;

const DAY = /^(-?\d{1,4})-(\d{1,2})-(\d{1,2})$/;
const YEAR = /^-?\d{1,4}$/;

/** Day first (`21-7-1794`), as a few catalogue entries write it. */
const DAY_FIRST = /^(\d{1,2})-(\d{1,2})-(\d{4})$/;
/** A year and month (`253-06`, `1794-8`): the year is what the record's `date` can hold. */
const YEAR_MONTH = /^(-?\d{1,4})-(0?[1-9]|1[0-2])$/;

/**
 * `1537-07-6` → `1537-07-06`; `21-7-1794` → `1794-07-21`; `253-06` → `253`; `1274` → `1274`; null when the value
 * is not a real date or year.
 */
export function normaliseDate(value: unknown): string | null {
  let text = typeof value === 'number' && Number.isInteger(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (YEAR.test(text)) return text;
  const ym = YEAR_MONTH.exec(text);
  if (ym) return ym[1]!;
  const df = DAY_FIRST.exec(text);
  if (df) text = `${df[3]}-${df[2]}-${df[1]}`;
  const m = DAY.exec(text);
  if (!m) return null;
  const [, y, mo, d] = m;
  const iso = `${y}-${mo!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
  return isRealDay(iso) ? iso : null;
}

/** A day of the year written MM-DD (`02-29` is one: it is a day of leap years); `02-30`, `13-01`, `1-28` are not. */
export function isRealMonthDay(md: unknown): boolean {
  return typeof md === 'string' && /^\d{2}-\d{2}$/.test(md) && isRealDay(`2000-${md}`);
}

/** A real day of the proleptic Gregorian calendar (no 31 April, 29 February only in leap years). */
export function isRealDay(iso: string): boolean {
  const m = /^(-?\d{1,4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1]!;
  return d <= days;
}

/** The first year of a date (`1274-03-07` → 1274), for ordering the bounds of a range. */
const yearOf = (date: string) => Number(/^-?\d+/.exec(date)![0]);

/** The earliest and latest of the dates a source offers (`{between: [a, b]}`, `{or: [250, 258, 270]}`). */
function range(bounds: unknown[] | undefined): DateFact | null {
  const dates = (bounds ?? []).map(normaliseDate);
  if (dates.length < 2 || dates.some((d) => d === null)) return null;
  const sorted = (dates as string[]).sort((x, y) => yearOf(x) - yearOf(y));
  return { date: sorted[0]!, approximate: true, until: sorted.at(-1)! };
}

/** A source date as a DateFact; `{ error }` when the source holds something that is not a date. */
export function dateFact(value: SourceDate, approximate: boolean | undefined): DateFact | null | { error: string } {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'object') {
    if (typeof value.century === 'number' && Number.isInteger(value.century) && value.century > 0) {
      const c = value.century;
      return { date: String((c - 1) * 100 + 1), approximate: true, until: String(c * 100) };
    }
    const r = range(value.between ?? value.or);
    return r ?? { error: `not a date: ${JSON.stringify(value)}` };
  }
  const date = normaliseDate(value);
  return date ? { date, approximate: Boolean(approximate) } : { error: `not a date: ${JSON.stringify(value)}` };
}

/** The day (`MM-DD`) of a death known to the day (`YYYY-MM-DD`); null when only its year, or nothing, is known. */
export function deathDay(died: Pick<DateFact, 'date'> | null): string | null {
  return died && /^\d{3,4}-\d{2}-\d{2}$/.test(died.date) ? died.date.slice(-5) : null;
}
