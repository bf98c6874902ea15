import type { LiturgicalDay as RomcalDay } from 'romcal';
import type { DraftDay } from '../domain/rules/draft-day.js';
import { mapCelebration } from './map-romcal-day.js';

const MARY = 'mary_mother_of_the_church';

/** A bundle's `inputs`: each celebration's definitions, the calendar's own last. */
export type BundleInputs = Record<string, Array<{ dateDef?: { month?: number; date?: number } }>>;

/** The ids of the celebrations a bundle inscribes on the month and day of `date`. */
function fixedOn(inputs: BundleInputs, date: string): string[] {
  const [month, day] = [Number(date.slice(5, 7)), Number(date.slice(8, 10))];
  return Object.entries(inputs)
    .filter(([, defs]) => {
      const def = defs.findLast((d) => d.dateDef)?.dateDef;
      return def?.month === month && def.date === day;
    })
    .map(([id]) => id);
}

/**
 * The Monday after Pentecost: the memorial of Mary, Mother of the Church (2018), and the celebrations of that date
 * it meets. romcal 3.0.0 keeps only one of them (Philip Neri displaced Mary on 26 May 2042; Mary displaced Justin on
 * 1 June 1998, who was then lost when the decree rule took Mary out of a year before 2018). Unless the day is a feast
 * or more, Lumen lists Mary first and the saints of the date after her, each looked up alone (`lookup`, romcal's
 * `getOneLiturgicalDay`); `maryMotherOfTheChurchPrevails` and the decree rule then keep what the year requires.
 */
export function withMaryMotherOfTheChurch(
  days: DraftDay[],
  lookup: (id: string, year: number) => RomcalDay | null | undefined,
  inputs: BundleInputs,
): void {
  const pentecost = days.findIndex((d) => d.celebrations[0]?.key === 'pentecost_sunday');
  const monday = pentecost >= 0 ? days[pentecost + 1] : undefined;
  if (!monday || (monday.celebrations[0]?.precedence ?? 13) < 10) return;
  const year = Number(monday.date.slice(0, 4));
  const mary = lookup(MARY, year);
  if (!mary || mary.date !== monday.date) return;
  const colors = monday.ferial?.colors ?? ['green'];
  const saints = monday.celebrations.filter((c) => c.rank !== 'weekday' && c.key !== MARY);
  for (const id of fixedOn(inputs, monday.date)) {
    if (id === MARY || saints.some((c) => c.key === id)) continue;
    const found = lookup(id, year);
    if (found?.date !== monday.date) continue;
    // Alone, romcal reports every celebration as the day's own (isOptional false): an optional memorial is a choice.
    const saint = mapCelebration(found, colors, monday.calendar);
    saints.push(saint.rank === 'optional_memorial' ? { ...saint, is_optional: true } : saint);
  }
  // Beside an obligatory memorial the optional ones are not kept (GNLY 59-60).
  const obligatory = saints.filter((c) => c.rank !== 'optional_memorial');
  monday.celebrations = [mapCelebration(mary, ['white'], monday.calendar), ...(obligatory.length > 0 ? obligatory : saints)];
}
