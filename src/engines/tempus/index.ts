import type { Module, Platform } from '../../platform/module.js';
import type { Engine } from '../../platform/operations/define.js';
import { TempusService } from './calendar.js';
import { tempusOperations } from './operations.js';
import { LectionaryData } from './readings/lectionary-data.js';
import { readingsOperations } from './readings/operations.js';
import type { ScriptureTexts } from './readings/scripture-port.js';

export type { ScriptureTexts, Translation } from './readings/scripture-port.js';
import { YearWarmer } from './data/warm-years.js';
import { DEFAULT_CALENDAR, DEFAULT_LOCALE } from './data/calendars.js';

export type {
  Celebration,
  Color,
  DayQuery,
  LiturgicalDay,
  Rank,
  Season,
  SundayCycle,
  TempusCalendar,
  WeekdayCycle,
} from './domain/liturgical-day.js';
export { LiturgicalDaySchema, CelebrationSchema } from './domain/liturgical-day.js';

export interface TempusModule extends Module {
  /** The calendar other engines ask (Devotio's saint of the day): `await tempus.calendar.day('2026-01-28')`. */
  calendar: TempusService;
  lectionary: LectionaryData;
}

export interface TempusOptions {
  /** Scripture texts for the readings (Veritas's, handed over in modules.ts); without it, readings are citations only. */
  scripture?: () => ScriptureTexts | undefined;
}

/** Tempus, the liturgical calendar engine at /v1/ordo (alias /v1/tempus). Cheap to construct: bundles load lazily. */
export function createTempusModule(platform: Platform, options: TempusOptions = {}): TempusModule {
  const calendar = new TempusService();
  const lectionary = new LectionaryData(platform.config.data.dir);
  const scripture = options.scripture ?? (() => undefined);
  const host = () => {
    try {
      return new URL(platform.config.server.publicUrl).host;
    } catch {
      return 'lumen';
    }
  };
  const engine: Engine = {
    name: 'tempus',
    title: 'Tempus',
    description:
      'The liturgical calendar of the Roman Rite (1969 reform, as amended) for any date 1970-9999: celebrations, rank, precedence, colours, season, week, psalter week, Sunday and weekday cycles; general and national calendars; iCalendar export; the Mass readings of any day (Lectionary for Mass citations with Douay-Rheims and Vulgate text).',
    prefixes: ['/v1/ordo', '/v1/tempus'],
    access: 'apiKey',
    rateLimit: 'read',
    mcp: true,
    operations: [...tempusOperations(calendar, host), ...readingsOperations(calendar, lectionary, scripture)],
    // The calendar is code; the readings change with the lectionary dataset and the Scripture texts.
    cacheGeneration: () => `${lectionary.generation() ?? '-'}|${String(scripture()?.generation() ?? '-')}`,
    datasets: () => [
      {
        name: 'romcal',
        version: '3.0.0',
        ready: true,
        sources: [
          { name: 'romcal calendar engine and bundles', licence: 'MIT', url: 'https://github.com/romcal/romcal' },
          {
            name: 'Liturgical Calendar API source data (decree years)',
            licence: 'Apache-2.0',
            attribution: 'Liturgical Calendar API project',
            url: 'https://github.com/Liturgical-Calendar/LiturgicalCalendarAPI',
          },
        ],
      },
      lectionary.status(),
    ],
  };
  // Every year of the default calendar (the General Roman Calendar in English) becomes a copy, not a computation.
  const warmer = new YearWarmer(calendar, undefined, undefined, { shapesOf: [{ calendar: DEFAULT_CALENDAR, locale: DEFAULT_LOCALE }] });
  return {
    name: 'tempus',
    engines: [engine],
    calendar,
    lectionary,
    openAtStart: [lectionary],
    readiness: () => {
      const { done, total } = warmer.progress;
      const shapes = warmer.shapeProgress;
      // Ready either way: a year not yet warm is computed on demand, as before.
      const detail = `${done}/${total} likely years of the common calendars warm; ${shapes.done}/${shapes.total} year shapes of the default calendar`;
      return [{ name: 'tempus', ready: true, detail }];
    },
    async start() {
      // Not under NODE_ENV=test: every test server would spend seconds of CPU on years it never asks for
      // (test/integration/tempus/warm-years.test.ts drives the warmer itself).
      if (platform.config.server.env !== 'test') warmer.start();
    },
    async close() {
      warmer.stop();
      lectionary.close();
    },
  };
}
