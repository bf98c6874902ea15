import type { Module, Platform } from '../../platform/module.js';
import type { Engine } from '../../platform/operations/define.js';
import { CorpusDataset } from './corpus-data.js';
import { diocesesOperations } from './operations/dioceses.js';
import { overviewOperations } from './operations/overview.js';
import { sitesOperations } from './operations/sites.js';

/** Corpus: Catholic sacred sites (OpenStreetMap, Wikidata) and the world's dioceses, from the `corpus` dataset. */
export function createCorpusModule(platform: Platform): Module & { dataset: CorpusDataset } {
  const dataset = new CorpusDataset(platform.config.data.dir);
  const sites = sitesOperations(dataset);
  const dioceses = diocesesOperations(dataset);
  const overview = overviewOperations(dataset);
  const engine: Engine = {
    name: 'corpus',
    title: 'Corpus',
    description: 'Sacred sites (cathedrals, basilicas, shrines, churches) near a point, in a box, by name, country and type; dioceses; JSON and GeoJSON',
    prefixes: ['/v1/corpus'],
    access: 'apiKey',
    rateLimit: 'read',
    mcp: true,
    operations: [sites.list, sites.nearest, sites.get, dioceses.list, dioceses.get, overview.countries, overview.coverage],
    datasets: () => [dataset.status()],
    cacheGeneration: () => dataset.generation(),
  };
  return {
    name: 'corpus',
    engines: [engine],
    dataset,
    openAtStart: [dataset],
    async close() {
      dataset.close();
    },
  };
}
