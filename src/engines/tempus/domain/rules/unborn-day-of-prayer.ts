import type { Observance } from '../liturgical-day.js';
import { type DayRule, withObservance } from './draft-day.js';

export const DAY_OF_PRAYER_FOR_THE_UNBORN = 'day_of_prayer_for_the_legal_protection_of_unborn_children';

/** The first January under the Roman Missal of 2011 (in use in the United States from Advent, 27 November 2011). */
const SINCE = 2012;

/**
 * United States: the Day of Prayer for the Legal Protection of Unborn Children, 22 January, or 23 January when the
 * 22nd is a Sunday (GIRM no. 373 for the dioceses of the United States, in the Roman Missal of 2011, whose proper
 * calendar names the day). It is a day of prayer and penance, not a celebration with a rank: the Mass may be "For
 * Giving Thanks to God for the Gift of Human Life" (white) or "For the Preservation of Peace and Justice" (violet),
 * from the Masses for Various Needs. So Tempus lists it under `observances`, and the celebrations of the day (the
 * weekday, the optional memorials of 23 January) stay as they are. Its name is the English one in every locale.
 */
export const unbornDayOfPrayer: DayRule = (day, ctx) => {
  if (ctx.calendar !== 'united-states' || ctx.year < SINCE) return day;
  const monthDay = day.date.slice(5);
  const onIt = (monthDay === '01-22' && day.weekday !== 'sunday') || (monthDay === '01-23' && day.weekday === 'monday');
  if (!onIt) return day;
  const observance: Observance = {
    key: DAY_OF_PRAYER_FOR_THE_UNBORN,
    name: 'Day of Prayer for the Legal Protection of Unborn Children',
    kind: 'day_of_prayer',
    colors: ['white', 'violet'],
    calendar: 'united-states',
  };
  return withObservance(day, observance);
};
