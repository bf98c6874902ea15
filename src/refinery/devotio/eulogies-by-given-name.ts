import type { BuildContext } from '../dataset-builder.js';
import type { SaintDraft } from './saint-draft.js';

/**
 * Eulogies of the 1960 Martyrology that name their saint by the given name alone, where the registry names the person
 * in full: a record is looked for in a eulogy by every word of one of its names (match-eulogy.ts), so once
 * "Theophanes" was made whole ("Theophanes the Chronographer", crmedr-cut-englishes.ts) the eulogy of 12 March,
 * "Constantinópoli sancti Theóphanis, qui …", no longer named him. Looking for the given name alone again would also
 * bring back the wrong joins it made (Canute IV's eulogy of 7 January on Canute Lavard; the Alexandrian Peter's of 11
 * January on Peter Apselamus of Caesarea), so each such eulogy is a row, reviewed by reading the eulogy against the
 * registry entry: the entry id, the day of the 1960 text (the entry's own day) and why the eulogy is that person's.
 * The given name is then looked for on that day only, in both languages, and the eulogy is still the best of its day
 * and no namesake's (match-eulogy.ts, `settle`). Facts only; a row whose entry is gone is reported.
 */
export interface GivenNameEulogy {
  /** MM-DD of the 1960 text that holds the eulogy. */
  day: string;
  why: string;
}

export const EULOGIES_BY_GIVEN_NAME: Readonly<Record<string, GivenNameEulogy>> = {
  'mr:0312-theophanes-chronographus': {
    day: '03-12',
    why:
      'At Constantinople, Theophanes, a rich man become a monk, imprisoned two years by Leo the Armenian for honouring ' +
      'the holy images and banished to Samothrace, where he died: the Chronographer (Theophanes Confessor), the ' +
      'registry entry of the same day and see (TR)',
  },
  'mr:0212-antonius-caulea': {
    day: '02-12',
    why:
      'At Constantinople, Anthony, Bishop (of Constantinople), in the time of the Emperor Leo VI: Anthony II Cauleas, ' +
      'patriarch under Leo VI, the registry entry of the same day and see (TR)',
  },
};

/** Reports a row whose entry no record holds, or whose record took no eulogy of the row's day. */
export function reportGivenNameEulogies(ctx: Pick<BuildContext, 'problem'>, saints: readonly SaintDraft[]): void {
  for (const [id, row] of Object.entries(EULOGIES_BY_GIVEN_NAME)) {
    const s = saints.find((x) => x.martyrology.some((m) => m.id === id));
    if (!s) ctx.problem(`eulogies-by-given-name: ${id} is no record's entry any more; drop its row`);
    else if (s.eulogy?.date !== row.day) ctx.problem(`eulogies-by-given-name: ${s.slug} (${id}) took no eulogy of ${row.day}; review its row`);
  }
}
