import type { RomcalBundleObject } from 'romcal';
import type { TransferOptions } from '../domain/liturgical-day.js';
import { correctEngland, correctNetherlands, withoutSaturdayMondayTransfers } from './bundle-corrections.js';
import { learnGeneralPlaces } from './map-romcal-day.js';
import { holyDaysToSundayIn, withOverride } from './national-transfers.js';

/**
 * The calendars Tempus serves, each backed by a romcal 3 calendar bundle (MIT). A bundle holds the calendar's
 * own celebrations on top of the General Roman Calendar, its transfer defaults and 13 locales. Bundles are
 * imported on first use so that constructing the module stays cheap.
 */
export const LOCALES = ['en', 'la', 'cs', 'de', 'en-gb', 'en-ie', 'es', 'fr', 'it', 'pl', 'pt-br', 'sk', 'ta'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const DEFAULT_CALENDAR = 'general-roman';

type BundleModule = Record<string, RomcalBundleObject>;

export interface CalendarEntry {
  id: string;
  name: string;
  /** ISO 3166 country (absent for the General Roman Calendar). */
  country?: string;
  load(): Promise<BundleModule>;
}

/** Each bundle is imported once; later calls reuse the same promise. */
function once(load: () => Promise<unknown>): () => Promise<BundleModule> {
  let loaded: Promise<BundleModule> | undefined;
  return () => (loaded ??= load() as Promise<BundleModule>);
}

const entry = (id: string, name: string, country: string | undefined, load: () => Promise<unknown>): CalendarEntry => ({
  id,
  name,
  ...(country ? { country } : {}),
  load: once(load),
});

export const CALENDARS: readonly CalendarEntry[] = [
  entry('general-roman', 'General Roman Calendar', undefined, () => import('@romcal/calendar.general-roman')),
  entry('australia', 'Australia', 'AU', () => import('@romcal/calendar.australia')),
  entry('canada', 'Canada', 'CA', () => import('@romcal/calendar.canada')),
  entry('england', 'England', 'GB', () => import('@romcal/calendar.england').then(correctEngland)),
  entry('france', 'France', 'FR', () => import('@romcal/calendar.france')),
  entry('italy', 'Italy', 'IT', () => import('@romcal/calendar.italy')),
  entry('netherlands', 'Netherlands', 'NL', () => import('@romcal/calendar.netherlands').then(correctNetherlands)),
  entry('united-states', 'United States of America', 'US', () => import('@romcal/calendar.united-states')),
];

const byId = new Map(CALENDARS.map((c) => [c.id, c]));

/** Ids are matched in any case (`UNITED-STATES` is `united-states`); the entry carries the canonical id. */
export function findCalendar(id: string): CalendarEntry | undefined {
  return byId.get(id.toLowerCase());
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** `united-states` + `pt-br` → the export `UnitedStates_PtBr`. */
export function exportName(calendarId: string, locale: Locale): string {
  const pascal = (s: string) =>
    s
      .split('-')
      .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
      .join('');
  return `${pascal(calendarId)}_${pascal(locale)}`;
}

export async function loadBundle(calendar: CalendarEntry, locale: Locale): Promise<RomcalBundleObject> {
  const mod = await calendar.load();
  const bundle = mod[exportName(calendar.id, locale)];
  if (!bundle) throw new Error(`romcal bundle ${calendar.id} has no locale ${locale}`);
  learnGeneralPlaces(calendar.id, bundle.inputs);
  return bundle;
}

/** The years before England and Wales moved holy days from a Saturday or Monday: the bundle without that rule. */
const onTheirDays = new Map<string, Promise<RomcalBundleObject>>();

/**
 * The bundle romcal computes `year` from: the calendar's own, except in the years when a conference's rule that the
 * bundle encodes was not yet in force (national-transfers.ts `holy_days_to_sunday`).
 */
export function loadBundleForYear(calendar: CalendarEntry, locale: Locale, year: number): Promise<RomcalBundleObject> {
  if (holyDaysToSundayIn(calendar.id, year) !== false) return loadBundle(calendar, locale);
  const key = `${calendar.id}|${locale}`;
  let bundle = onTheirDays.get(key);
  if (!bundle) onTheirDays.set(key, (bundle = loadBundle(calendar, locale).then((b) => withoutSaturdayMondayTransfers(b, calendar.id))));
  return bundle;
}

/** What distinguishes the bundle of `year` from the calendar's own, for cache keys ('' when nothing does). */
export function bundleVariant(calendarId: string, year: number): string {
  return holyDaysToSundayIn(calendarId, year) === false ? '|on-their-days' : '';
}

const bundleDefaults = new Map<string, TransferOptions>();

/**
 * The bundle's own transfer options (romcal's `particularConfig`), before Lumen's rules (national-transfers.ts)
 * are applied to them.
 */
export function romcalTransferDefaults(calendar: CalendarEntry): TransferOptions | Promise<TransferOptions> {
  return bundleDefaults.get(calendar.id) ?? readBundleDefaults(calendar);
}

async function readBundleDefaults(calendar: CalendarEntry): Promise<TransferOptions> {
  const cfg = (await loadBundle(calendar, DEFAULT_LOCALE)).particularConfig ?? {};
  const out: TransferOptions = {
    epiphany_on_sunday: cfg.epiphanyOnSunday ?? false,
    ascension_on_sunday: cfg.ascensionOnSunday ?? false,
    corpus_christi_on_sunday: cfg.corpusChristiOnSunday ?? false,
  };
  bundleDefaults.set(calendar.id, out);
  return out;
}

/**
 * The calendar's own defaults now (GNLY 7): the bundle's, corrected by the rule in force now (national-transfers.ts).
 * A year-dependent rule (England and Wales' Epiphany, an earlier rule) is applied per year by `resolve`.
 */
export function transferDefaults(calendar: CalendarEntry): TransferOptions | Promise<TransferOptions> {
  const base = bundleDefaults.get(calendar.id);
  return base ? withOverride(calendar.id, base) : readBundleDefaults(calendar).then((b) => withOverride(calendar.id, b));
}
