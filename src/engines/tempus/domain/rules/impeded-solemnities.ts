import type { Celebration } from '../liturgical-day.js';
import type { DraftDay } from './draft-day.js';

/**
 * Fixed-date solemnities of the General Roman Calendar that romcal 3.0.0 drops outright when a day of higher or
 * equal precedence takes their date, and which way GNLY 60 moves each:
 * - the Annunciation on a Sunday of Lent goes to the Monday after (the Missal's rubric for 25 March; 2012: 26 March);
 * - the Nativity of John the Baptist under the Sacred Heart (or Corpus Christi on a Thursday) is anticipated to the
 *   day before, as the Holy See and the bishops' conferences kept it on Thursday 23 June 2022;
 * - Saints Peter and Paul under the Sacred Heart go to the day after.
 * - national solemnities on a Sunday of Lent or Easter Time, or on Pentecost or Trinity Sunday, go to the day
 *   after: Saint George in England (23 April 2023 → 24 April), Saint Patrick (17 March 2024 → 18 March, as the
 *   Australian calendar kept 18 March 2013) and Our Lady Help of Christians (24 May 2026, Pentecost → 25 May) in
 *   Australia; `calendars` names where each is a solemnity (elsewhere it is a memorial, and lost rightly).
 * (Saint Joseph in Holy Week and the Annunciation in Holy Week or the Easter Octave are placed elsewhere.)
 */
export const IMPEDED_SOLEMNITIES: ReadonlyArray<{ key: string; step: 1 | -1; calendars?: readonly string[] }> = [
  { key: 'annunciation_of_the_lord', step: 1 },
  { key: 'nativity_of_john_the_baptist', step: -1 },
  { key: 'peter_and_paul_apostles', step: 1 },
  { key: 'george_of_lydda_martyr', step: 1, calendars: ['england'] },
  { key: 'patrick_of_ireland_bishop', step: 1, calendars: ['australia'] },
  { key: 'our_lady_help_of_christians', step: 1, calendars: ['australia'] },
];

/** English month names, for the notes of moved celebrations. */
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** `2012-03-25` → `25 March`: no year in a note, since computed years are shared by years of the same shape. */
/** `2025-10-25` as "25 October". */
export const dayAndMonth = (date: string) => `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;

/**
 * "A is omitted", "A; B are omitted": names of celebrations carry commas of their own ("Saint Bede the Venerable,
 * Priest and Doctor of the Church"), so a list of several is parted by semicolons, and its verb is plural.
 */
export const omittedClause = (names: readonly string[]) => `${names.join('; ')} ${names.length > 1 ? 'are' : 'is'} omitted`;

/** GNLY 60: a solemnity goes to the nearest day that is not one of the days numbered 1-8 in the Table of Liturgical Days. */
const free = (day: DraftDay | undefined) => day !== undefined && (day.celebrations[0]?.precedence ?? 13) > 8;

/**
 * Places a solemnity that the computed year dropped from `date`: on the nearest free day in its direction (the
 * other way when none is free within a week), replacing what that day held (an impeded memorial is omitted that
 * year), with a note naming what impeded it. Days are in date order; returns a copy when it moved anything.
 */
export function transferImpededSolemnity(days: DraftDay[], solemnity: Celebration, date: string, step: 1 | -1): DraftDay[] {
  const from = days.findIndex((d) => d.date === date);
  if (from < 0) return days;
  let to = -1;
  for (const direction of [step, -step]) {
    for (let k = 1; k <= 7 && to < 0; k++) if (free(days[from + k * direction])) to = from + k * direction;
    if (to >= 0) break;
  }
  if (to < 0) return days;
  const impeder = days[from]!.celebrations[0]!;
  const target = days[to]!;
  const displaced = target.celebrations.filter((c) => c.rank !== 'weekday').map((c) => c.name);
  const notes = [
    ...target.notes,
    `${solemnity.name}: ${dayAndMonth(date)} is ${impeder.name} this year, so the solemnity is ${to < from ? 'anticipated to' : 'transferred to'} this day (GNLY 60)` +
      (displaced.length ? `; ${omittedClause(displaced)}.` : '.'),
  ];
  const out = days.slice();
  out[to] = { ...target, celebrations: [solemnity], notes, ...(target.ferial || target.celebrations[0]?.rank !== 'weekday' ? {} : { ferial: target.celebrations[0] }) };
  return out;
}
