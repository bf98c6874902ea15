import type { Module, Platform } from '../../platform/module.js';
import type { Engine } from '../../platform/operations/define.js';
import { TempusService } from './calendar.js';
import { tempusOperations } from './operations.js';
import { YearWarmer } from './data/warm-years.js';

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
}

/** Tempus, the liturgical calendar engine at /v1/ordo (alias /v1/tempus). Cheap to construct: bundles load lazily. */
export function createTempusModule(platform: Platform): TempusModule {
  const calendar = new TempusService();
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
      'The liturgical calendar of the Roman Rite (1969 reform, as amended) for any date 1970-9999: celebrations, rank, precedence, colours, season, week, psalter week, Sunday and weekday cycles; general and national calendars; iCalendar export.',
    prefixes: ['/v1/ordo', '/v1/tempus'],
    access: 'apiKey',
    rateLimit: 'read',
    mcp: true,
    operations: tempusOperations(calendar, host),
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
    ],
  };
  const warmer = new YearWarmer(calendar);
  return {
    name: 'tempus',
    engines: [engine],
    calendar,
    readiness: () => {
      const { done, total } = warmer.progress;
      // Ready either way: a year not yet warm is computed on demand, as before.
      return [{ name: 'tempus', ready: true, detail: `${done}/${total} likely years of the common calendars warm` }];
    },
    async start() {
      // Not under NODE_ENV=test: every test server would spend seconds of CPU on years it never asks for
      // (test/integration/tempus/warm-years.test.ts drives the warmer itself).
      if (platform.config.server.env !== 'test') warmer.start();
    },
    close: () => warmer.stop(),
  };
}
