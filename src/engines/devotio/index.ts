import type { Module, Platform } from '../../platform/module.js';
import type { Engine } from '../../platform/operations/define.js';
import type { LiturgicalCalendarPort } from './calendar-port.js';
import { DevotioDataset } from './devotio-data.js';
import { ofTheDayOperation } from './operations/of-the-day.js';
import { prayersOperations } from './operations/prayers.js';
import { rosaryOperation } from './operations/rosary.js';
import { saintsOperations } from './operations/saints.js';

export type { LiturgicalCalendarPort } from './calendar-port.js';

export interface DevotioOptions {
  /** Tempus's calendar (`createTempusModule(platform).calendar`): celebrations of the day, and seasons for the Rosary. */
  calendar: LiturgicalCalendarPort;
}

/** Devotio: saints, the martyrology, prayers and the Rosary, served from the refinery's `devotio` dataset. */
export function createDevotioModule(platform: Platform, options: DevotioOptions): Module & { dataset: DevotioDataset } {
  const dataset = new DevotioDataset(platform.config.data.dir);
  const saints = saintsOperations(dataset);
  const prayers = prayersOperations(dataset);
  const engine: Engine = {
    name: 'devotio',
    title: 'Devotio',
    description: 'Saints and the Roman Martyrology, traditional prayers in English and Latin, and the Rosary',
    prefixes: ['/v1/devotio'],
    access: 'apiKey',
    rateLimit: 'read',
    mcp: true,
    operations: [saints.list, ofTheDayOperation(dataset, options.calendar), saints.get, prayers.list, prayers.categories, prayers.get, rosaryOperation(options.calendar)],
    datasets: () => [dataset.status()],
    // Answers of shared operations (a saint, a prayer) change only with the dataset version.
    cacheGeneration: () => dataset.generation(),
  };
  return {
    name: 'devotio',
    engines: [engine],
    dataset,
    openAtStart: [dataset],
    async close() {
      dataset.close();
    },
  };
}
