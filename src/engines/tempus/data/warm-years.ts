import type { ResolvedQuery, TempusService } from '../calendar.js';
import type { Scope } from './romcal-engine.js';
import { CALENDARS, type Locale } from './calendars.js';

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
  #running: Promise<void> | undefined;

  constructor(
    private readonly calendar: TempusService,
    private readonly now: () => Date = () => new Date(),
    private readonly calendars = COMMON_CALENDARS,
  ) {}

  start(): void {
    this.#running = this.#warm();
  }

  /** Resolves when the current round is over (tests, benchmarks). */
  settled(): Promise<void> {
    return this.#running ?? Promise.resolve();
  }

  get progress(): { done: number; total: number } {
    return { done: this.#done, total: this.#total };
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
  }
}
