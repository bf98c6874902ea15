import { baptismOfTheLordIsAFeast } from './baptism-of-the-lord.js';
import { nameAsOfTheYear, wordOfGodSundayFrom2020 } from './decree-names.js';
import { maryMagdaleneMemorialBefore2016, omitBeforeIntroduction } from './decree-years.js';
import type { DayRule, DraftDay, RuleContext } from './draft-day.js';
import { holyDaysOfObligation } from './holy-days.js';
import { holyWeekWeekdaysRankSecond } from './holy-week-precedence.js';
import { immaculateHeartWithAnotherMemorial } from './immaculate-heart.js';
import { maryMotherOfTheChurchPrevails } from './mary-mother-of-the-church.js';
import { maryOnSaturday } from './mary-on-saturday.js';
import { nationalMemorials } from './national-memorials.js';
import { christmasPsalterWeek } from './christmas-psalter-week.js';
import { remembranceDay } from './remembrance-day.js';
import { unbornDayOfPrayer } from './unborn-day-of-prayer.js';

/** Lumen's corrections to the computed calendar, applied in this order to every day. */
export const DAY_RULES: readonly DayRule[] = [
  omitBeforeIntroduction,
  maryMotherOfTheChurchPrevails,
  maryMagdaleneMemorialBefore2016,
  nationalMemorials,
  nameAsOfTheYear,
  wordOfGodSundayFrom2020,
  baptismOfTheLordIsAFeast,
  holyWeekWeekdaysRankSecond,
  immaculateHeartWithAnotherMemorial,
  maryOnSaturday,
  holyDaysOfObligation,
  christmasPsalterWeek,
  unbornDayOfPrayer,
  remembranceDay,
];

export function applyRules(day: DraftDay, ctx: RuleContext): DraftDay {
  return DAY_RULES.reduce((d, rule) => rule(d, ctx), day);
}
