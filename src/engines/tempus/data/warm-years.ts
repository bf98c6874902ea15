import type { ResolvedQuery, TempusService } from '../calendar.js';
import type { Scope } from './romcal-engine.js';
import { CALENDARS, type Locale } from './calendars.js';
import { MAX_YEAR, MIN_YEAR } from '../domain/civil-date.js';
import { yearShape } from './year-shapes.js';

/**
 * The calendars people ask for without saying more: the General Roman Calendar in English (the default) and in
 * Latin, and each national calendar in English, all with their own transfer defaults.
 */
export const COMMON_CALENDARS: ReadonlyArray<{ calendar: string; locale: Locale }> = [
  { calendar: 'general-roman', locale: 'en' },
  { calendar: 'general-roman', locale: 'la' },
  ...CALENDARS.filter((c) => c.id !== 'general-roman').map((c) => ({ calendar: c.id, locale: 'en' as Locale })),
];

/**
 * The years people ask for on a given day: this civil year, the one before (recent dates, "last Sunday") and the
 * one after (a liturgical year begins at Advent, in late November or early December, and calendars for the
 * next year are printed and planned months ahead). The liturgical-year scope of this year and the next covers
 * `years/{YYYY}?scope=liturgical` for the year running now and the one that begins at Advent.
 */
export function likelyYears(now: Date): Array<{ year: number; scope: Scope }> {
  const y = now.getUTCFullYear();
  return [
    { year: y, scope: 'gregorian' },
    { year: y + 1, scope: 'gregorian' },
    { year: y - 1, scope: 'gregorian' },
    { year: y, scope: 'liturgical' },
    { year: y + 1, scope: 'liturgical' },
  ];
}

/**
 * One year of each shape (year-shapes.ts) that occurs between MIN_YEAR and MAX_YEAR, the nearest to `now` first:
 * once these are computed, every Gregorian year of the calendar is a copy of one of them.
 */
export function shapeYears(now: Date): number[] {
  const y = now.getUTCFullYear();
  const seen = new Set<string>();
  const out: number[] = [];
  // 35 Easter dates times three patterns of leap years: no more shapes exist.
  for (let d = 0; (y - d >= MIN_YEAR || y + d <= MAX_YEAR) && seen.size < 105; d++) {
    for (const year of d === 0 ? [y] : [y + d, y - d]) {
      if (year < MIN_YEAR || year > MAX_YEAR) continue;
      const shape = yearShape(year);
      if (!seen.has(shape)) seen.add(shape), out.push(year);
    }
  }
  return out;
}

export interface WarmerOptions {
  /** Calendars whose every year shape is computed after the likely years (Gregorian scope). */
  shapesOf?: ReadonlyArray<{ calendar: string; locale: Locale }>;
}

/**
 * Computes the likely years of the common calendars in the background after start, one year per turn of the
 * event loop (a year takes tens of milliseconds of romcal: requests are served between two years), and pins
 * them in the calendar's memory, so that no request for them ever waits for a computation. Runs again when the
 * civil year changes, and drops the years that stopped being likely.
 */
export class YearWarmer {
  #stopped = false;
  #timer: NodeJS.Timeout | undefined;
  #done = 0;
  #total = 0;
  #shapesDone = 0;
  #shapesTotal = 0;
  #running: Promise<void> | undefined;
  #shapes: Promise<void> | undefined;

  constructor(
    private readonly calendar: TempusService,
    private readonly now: () => Date = () => new Date(),
    private readonly calendars = COMMON_CALENDARS,
    private readonly options: WarmerOptions = {},
  ) {}

  start(): void {
    this.#running = this.#warm();
    if (!this.#shapes) {
      const of = this.options.shapesOf ?? [];
      const years = of.length > 0 ? shapeYears(this.now()) : [];
      this.#shapesTotal = years.length * of.length;
      this.#shapes = this.#running.then(() => this.#warmShapes(of, years));
    }
  }

  /** Resolves when the current round of likely years is over (tests, benchmarks). */
  settled(): Promise<void> {
    return this.#running ?? Promise.resolve();
  }

  /** Resolves when the year shapes are computed too (`options.shapesOf`). */
  shapesSettled(): Promise<void> {
    return this.#shapes ?? Promise.resolve();
  }

  get progress(): { done: number; total: number } {
    return { done: this.#done, total: this.#total };
  }

  get shapeProgress(): { done: number; total: number } {
    return { done: this.#shapesDone, total: this.#shapesTotal };
  }

  /**
   * Then, once per process, one year of each shape of the `shapesOf` calendars, so that a year nobody asked for
   * before is a copy, not a computation (about 105 years of romcal per calendar, one per turn of the event loop).
   */
  async #warmShapes(of: NonNullable<WarmerOptions['shapesOf']>, years: readonly number[]): Promise<void> {
    for (const c of of) {
      const query: ResolvedQuery = await this.calendar.resolve({ calendar: c.calendar, locale: c.locale });
      for (const year of years) {
        if (this.#stopped) return;
        await new Promise<void>((resolve) => setImmediate(resolve));
        await this.calendar.learnShape(year, query, 'gregorian');
        this.#shapesDone++;
      }
    }
  }

  async #warm(): Promise<void> {
    const now = this.now();
    const years = likelyYears(now);
    this.#done = 0;
    this.#total = years.length * this.calendars.length;
    this.calendar.unpinBefore(now.getUTCFullYear() - 1);
    for (const { year, scope } of years) {
      for (const c of this.calendars) {
        if (this.#stopped) return;
        await new Promise<void>((resolve) => setImmediate(resolve));
        const query: ResolvedQuery = await this.calendar.resolve({ calendar: c.calendar, locale: c.locale });
        await this.calendar.pin(year, query, scope);
        this.#done++;
      }
    }
    this.#scheduleNextYear(now);
  }

  #scheduleNextYear(now: Date): void {
    const next = Date.UTC(now.getUTCFullYear() + 1, 0, 1, 0, 0, 5);
    // setTimeout's delay is a 32-bit number of milliseconds (about 24.8 days): wake up sooner and look again.
    const delay = Math.min(next - now.getTime(), 2 ** 31 - 1);
    this.#timer = setTimeout(() => {
      if (this.now().getTime() >= next) this.start();
      else this.#scheduleNextYear(this.now());
    }, delay);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running?.catch(() => undefined);
    await this.#shapes?.catch(() => undefined);
  }
}
