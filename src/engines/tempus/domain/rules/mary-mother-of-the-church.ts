import type { DayRule } from './draft-day.js';
import { omittedClause } from './impeded-solemnities.js';

const MARY = 'mary_mother_of_the_church';

/**
 * The memorial of the Blessed Virgin Mary, Mother of the Church (the Monday after Pentecost, from 2018) prevails over
 * any other memorial of that date, which is omitted that year (CDW, decree Ecclesia Mater of 11 February 2018 and
 * notification of 24 March 2018); optional memorials give way to an obligatory one (GNLY 14). A feast or solemnity
 * still outranks it: the engine lists Mary first only on a day that is not one (`RomcalEngine`).
 */
export const maryMotherOfTheChurchPrevails: DayRule = (day) => {
  const [mary, ...others] = day.celebrations;
  if (mary?.key !== MARY || others.length === 0) return day;
  const omitted = others.filter((c) => c.rank === 'memorial').map((c) => c.name);
  const note = `${mary.name} prevails over the memorial of this date (CDW, notification of 24 March 2018): ${omittedClause(omitted)} this year.`;
  return { ...day, celebrations: [mary], notes: omitted.length ? [...day.notes, note] : day.notes };
};
