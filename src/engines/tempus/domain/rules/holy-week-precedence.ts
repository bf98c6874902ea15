import type { DayRule } from './draft-day.js';

/**
 * Table of Liturgical Days I.2 (GNLY 59): Ash Wednesday and the weekdays of Holy Week from Monday up to and
 * including Thursday rank second, with the Christmas, Epiphany, Ascension and Pentecost solemnities and the
 * Sundays of Advent, Lent and Easter. romcal 3.0.0 files Holy Monday to Holy Thursday with the Lenten weekdays (9).
 */
const HOLY_WEEK_WEEKDAYS = new Set(['holy_monday', 'holy_tuesday', 'holy_wednesday', 'holy_thursday']);

export const holyWeekWeekdaysRankSecond: DayRule = (day) => {
  if (!day.celebrations.some((c) => HOLY_WEEK_WEEKDAYS.has(c.key) && c.precedence !== 2)) return day;
  const celebrations = day.celebrations.map((c) => (HOLY_WEEK_WEEKDAYS.has(c.key) ? { ...c, precedence: 2 } : c));
  const ferial = day.ferial && HOLY_WEEK_WEEKDAYS.has(day.ferial.key) ? { ...day.ferial, precedence: 2 } : day.ferial;
  return { ...day, celebrations, ...(ferial ? { ferial } : {}) };
};
