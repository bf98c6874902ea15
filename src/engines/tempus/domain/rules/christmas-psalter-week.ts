import type { DayRule } from './draft-day.js';

/**
 * The psalter week of Christmas Time. The four-week psalter starts again only on the First Sunday of Advent, of
 * Lent, of Ordinary Time and on Easter Sunday (GILH 133), so Christmas Time goes on from Advent's week IV: week I
 * from the Sunday between 25 and 31 December, week II from the Sunday between 1 and 6 January, and week I again from
 * the Sunday between 7 and 13 January, which opens the first week of Ordinary Time (the Baptism, or the Epiphany
 * where it is kept on 7 or 8 January). romcal counts Christmas Time's weeks from Christmas Day instead.
 */
export function christmasPsalterWeekOf(date: string): 1 | 2 | 4 {
  const d = new Date(`${date}T00:00:00Z`);
  const sunday = new Date(d.getTime() - d.getUTCDay() * 86_400_000);
  const day = sunday.getUTCDate();
  if (sunday.getUTCMonth() === 0) return day >= 7 ? 1 : 2;
  return day >= 25 ? 1 : 4;
}

export const christmasPsalterWeek: DayRule = (day) => {
  if (day.season.key !== 'christmas') return day;
  const week = christmasPsalterWeekOf(day.date);
  return week === day.psalter_week ? day : { ...day, psalter_week: week };
};
