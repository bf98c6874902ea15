import type { DayRule } from './draft-day.js';

const IMMACULATE_HEART = 'immaculate_heart_of_mary';

/**
 * When the memorial of the Immaculate Heart of Mary falls on the same day as another obligatory memorial, both
 * become optional memorials (CDW, Notitiae 37 (2001), applying the decree of 1 January 2000 that made the
 * Immaculate Heart obligatory). The weekday is then the celebration of the day.
 */
export const immaculateHeartWithAnotherMemorial: DayRule = (day, ctx) => {
  const hasHeart = day.celebrations.some((c) => c.key === IMMACULATE_HEART && c.rank === 'memorial' && !c.is_optional);
  const others = day.celebrations.filter((c) => c.key !== IMMACULATE_HEART && c.rank === 'memorial' && !c.is_optional);
  if (!hasHeart || others.length === 0) return day;
  const optional = day.celebrations
    .filter((c) => c.rank === 'memorial' || c.rank === 'optional_memorial')
    .map((c) => ({ ...c, rank: 'optional_memorial' as const, rank_name: ctx.rankNames.optional_memorial, precedence: 12, is_optional: true }));
  const head = day.ferial ? [day.ferial] : [];
  const note =
    'The Immaculate Heart of Mary and another obligatory memorial fall on the same day: both are optional memorials (CDW, 2000).';
  return { ...day, celebrations: [...head, ...optional], notes: [...day.notes, note] };
};
