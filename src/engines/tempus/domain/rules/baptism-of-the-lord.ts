import type { DayRule } from './draft-day.js';

/**
 * The Baptism of the Lord is a Feast of the Lord (General Roman Calendar, Sunday after 6 January; GNLY 38),
 * position 5 of the Table of Liturgical Days (GNLY 59). romcal 3.0.0 ranks it a solemnity.
 */
export const baptismOfTheLordIsAFeast: DayRule = (day, ctx) => {
  const i = day.celebrations.findIndex((c) => c.key === 'baptism_of_the_lord');
  if (i < 0 || day.celebrations[i]!.rank === 'feast') return day;
  const celebrations = day.celebrations.slice();
  celebrations[i] = { ...celebrations[i]!, rank: 'feast', rank_name: ctx.rankNames.feast, precedence: 5 };
  return { ...day, celebrations };
};
