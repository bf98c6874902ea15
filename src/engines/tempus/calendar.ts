import { type ErrorCode, problem } from '../../platform/errors/index.js';
import { MAX_YEAR, MIN_YEAR, checkDate } from './domain/civil-date.js';
import type { DayQuery, LiturgicalDay, TempusCalendar, TransferOptions } from './domain/liturgical-day.js';
import { finish } from './domain/rules/draft-day.js';
import { applyRules } from './domain/rules/index.js';
import { anticipateJosephBeforeHolyWeek, anticipateSolemnitiesFromHolyWeek } from './domain/rules/joseph-in-holy-week.js';
import {
  CALENDARS,
  type CalendarEntry,
  DEFAULT_CALENDAR,
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  bundleVariant,
  findCalendar,
  isLocale,
  romcalTransferDefaults,
} from './data/calendars.js';
import { Lru, deepFreeze } from '../../platform/lru.js';
import { andThen } from '../../platform/maybe-promise.js';
import type { MaybePromise } from '../../platform/services.js';
import { RomcalEngine, type Scope } from './data/romcal-engine.js';
import { transfersDependOnYear, withOverride } from './data/national-transfers.js';
import { shiftYear, yearShape } from './data/year-shapes.js';
import type { DraftDay } from './domain/rules/draft-day.js';

export interface ResolvedQuery {
  calendar: CalendarEntry;
  locale: Locale;
  options: TransferOptions;
  /**
   * The calendar's rules depend on the year (national-transfers.ts): the bundle's own options and those the query
   * gave, from which optionsForYear builds each year's.
   */
  byYear?: { bundle: TransferOptions; given: Partial<TransferOptions> };
}

interface ComputedYear {
  days: LiturgicalDay[];
  byDate: Map<string, LiturgicalDay>;
}

function invalid(code: ErrorCode, parameter: string, detail: string, allowed: unknown): never {
  throw problem(code, detail, { errors: [{ field: parameter, message: detail }], extra: { parameter, allowed } });
}

/**
 * The liturgical calendar: resolves a query (calendar, locale, transfer options with each calendar's defaults),
 * computes whole years through the engine, applies Lumen's rules and keeps computed years in a bounded LRU.
 */
export class TempusService implements TempusCalendar {
  readonly #engine = new RomcalEngine();
  /** A year being computed is a promise; once computed, the entry is replaced by the year itself. */
  readonly #years: Lru<string, MaybePromise<ComputedYear>>;
  /** Years warmed at start (data/warm-years.ts): kept apart from the LRU, so no flood of other years evicts them. */
  readonly #pinned = new Map<string, ComputedYear>();
  /**
   * The engine's days of one computed year per shape (data/year-shapes.ts) and configuration: any other year of
   * the same shape is these days moved to it, without romcal. Undefined when sharing is off (tests compare).
   */
  readonly #shapes: Lru<string, { year: number; days: readonly DraftDay[] }> | undefined;
  /** Shapes computed by the warmer (learnShape): kept apart from the LRU, as pinned years are. */
  readonly #pinnedShapes = new Map<string, { year: number; days: readonly DraftDay[] }>();
  /** Values shared between kept shapes (#interned), by their JSON. */
  readonly #internTable = new Map<string, unknown>();

  constructor(options: { cachedYears?: number; shapes?: number } = {}) {
    this.#years = new Lru(options.cachedYears ?? 64);
    // 105 shapes make every year of one calendar; room for the default one and the shapes met in others.
    this.#shapes = options.shapes === 0 ? undefined : new Lru(options.shapes ?? 256);
  }

  /** Synchronous once the calendar's defaults are known (after its first use). */
  resolve(q: DayQuery = {}, where = 'query'): MaybePromise<ResolvedQuery> {
    const calendarId = q.calendar ?? DEFAULT_CALENDAR;
    const calendar = findCalendar(calendarId);
    if (!calendar) {
      const ids = CALENDARS.map((c) => c.id);
      invalid('unknown_calendar', `${where}.calendar`, `calendar '${calendarId}' is unknown; use one of: ${ids.join(', ')}`, ids);
    }
    // BCP 47 tags are case-insensitive (RFC 5646 §2.1.1): pt-BR names the same locale as pt-br.
    const locale = (q.locale ?? DEFAULT_LOCALE).toLowerCase();
    if (!isLocale(locale)) {
      invalid('unknown_locale', `${where}.locale`, `locale '${q.locale}' is unknown; use one of: ${LOCALES.join(', ')}`, LOCALES);
    }
    return andThen(romcalTransferDefaults(calendar), (bundle) => {
      const given: Partial<TransferOptions> = {};
      if (q.epiphany_on_sunday !== undefined) given.epiphany_on_sunday = q.epiphany_on_sunday;
      if (q.ascension_on_sunday !== undefined) given.ascension_on_sunday = q.ascension_on_sunday;
      if (q.corpus_christi_on_sunday !== undefined) given.corpus_christi_on_sunday = q.corpus_christi_on_sunday;
      const options: TransferOptions = { ...withOverride(calendar.id, bundle), ...given };
      const byYear = transfersDependOnYear(calendar.id) && Object.keys(given).length < 3;
      return { calendar, locale, options, ...(byYear ? { byYear: { bundle, given } } : {}) };
    });
  }

  /** The options in force for a year: the calendar's rule of that year, under what the query gave. */
  optionsForYear(r: ResolvedQuery, year: number): TransferOptions {
    if (!r.byYear) return r.options;
    return { ...withOverride(r.calendar.id, r.byYear.bundle, year), ...r.byYear.given };
  }

  checkYear(year: number, parameter = 'path.year'): void {
    if (!Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR) {
      invalid('year_out_of_range', parameter, `year ${year} is outside the supported range ${MIN_YEAR}-${MAX_YEAR}`, {
        min: MIN_YEAR,
        max: MAX_YEAR,
      });
    }
  }

  checkDate(date: string, parameter = 'path.date'): number {
    const c = checkDate(date);
    if (c.ok) return c.year;
    if (c.reason === 'range') this.checkYear(c.year!, parameter);
    const why = c.reason === 'format' ? 'is not a date in the form YYYY-MM-DD' : 'does not exist in the Gregorian calendar';
    return invalid('impossible_date', parameter, `date '${date}' ${why}`, 'YYYY-MM-DD, a real date');
  }

  computed(year: number, query: ResolvedQuery, scope: Scope): MaybePromise<ComputedYear> {
    // Both scopes of `year` hold January of `year` (the liturgical year ending in it starts the Advent before).
    const o = this.optionsForYear(query, year);
    const r: ResolvedQuery = { calendar: query.calendar, locale: query.locale, options: o };
    const key = `${r.calendar.id}|${r.locale}|${scope}|${+o.epiphany_on_sunday}${+o.ascension_on_sunday}${+o.corpus_christi_on_sunday}|${year}`;
    const entry = this.#pinned.get(key) ?? this.#years.get(key);
    if (entry) return entry;
    const pending = this.#compute(year, r, scope);
    this.#years.set(key, pending);
    pending.then(
      (computed) => {
        if (this.#years.get(key) === pending) this.#years.set(key, computed);
      },
      // A failed computation is forgotten (so the next request recomputes); the caller still sees the rejection.
      () => {
        if (this.#years.get(key) === pending) this.#years.delete(key);
      },
    );
    return pending;
  }

  /**
   * Computes a year (or takes it from the LRU) and keeps it for good: the years people ask for, warmed off the
   * request path so that no request waits for them. `unpin` forgets years that are no longer likely.
   */
  async pin(year: number, query: ResolvedQuery, scope: Scope): Promise<void> {
    const computed = await this.computed(year, query, scope);
    const o = this.optionsForYear(query, year);
    this.#pinned.set(`${query.calendar.id}|${query.locale}|${scope}|${+o.epiphany_on_sunday}${+o.ascension_on_sunday}${+o.corpus_christi_on_sunday}|${year}`, computed);
  }

  /** Drops pinned years before `year` (a new civil year has begun). */
  unpinBefore(year: number): void {
    for (const key of this.#pinned.keys()) if (Number(key.slice(key.lastIndexOf('|') + 1)) < year) this.#pinned.delete(key);
  }

  get pinnedYears(): number {
    return this.#pinned.size;
  }

  /** Whether a year of this shape has been computed for the query (warm-years.ts computes the missing ones). */
  hasShape(year: number, query: ResolvedQuery, scope: Scope): boolean {
    return this.#shape(this.#shapeKey(year, { calendar: query.calendar, locale: query.locale, options: this.optionsForYear(query, year) }, scope)) !== undefined;
  }

  /**
   * Computes the engine's days of a year if no year of its shape was, without keeping the year itself, and keeps
   * the shape for good (the warmer's shapes: no flood of other calendars' years evicts them).
   */
  async learnShape(year: number, query: ResolvedQuery, scope: Scope): Promise<void> {
    const r: ResolvedQuery = { calendar: query.calendar, locale: query.locale, options: this.optionsForYear(query, year) };
    if (!this.#shapes) return;
    const key = this.#shapeKey(year, r, scope);
    if (!this.#shape(key)) await this.#drafts(year, r, scope);
    const kept = this.#shapes.get(key);
    if (kept) this.#pinnedShapes.set(key, kept);
  }

  #shape(key: string): { year: number; days: readonly DraftDay[] } | undefined {
    return this.#pinnedShapes.get(key) ?? this.#shapes?.get(key);
  }

  #shapeKey(year: number, r: ResolvedQuery, scope: Scope): string {
    const o = r.options;
    return `${r.calendar.id}|${r.locale}|${scope}|${+o.epiphany_on_sunday}${+o.ascension_on_sunday}${+o.corpus_christi_on_sunday}${bundleVariant(r.calendar.id, year)}|${yearShape(year)}`;
  }

  /** The engine's days of a year before Lumen's rules: moved from a year of the same shape, or computed. */
  async #drafts(year: number, r: ResolvedQuery, scope: Scope): Promise<DraftDay[]> {
    const key = this.#shapes ? this.#shapeKey(year, r, scope) : undefined;
    const template = key === undefined ? undefined : this.#shape(key);
    if (template) return shiftYear(template.days, year - template.year);
    const drafts = await this.#engine.year({ ...r, scope, year });
    const joseph = scope === 'gregorian' ? await this.#engine.josephInHolyWeek({ ...r, scope, year }, drafts) : undefined;
    const moved = anticipateSolemnitiesFromHolyWeek(anticipateJosephBeforeHolyWeek(drafts, joseph));
    // Lumen's rules copy what they change, so the days can be shared with the years moved from them.
    if (key !== undefined) this.#shapes!.set(key, { year, days: this.#interned(moved) });
    return moved.slice();
  }

  /**
   * The same days with equal celebrations, seasons and liturgical years as one shared object each (the same
   * memorial of the same calendar recurs in every year kept): a kept shape costs a third of its own size.
   */
  #interned(days: DraftDay[]): DraftDay[] {
    // Bounded: values of shapes no longer kept go with the table, which starts again.
    if (this.#internTable.size > 100_000) this.#internTable.clear();
    const one = <T>(value: T): T => {
      const key = JSON.stringify(value);
      let kept = this.#internTable.get(key) as T | undefined;
      if (kept === undefined) this.#internTable.set(key, (kept = value));
      return kept;
    };
    return days.map((d) => ({
      ...d,
      celebrations: one(d.celebrations.map(one)),
      season: one(d.season),
      liturgical_year: one(d.liturgical_year),
      observances: one(d.observances),
      notes: one(d.notes),
      ...(d.ferial ? { ferial: one(d.ferial) } : {}),
    }));
  }

  async #compute(year: number, r: ResolvedQuery, scope: Scope): Promise<ComputedYear> {
    const [moved, rankNames] = await Promise.all([this.#drafts(year, r, scope), this.#engine.rankNames(r.calendar, r.locale)]);
    // Frozen: cached days are shared by every request, and the platform reuses the serialisation of frozen results.
    const days = moved.map((d) => deepFreeze(finish(applyRules(d, { year: Number(d.date.slice(0, 4)), calendar: r.calendar.id, rankNames }))));
    return { days, byDate: new Map(days.map((d) => [d.date, d])) };
  }

  /**
   * One day, for other modules. `fieldPrefix` names where the caller's client sent the values, so that a problem
   * points at the caller's field (Devotio passes `query`: `query.date`, `query.locale`); without it the fields
   * are this method's own (`date`, `options.locale`).
   */
  async day(date: string, q: DayQuery = {}, fieldPrefix?: string): Promise<LiturgicalDay> {
    const year = this.checkDate(date, fieldPrefix ? `${fieldPrefix}.date` : 'date');
    const r = await this.resolve(q, fieldPrefix ?? 'options');
    return this.dayResolved(date, year, r);
  }

  /** Synchronous when the year is cached. */
  dayResolved(date: string, year: number, r: ResolvedQuery): MaybePromise<LiturgicalDay> {
    return andThen(this.computed(year, r, 'gregorian'), (computed) => {
      const day = computed.byDate.get(date);
      if (!day) throw new Error(`no liturgical day computed for ${date}`);
      return day;
    });
  }

  async year(year: number, r: ResolvedQuery, scope: Scope = 'gregorian'): Promise<LiturgicalDay[]> {
    return (await this.computed(year, r, scope)).days;
  }

  /** Easter Sunday of a Gregorian year, as the engine computes it (romcal's; checked against the computus of data/year-shapes.ts). */
  easter(year: number): string {
    return this.#engine.easter(year);
  }
}
