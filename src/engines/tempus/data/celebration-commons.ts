import type { MaybePromise } from '../../../platform/services.js';
import type { CommonRef, CommonsOf } from '../domain/commons.js';
import { type CalendarEntry, DEFAULT_LOCALE, loadBundle } from './calendars.js';

/**
 * romcal's names of the Commons (a definition's `commonsDef`) in Lumen's words. `PopeOrBishop` does not say which,
 * so it is the Common of Pastors as a whole; `None` (a celebration with a Mass of its own) names no Common.
 */
const ROMCAL_COMMONS: Readonly<Record<string, CommonRef>> = {
  DedicationAnniversary_Inside: { common: 'dedication_of_a_church' },
  BlessedVirginMary: { common: 'blessed_virgin_mary' },
  Martyrs: { common: 'martyrs' },
  MissionaryMartyrs: { common: 'martyrs' },
  VirginMartyrs: { common: 'martyrs' },
  Pastors: { common: 'pastors' },
  Bishops: { common: 'pastors' },
  PopeOrBishop: { common: 'pastors' },
  Missionaries: { common: 'pastors', for: 'missionaries' },
  DoctorsOfTheChurch: { common: 'doctors_of_the_church' },
  Virgins: { common: 'virgins' },
  Saints: { common: 'holy_men_and_women' },
  HolyWomen: { common: 'holy_men_and_women' },
  Abbots: { common: 'holy_men_and_women', for: 'religious' },
  Monks: { common: 'holy_men_and_women', for: 'religious' },
  Nuns: { common: 'holy_men_and_women', for: 'religious' },
  Religious: { common: 'holy_men_and_women', for: 'religious' },
  MercyWorkers: { common: 'holy_men_and_women', for: 'works_of_mercy' },
  Educators: { common: 'holy_men_and_women', for: 'educators' },
};

/**
 * National feasts and solemnities whose romcal definition names no Common (and Willibrord, whom Lumen inscribes:
 * bundle-corrections.ts, and the Blessed Virgin Mary on Saturday, which Lumen adds), with the Commons the Roman Missal gives a saint of that kind, in romcal's own order for
 * such saints (a missionary bishop: Patrick, Augustine of Canterbury; a religious virgin: Mary Magdalene de' Pazzi).
 * Used only where the bundle names none.
 */
const LUMEN_COMMONS: Readonly<Record<string, readonly CommonRef[]>> = {
  our_lady_help_of_christians: [{ common: 'blessed_virgin_mary' }],
  mary_of_the_cross_mackillop_virgin: [{ common: 'virgins' }, { common: 'holy_men_and_women', for: 'religious' }],
  willibrord_of_utrecht_bishop: [{ common: 'pastors', for: 'missionaries' }],
  david_of_wales_bishop: [{ common: 'pastors' }],
  // Declared a Doctor of the Church on 1 November 2025.
  john_henry_newman_priest: [{ common: 'pastors' }, { common: 'doctors_of_the_church' }],
  english_martyrs: [{ common: 'martyrs' }],
  // Lumen's own optional memorial (mary-on-saturday.ts), which romcal does not define: its Mass is of the Common of the BVM.
  blessed_virgin_mary_on_saturday: [{ common: 'blessed_virgin_mary' }],
};

type Definition = { commonsDef?: string | string[] };

/** The Commons the last definition that names any gives (a national definition overrides the General Calendar's). */
export function commonsOfDefinitions(defs: readonly Definition[] | undefined): CommonRef[] | undefined {
  const named = defs?.findLast((d) => d.commonsDef !== undefined)?.commonsDef;
  if (named === undefined) return undefined;
  return [named].flat().flatMap((n) => (ROMCAL_COMMONS[n] ? [ROMCAL_COMMONS[n]] : []));
}

const byCalendar = new Map<string, CommonsOf>();

/**
 * The Commons of a calendar's celebrations, by key: romcal's definitions (the same in every locale), else Lumen's
 * list above. Synchronous once the calendar's bundle has been read.
 */
export function commonsOf(calendar: CalendarEntry): MaybePromise<CommonsOf> {
  const known = byCalendar.get(calendar.id);
  if (known) return known;
  return loadBundle(calendar, DEFAULT_LOCALE).then((bundle) => {
    const inputs = bundle.inputs as unknown as Record<string, readonly Definition[]>;
    const of: CommonsOf = (key) => commonsOfDefinitions(inputs[key]) ?? LUMEN_COMMONS[key] ?? [];
    byCalendar.set(calendar.id, of);
    return of;
  });
}
