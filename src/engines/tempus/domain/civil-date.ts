/**
 * Civil (Gregorian) dates as `YYYY-MM-DD` strings, checked without time zones: a liturgical day is a calendar
 * date, not an instant.
 */
export const MIN_YEAR = 1970;
export const MAX_YEAR = 9999;

export type DateCheck = { ok: true; year: number } | { ok: false; reason: 'format' | 'impossible' | 'range'; year?: number };

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function checkDate(value: string): DateCheck {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return { ok: false, reason: 'format' };
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return { ok: false, reason: 'impossible', year };
  if (year < MIN_YEAR || year > MAX_YEAR) return { ok: false, reason: 'range', year };
  return { ok: true, year };
}

/** The civil date now in an IANA time zone; `undefined` when the zone is unknown. */
export function todayIn(timeZone: string, now: Date = new Date()): string | undefined {
  try {
    // en-CA formats as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return undefined;
  }
}

export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}
