import { Readable } from 'node:stream';
import type { BuildContext, BuildResult, DatasetBuilder } from '../dataset-builder.js';
import { sha256Hex } from '../verify-checksum.js';
import { applyRegion } from './apply-region.js';
import { finishCorpus, openCorpusForWrite } from './corpus-file.js';
import { buildDioceses } from './dioceses/build-dioceses.js';
import { citiesIndex } from './dioceses/cities-index.js';
import { parseNorthAmerica } from './dioceses/north-america.js';
import { writeDioceses } from './dioceses/write-dioceses.js';
import { osmRegion } from './osm/osm-region.js';
import { reconcile } from './reconcile.js';
import { FILES, PROVENANCE, STAGED_REGIONS } from './sources.js';

/**
 * The corpus dataset from the staged sources: the three OSM country extracts and the world's dioceses. Regions
 * imported since with `lumen data import corpus --pbf …` (or Wikidata) are carried over from the served version;
 * the staged regions are replaced.
 */
async function build(ctx: BuildContext): Promise<BuildResult> {
  const db = openCorpusForWrite(ctx.outDir, ctx.previousDir);
  try {
    const now = new Date().toISOString();
    const stats: Record<string, number | string> = {};
    for (const [i, r] of STAGED_REGIONS.entries()) {
      ctx.progress('OpenStreetMap', i, STAGED_REGIONS.length);
      const bytes = ctx.file(r.file);
      const { batch, merged } = await osmRegion({ region: r.region, country: r.country, open: () => Readable.from([bytes]), file: r.file, sha256: sha256Hex(bytes), bytes: bytes.length });
      for (const m of merged) ctx.problem(`osm ${r.region}: ${m.dropped} is the place ${m.into} maps again (merged into it)`);
      const applied = applyRegion(db, batch, now);
      stats[`sites_${r.region}`] = applied.inserted;
      stats[`duplicates_merged_${r.region}`] = merged.length;
    }
    ctx.progress('OpenStreetMap', STAGED_REGIONS.length, STAGED_REGIONS.length);
    ctx.progress('dioceses', 0, 1);
    const northAmerica = parseNorthAmerica(ctx.text(FILES.northAmerica), ctx.problem);
    const dioceses = buildDioceses(ctx.json(FILES.worldDioceses), citiesIndex(), northAmerica);
    for (const u of dioceses.unmatched) ctx.problem(`dioceses: ${u.id} (${u.name}, ${u.country}) not located: ${u.reason}`);
    writeDioceses(db, dioceses.dioceses);
    ctx.progress('dioceses', 1, 1);
    Object.assign(stats, reconcile(db), {
      dioceses_located: dioceses.located,
      dioceses_unmatched: dioceses.unmatched.length,
      dioceses_ambiguous_see_name: dioceses.ambiguous,
      dioceses_enriched_north_america: dioceses.enriched,
    });
    const sites = (db.prepare('select count(*) n from sites').get() as { n: number }).n;
    const regions = (db.prepare('select count(*) n from coverage').get() as { n: number }).n;
    finishCorpus(db);
    return { records: { sites, dioceses: dioceses.dioceses.length, regions }, stats };
  } catch (err) {
    db.close();
    throw err;
  }
}

/** Corpus: sacred sites (OpenStreetMap, Wikidata) and the world's Latin-rite dioceses. */
export const corpusDataset: DatasetBuilder = {
  name: 'corpus',
  title: 'Corpus: sacred sites and dioceses',
  // 2: the spatial index is site_grid (was an R*Tree), site_types carries the country.
  // 3: dioceses carry their search columns and other countries; site links say their basis; more sees located.
  // 4: each site says the place it is in (`place`); the full-text index has a `places` column (place, diocese).
  builderVersion: 4,
  files: Object.values(FILES),
  sources: [PROVENANCE.osm, PROVENANCE.litcal, PROVENANCE.geonames, PROVENANCE.historydata, PROVENANCE.wikidata],
  build,
};
