import type { MysterySet } from './rosary-mysteries.js';

export type RosaryForm = 'rvm' | 'traditional';
export type SundayTime = 'advent' | 'christmas' | 'lent' | 'other';

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Rosarium Virginis Mariae §38: Mon joyful, Tue sorrowful, Wed glorious, Thu luminous, Fri sorrowful, Sat joyful, Sun glorious. */
const RVM: Record<Weekday, MysterySet> = {
  sunday: 'glorious', monday: 'joyful', tuesday: 'sorrowful', wednesday: 'glorious', thursday: 'luminous', friday: 'sorrowful', saturday: 'joyful',
};

/** The custom before 2002: Mon/Thu joyful, Tue/Fri sorrowful, Wed/Sat glorious, Sunday glorious. */
const TRADITIONAL: Record<Weekday, MysterySet> = {
  sunday: 'glorious', monday: 'joyful', tuesday: 'sorrowful', wednesday: 'glorious', thursday: 'joyful', friday: 'sorrowful', saturday: 'glorious',
};

/**
 * Which part of the year a Sunday falls in, for the seasonal custom, from the season Tempus computes for the day
 * (so the end of Christmastide follows the calendar's own Epiphany and Baptism; Palm Sunday is in Lent).
 */
export function sundayTime(season: string): SundayTime {
  return season === 'advent' || season === 'christmas' || season === 'lent' ? season : 'other';
}

export interface RosaryChoice {
  weekday: Weekday;
  set: MysterySet;
  reason: string;
}

/**
 * The mysteries of a day. Weekdays follow the chosen arrangement; on Sundays both forms keep the widespread
 * custom RVM §38 mentions: the Joyful mysteries on the Sundays of Advent and Christmastide, the Sorrowful on
 * the Sundays of Lent (Palm Sunday included), the Glorious on the other Sundays.
 */
export function rosaryFor(weekday: Weekday, season: string, form: RosaryForm): RosaryChoice {
  const table = form === 'rvm' ? RVM : TRADITIONAL;
  if (weekday === 'sunday') {
    const time = sundayTime(season);
    if (time === 'advent' || time === 'christmas') return { weekday, set: 'joyful', reason: `Sunday of ${time === 'advent' ? 'Advent' : 'Christmastide'}: the Joyful mysteries, by custom` };
    if (time === 'lent') return { weekday, set: 'sorrowful', reason: 'Sunday of Lent: the Sorrowful mysteries, by custom' };
  }
  const source = form === 'rvm' ? 'Rosarium Virginis Mariae §38' : 'the arrangement customary before 2002';
  return { weekday, set: table[weekday], reason: `${weekday[0]!.toUpperCase()}${weekday.slice(1)}: ${source}` };
}
