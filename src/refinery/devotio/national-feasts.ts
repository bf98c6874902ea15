import type { BuildContext } from '../dataset-builder.js';
import { nationalFeast } from './calendar-feasts.js';
import { type LitcalFeast, nameWords } from './litcal-index.js';
import { type SaintDraft, bareName } from './saint-draft.js';

/**
 * National feasts whose name is a namesake's, by LitCal event key → romcal catalogue id: the United States' "Saint
 * Isidore" of 15 May is Isidore the Farmer (the proper of the USCCB, 2011), not Isidore of Seville (4 April).
 */
const NATIONAL_FEAST_HONOREES: Readonly<Record<string, string>> = {
  StIsidore: 'isidore_the_farmer',
};

/**
 * Attaches the feasts of national propers (LitCal's United States and Italy missals) to the saints they honour,
 * matched by name. Celebrations that are not of a saint on record (Our Lady under a title, a dedication) are
 * reported, not dropped silently.
 */
export function attachNationalFeasts(ctx: BuildContext, saints: SaintDraft[], feasts: readonly LitcalFeast[]): number {
  const byName = new Map<string, SaintDraft>();
  for (const s of saints) {
    for (const name of [s.name.en, s.name.it]) {
      const key = name ? nameWords(bareName(name)).join(' ') : '';
      if (key && !byName.has(key)) byName.set(key, s);
    }
  }
  let attached = 0;
  for (const lc of feasts) {
    const name = lc.name.en ?? lc.name.it ?? lc.key;
    const honoree = NATIONAL_FEAST_HONOREES[lc.key];
    const saint = honoree ? saints.find((s) => s.romcalId === honoree) : byName.get(nameWords(bareName(name)).join(' '));
    if (!saint) {
      ctx.problem(`${lc.calendar}: "${name}" (${lc.key}, ${lc.date}) matches no saint record; not attached`);
      continue;
    }
    saint.feasts.push(nationalFeast(lc));
    saint.provenance.add('litcal');
    attached += 1;
  }
  return attached;
}
