import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DATASETS } from '../../../src/refinery/datasets.js';
import { lectionaryDataset } from '../../../src/refinery/lectionary/builder.js';
import { BUILTIN_MANIFEST } from '../../../src/refinery/manifest.js';
import { FILES as CORPUS_FILES } from '../../../src/refinery/corpus/sources.js';
import { FILES as LECTIONARY_FILES } from '../../../src/refinery/lectionary/sources.js';
import { runImport } from '../../../src/refinery/run-import.js';
import { openSources } from '../../../src/refinery/source-reader.js';
import { tinyPbf } from '../corpus/tiny-pbf.js';
import { FIXTURE_SOURCES, SHARED_DATA, manifestOf } from '../refinery/fixture-sources.js';
import { VERITAS_FIXTURES } from '../veritas/veritas-server.js';

const CORPUS_FIXTURES = new URL('../../fixtures/corpus/', import.meta.url).pathname;
const CATHOLIC = { amenity: 'place_of_worship', religion: 'christian', denomination: 'roman_catholic' };

export interface SmallData {
  dataDir: string;
  /** Whether the lectionary could be imported (its sources are the real ones of shared/data). */
  lectionary: boolean;
  remove(): void;
}

/**
 * Every read engine's dataset, imported from small sources into one data folder: the Veritas and Devotio fixtures,
 * tiny OSM extracts with the dioceses sample (Corpus), and the lectionary from its real sources in shared/data when
 * they are there (in development and CI).
 */
export async function importSmallData(): Promise<SmallData> {
  const dir = mkdtempSync(join(tmpdir(), 'lumen-small-data-'));
  const sources = join(dir, 'sources');
  const put = (path: string, data: Buffer | string) => {
    mkdirSync(dirname(join(sources, path)), { recursive: true });
    writeFileSync(join(sources, path), data);
  };
  cpSync(VERITAS_FIXTURES, sources, { recursive: true });
  cpSync(FIXTURE_SOURCES, sources, { recursive: true });
  const extract = (nodes: Array<{ id: number; lat: number; lon: number; tags: Record<string, string> }>) => tinyPbf({ timestamp: 1_700_000_000, nodes, ways: [], relations: [] });
  put(CORPUS_FILES.malta, extract([
    { id: 11, lat: 35.8864, lon: 14.4041, tags: { ...CATHOLIC, building: 'cathedral', name: "St Paul's Cathedral" } },
    { id: 12, lat: 35.9604, lon: 14.3613, tags: { ...CATHOLIC, name: 'Sanctuary of Our Lady of Mellieħa', 'name:mt': 'Santwarju tal-Mellieħa' } },
  ]));
  put(CORPUS_FILES.monaco, extract([{ id: 21, lat: 43.7303, lon: 7.4227, tags: { ...CATHOLIC, building: 'cathedral', name: 'Cathédrale Notre-Dame-Immaculée' } }]));
  put(CORPUS_FILES.andorra, extract([{ id: 31, lat: 42.5546, lon: 1.5909, tags: { ...CATHOLIC, name: 'Santuari de Meritxell' } }]));
  put(CORPUS_FILES.worldDioceses, readFileSync(join(CORPUS_FIXTURES, 'world-dioceses-sample.json')));
  put(CORPUS_FILES.northAmerica, readFileSync(join(CORPUS_FIXTURES, 'north-america-sample.csv')));
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir);
  const builders = DATASETS.filter((d) => d.name !== 'lectionary');
  await runImport({ sources: openSources(sources), dataDir, builders, manifest: manifestOf(sources) });
  // The lectionary checks every citation against the whole Douay-Rheims, which no fixture holds.
  const lectionary = existsSync(join(SHARED_DATA, LECTIONARY_FILES.readings));
  if (lectionary) await runImport({ sources: openSources(SHARED_DATA), dataDir, builders: [lectionaryDataset], manifest: BUILTIN_MANIFEST });
  else if (process.env.CI === 'true') throw new Error(`shared data not found at ${SHARED_DATA} (required in CI)`);
  return { dataDir, lectionary, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
