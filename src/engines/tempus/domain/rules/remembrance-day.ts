import type { Observance } from '../liturgical-day.js';
import { type DayRule, withObservance } from './draft-day.js';

export const REMEMBRANCE_DAY = 'remembrance_day';

/** The year the Liturgical Calendar API's Canadian data dates it from (`since_year`). */
const SINCE = 2016;

const NAMES: Readonly<Record<string, string>> = {
  fr: 'Jour du Souvenir (journée de prière pour ceux qui sont morts pour la défense de leur pays)',
};

/**
 * Canada: Remembrance Day, 11 November, a day of prayer for those who died in the defence of their country (so the
 * French name in the Liturgical Calendar API's Canadian data, `nations/CA/CA.json` `RemembranceDay`, since 2016).
 * That data files it as a memorial beside Saint Martin of Tours, who keeps his memorial of the General Roman
 * Calendar on the same date; Lumen lists it as an observance, as it does the United States' day of prayer of 22
 * January: Saint Martin stays the celebration, and a Sunday (2029) takes the day and its Mass (GIRM 374), so it is
 * not listed then. White, the colour that data gives. English in every locale but French.
 */
export const remembranceDay: DayRule = (day, ctx) => {
  if (ctx.calendar !== 'canada' || ctx.year < SINCE || day.date.slice(5) !== '11-11' || day.weekday === 'sunday') return day;
  const observance: Observance = {
    key: REMEMBRANCE_DAY,
    name: NAMES[day.locale] ?? 'Remembrance Day',
    kind: 'day_of_prayer',
    colors: ['white'],
    calendar: 'canada',
  };
  return withObservance(day, observance);
};
