/** Gregorian Easter Sunday (the anonymous Gregorian computus, "Meeus/Jones/Butcher"), as a UTC date. */
export function easterSunday(year: number): Date {
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
  return new Date(Date.UTC(year, month - 1, day));
}

const DAY = 86_400_000;

export const addDays = (d: Date, n: number): Date => new Date(d.getTime() + n * DAY);

/** First Sunday of Advent: the Sunday between 27 November and 3 December (GNLY 40). */
export function adventSunday(year: number): Date {
  const christmas = new Date(Date.UTC(year, 11, 25));
  const back = christmas.getUTCDay() === 0 ? 7 : christmas.getUTCDay();
  return addDays(christmas, -back - 21);
}

/** Baptism of the Lord: the Sunday after 6 January (GNLY 38; calendars keeping Epiphany on Sunday differ). */
export function baptismOfTheLord(year: number): Date {
  const epiphany = new Date(Date.UTC(year, 0, 6));
  return addDays(epiphany, 7 - epiphany.getUTCDay());
}
