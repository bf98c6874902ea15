import * as romcalNs from 'romcal';
import type { LiturgicalCalendar, LiturgicalDay as RomcalDay } from 'romcal';
import type { Celebration, TransferOptions } from '../domain/liturgical-day.js';
import type { DraftDay, RankNames } from '../domain/rules/draft-day.js';
import { IMPEDED_SOLEMNITIES, transferImpededSolemnity } from '../domain/rules/impeded-solemnities.js';
import { addDays } from '../domain/civil-date.js';
import { type CalendarEntry, type Locale, bundleVariant, loadBundle, loadBundleForYear } from './calendars.js';
import { mapCelebration, mapRomcalDate } from './map-romcal-day.js';
import { type OptionalSolemnityInputs, offerOptionalSolemnities, optionalSolemnities } from './optional-solemnities.js';
import { type BundleInputs, withMaryMotherOfTheChurch } from './pentecost-monday.js';

// romcal is CommonJS: under NodeNext its class arrives as `default`, or as `default.default` (FINDINGS.md).
type RomcalClass = typeof romcalNs.default.default;
const romcalDefault = (romcalNs as unknown as { default: RomcalClass | { default: RomcalClass } }).default;
const Romcal: RomcalClass = typeof romcalDefault === 'function' ? romcalDefault : romcalDefault.default;
type RomcalInstance = InstanceType<RomcalClass>;
type RomcalConfig = InstanceType<RomcalClass['RomcalConfig']>;

/**
 * One romcal configuration (a calendar bundle in one locale, a scope and transfer options), its definitions
 * built once. Years are computed from it by romcal's own `Calendar` class, which is what `Romcal.generateCalendar`
 * does too, except that a Romcal instance keeps every year it ever computed (with its hundreds of objects, each
 * with private fields held in WeakMaps) for the life of the process: Lumen keeps its own bounded LRU of years, so
 * that copy was only memory that grew with every year asked and made each further year slower.
 */
class RomcalSetup {
  readonly #seasonNames = new Map<string, string>();

  constructor(readonly config: RomcalConfig) {
    for (const def of config.calendarsDef) def.buildAllDefinitions();
  }

  generate(year: number): LiturgicalCalendar {
    return new Romcal.Calendar(this.config, new Romcal.LiturgicalDayConfig(this.config, year)).generateCalendar();
  }

  /** A celebration computed alone (no precedence over the year): `Romcal.getOneLiturgicalDay`. */
  one(id: string, year: number): RomcalDay | null | undefined {
    return new Romcal.Calendar(this.config, new Romcal.LiturgicalDayConfig(this.config, year)).getOneLiturgicalDay(id);
  }

  /** The localized name of a season: romcal translates it anew for every day that asks (`seasonNames`). */
  seasonName = (season: string): string => {
    let name = this.#seasonNames.get(season);
    if (name === undefined) this.#seasonNames.set(season, (name = this.config.getSeasonNames([season as never])[0] ?? season));
    return name;
  };
}

export type Scope = 'gregorian' | 'liturgical';

export interface YearRequest {
  calendar: CalendarEntry;
  locale: Locale;
  options: TransferOptions;
  scope: Scope;
  year: number;
}

/**
 * Solemnities that can fall on the Saturday of the Immaculate Heart (the day after the Sacred Heart, between
 * 30 May and 3 July). romcal 3.0.0 lets the memorial displace them; GNLY 60 gives the solemnity precedence.
 */
const SOLEMNITIES_NEAR_IMMACULATE_HEART = ['nativity_of_john_the_baptist', 'peter_and_paul_apostles'];

const PALM_SUNDAY = 'palm_sunday_of_the_passion_of_the_lord';
const HOLY_WEEK_TO_WEDNESDAY = [PALM_SUNDAY, 'holy_monday', 'holy_tuesday', 'holy_wednesday'];

/** The only file that calls romcal: computes a year and maps it to draft Lumen days. */
export class RomcalEngine {
  readonly #setups = new Map<string, RomcalSetup>();
  #plain: RomcalInstance | undefined;

  /** The configuration of a year: its options, and its bundle (a conference's rule may postdate the year). */
  async #instance(req: YearRequest): Promise<RomcalSetup> {
    const o = req.options;
    const key = `${req.calendar.id}|${req.locale}|${req.scope}|${+o.epiphany_on_sunday}${+o.ascension_on_sunday}${+o.corpus_christi_on_sunday}${bundleVariant(req.calendar.id, req.year)}`;
    let setup = this.#setups.get(key);
    if (!setup) {
      const config = new Romcal.RomcalConfig({
        localizedCalendar: await loadBundleForYear(req.calendar, req.locale, req.year),
        scope: req.scope,
        epiphanyOnSunday: o.epiphany_on_sunday,
        ascensionOnSunday: o.ascension_on_sunday,
        corpusChristiOnSunday: o.corpus_christi_on_sunday,
      });
      setup = this.#setups.get(key) ?? new RomcalSetup(config);
      this.#setups.set(key, setup);
    }
    return setup;
  }

  /** Easter Sunday by the Gregorian computus, as romcal computes it. */
  easter(year: number): string {
    this.#plain ??= new Romcal();
    return this.#plain.dates(year).easterSunday(year).toISOString().slice(0, 10);
  }

  async rankNames(calendar: CalendarEntry, locale: Locale): Promise<RankNames> {
    const ranks = ((await loadBundle(calendar, locale)).i18n as { ranks?: Partial<RankNames> }).ranks ?? {};
    return {
      solemnity: ranks.solemnity ?? 'solemnity',
      sunday: ranks.sunday ?? 'Sunday',
      feast: ranks.feast ?? 'feast',
      memorial: ranks.memorial ?? 'memorial',
      optional_memorial: ranks.optional_memorial ?? 'optional memorial',
      weekday: ranks.weekday ?? 'weekday',
    };
  }

  /**
   * romcal 3.0.0 leaves Saint Joseph in Holy Week (or drops it on Palm Sunday) when 19 March falls there. Returns
   * the solemnity for Lumen's rule to place (the vacated day has its Holy Week weekday: #holyWeekFerials).
   */
  async josephInHolyWeek(req: YearRequest, days: DraftDay[]): Promise<Celebration | undefined> {
    const palm = days.find((d) => d.celebrations[0]?.key.startsWith('palm_sunday'))?.date;
    const march19 = `${String(req.year).padStart(4, '0')}-03-19`;
    if (!palm || march19 < palm || march19 > addDays(palm, 7)) return undefined;
    const lookup = await this.#instance({ ...req, scope: 'gregorian' });
    const found = lookup.one('joseph_spouse_of_mary', req.year);
    if (!found) return undefined;
    return mapCelebration(found, ['white'], req.calendar.id);
  }

  async year(req: YearRequest): Promise<DraftDay[]> {
    const setup = await this.#instance(req);
    const raw: LiturgicalCalendar = setup.generate(req.year);
    const restored = await this.#restoreSolemnities(req, raw);
    const out: DraftDay[] = [];
    for (const [date, days] of Object.entries(raw)) {
      if (days.length === 0) continue;
      const day = mapRomcalDate(date, days, req.calendar.id, req.locale, setup.seasonName);
      const solemnity = restored.get(date);
      if (solemnity) {
        // Only the celebration changes: the week, day of the season and psalter week stay the Saturday's.
        day.celebrations = [mapCelebration(solemnity, ['white'], req.calendar.id)];
        day.notes.push(
          `${day.celebrations[0]!.name}: a solemnity takes precedence over the memorial of the Immaculate Heart of Mary, which is omitted this year (GNLY 59-60).`,
        );
      }
      out.push(day);
    }
    await this.#maryMotherOfTheChurchDay(req, out);
    await this.#holyWeekFerials(req, out);
    await this.#optionalSolemnities(req, out);
    return this.#transferDropped(req, out);
  }

  /**
   * romcal gives a day no weekday (`ferial`) when a solemnity took Palm Sunday or Monday to Wednesday of Holy Week
   * (Saint Joseph, Saint Patrick in Australia in 2008): each such day gets its weekday, looked up alone, so that
   * Lumen's rules that move the solemnity away give the day back to Holy Week.
   */
  async #holyWeekFerials(req: YearRequest, days: DraftDay[]): Promise<void> {
    const palm = days.findIndex((d) => d.celebrations.some((c) => c.key === PALM_SUNDAY));
    if (palm < 0) return;
    const lookup = await this.#instance({ ...req, scope: 'gregorian' });
    HOLY_WEEK_TO_WEDNESDAY.forEach((id, k) => {
      const day = days[palm + k];
      if (!day || day.ferial || day.celebrations[0]?.key === id) return;
      const ferial = lookup.one(id, Number(day.date.slice(0, 4)));
      if (ferial?.date === day.date) day.ferial = mapCelebration(ferial, ['violet'], req.calendar.id);
    });
  }

  /** See `offerOptionalSolemnities`: the dedication of churches whose date is unknown, on a Sunday too. */
  async #optionalSolemnities(req: YearRequest, days: DraftDay[]): Promise<void> {
    const inputs = (await loadBundleForYear(req.calendar, req.locale, req.year)).inputs as unknown as OptionalSolemnityInputs;
    const solemnities = optionalSolemnities(inputs);
    if (solemnities.length === 0) return;
    const lookup = await this.#instance({ ...req, scope: 'gregorian' });
    offerOptionalSolemnities(days, (id, year) => lookup.one(id, year), solemnities);
  }

  /** See `withMaryMotherOfTheChurch`: the Monday after Pentecost with Mary and the saints of its date. */
  async #maryMotherOfTheChurchDay(req: YearRequest, days: DraftDay[]): Promise<void> {
    const lookup = await this.#instance({ ...req, scope: 'gregorian' });
    const inputs = (await loadBundleForYear(req.calendar, req.locale, req.year)).inputs as unknown as BundleInputs;
    withMaryMotherOfTheChurch(days, (id, year) => lookup.one(id, year), inputs);
  }

  /**
   * The fixed-date solemnities romcal dropped from this computed year (IMPEDED_SOLEMNITIES): each is looked up alone
   * for the civil years the days cover, and placed where GNLY 60 transfers it.
   */
  async #transferDropped(req: YearRequest, days: DraftDay[]): Promise<DraftDay[]> {
    const present = new Set(days.flatMap((d) => d.celebrations.map((c) => c.key)));
    const missing = IMPEDED_SOLEMNITIES.filter((s) => !present.has(s.key) && (!s.calendars || s.calendars.includes(req.calendar.id)));
    if (missing.length === 0 || days.length === 0) return days;
    const lookup = await this.#instance({ ...req, scope: 'gregorian' });
    const years = new Set(days.map((d) => Number(d.date.slice(0, 4))));
    const inputs = (await loadBundleForYear(req.calendar, req.locale, req.year)).inputs as unknown as Record<string, Array<{ isHolyDayOfObligation?: boolean }>>;
    let out = days;
    for (const { key, step } of missing) {
      // Looked up alone on a Sunday, romcal flags the celebration with the Sunday's obligation: it keeps its own.
      const holy = inputs[key]?.findLast((d) => d.isHolyDayOfObligation !== undefined)?.isHolyDayOfObligation ?? false;
      for (const year of years) {
        const found = lookup.one(key, year);
        if (!found || !out.some((d) => d.date === found.date)) continue;
        out = transferImpededSolemnity(out, { ...mapCelebration(found, ['white'], req.calendar.id), holy_day_of_obligation: holy }, found.date, step);
      }
    }
    return out;
  }

  /**
   * GNLY 60: a solemnity impeded by nothing of higher rank is kept; the memorial that displaced it is omitted.
   * Returns the solemnity of each such date, looked up alone (so its own week and psalter fields are not the day's).
   */
  async #restoreSolemnities(req: YearRequest, raw: LiturgicalCalendar): Promise<Map<string, RomcalDay>> {
    const restored = new Map<string, RomcalDay>();
    const heartDates = Object.entries(raw).filter(([, days]) => days[0]?.id === 'immaculate_heart_of_mary');
    if (heartDates.length === 0) return restored;
    const lookup = await this.#instance({ ...req, scope: 'gregorian' });
    for (const [date] of heartDates) {
      for (const id of SOLEMNITIES_NEAR_IMMACULATE_HEART) {
        const found: RomcalDay | null | undefined = lookup.one(id, Number(date.slice(0, 4)));
        if (found && found.date === date) restored.set(date, found);
      }
    }
    return restored;
  }
}
