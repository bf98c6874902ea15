import type { SourcePrayer } from './source-types.js';

/**
 * The order prayers are listed in (docs/devotio.md "Prayers"): first the five a Catholic learns first, in the
 * order they are prayed at the start of the Rosary and taught in the catechism (Sign of the Cross, Our Father,
 * Hail Mary, Glory Be, the Apostles' Creed); then the other prayers of daily life and of the Rosary; then the
 * rest (hymns, antiphons, litanies, the Leonine prayers). Within a tier, by title.
 */
export const ESSENTIAL_PRAYERS = ['sign-of-the-cross', 'our-father', 'hail-mary', 'glory-be', 'apostles-creed'] as const;

export const DAILY_PRAYERS: ReadonlySet<string> = new Set([
  'nicene-creed',
  'act-of-contrition',
  'hail-holy-queen',
  'fatima-prayer',
  'rosary-concluding-prayer',
  'angelus',
  'regina-caeli-devotional',
  'memorare',
  'st-michael',
  'guardian-angel',
  'morning-offering',
  'grace-before-meals',
  'grace-after-meals',
  'eternal-rest',
]);

/** 1-5 for the essential prayers, 10 for the prayers of daily life, 20 for the rest. */
export function prayerImportance(p: Pick<SourcePrayer, 'id'>): number {
  const i = (ESSENTIAL_PRAYERS as readonly string[]).indexOf(p.id);
  if (i >= 0) return i + 1;
  return DAILY_PRAYERS.has(p.id) ? 10 : 20;
}

/** The prayers in listing order (importance, then English title), so the dataset is written in that order. */
export function prayerOrder(prayers: SourcePrayer[]): SourcePrayer[] {
  const title = (p: SourcePrayer) => (p.title_en ?? p.title_la ?? p.id).toLowerCase();
  return [...prayers].sort((a, b) => prayerImportance(a) - prayerImportance(b) || title(a).localeCompare(title(b)));
}
