import type { Module, Platform } from '../../platform/module.js';
import type { Engine } from '../../platform/operations/define.js';
import { VeritasDataset } from './data/veritas-dataset.js';
import { type ScripturePort, scripturePort } from './scripture-port.js';
import { bibleOperations } from './operations/bible.js';
import { catenaOperations } from './operations/catena.js';
import { passageOperation } from './operations/passage.js';
import { resolveOperations } from './operations/resolve.js';
import { citationHit, citingSources } from './operations/citation-hit.js';
import { searchOperation } from './operations/search.js';
import { summaOperations } from './operations/summa.js';

export type { ScripturePort, ScriptureText } from './scripture-port.js';
export type { PassagePart, PassageVerse } from './data/passage.js';

/** Veritas: Scripture (Douay-Rheims and Clementine Vulgate aligned), the Summa, the Catena Aurea, served from the `veritas` dataset. */
export function createVeritasModule(platform: Platform): Module & { dataset: VeritasDataset; scripture: ScripturePort } {
  const dataset = new VeritasDataset(platform.config.data.dir);
  const bible = bibleOperations(dataset);
  const resolve = resolveOperations(dataset);
  const summa = summaOperations(dataset);
  const catena = catenaOperations(dataset);
  const search = searchOperation(dataset, citationHit, citingSources);
  const engine: Engine = {
    name: 'veritas',
    title: 'Veritas',
    description: 'Sacred Scripture (Douay-Rheims, Clementine Vulgate), the Summa Theologiae, the Catena Aurea, citation resolution and search',
    prefixes: ['/v1/veritas'],
    access: 'apiKey',
    rateLimit: 'read',
    mcp: true,
    operations: [bible.translations, bible.books, passageOperation(dataset), bible.chapter, bible.verse, resolve.one, resolve.many, summa.question, summa.article, catena.chapter, catena.verse, search],
    datasets: () => [dataset.status()],
    // Every answer is a function of the URL and the dataset version.
    cacheGeneration: () => dataset.generation(),
  };
  return {
    name: 'veritas',
    engines: [engine],
    dataset,
    // For the Lectionary: the text of the readings (src/modules.ts passes it on).
    scripture: scripturePort(dataset),
    openAtStart: [dataset],
    async close() {
      dataset.close();
    },
  };
}
