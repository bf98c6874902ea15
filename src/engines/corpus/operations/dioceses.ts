import { z } from 'zod';
import { problem } from '../../../platform/errors/index.js';
import { defineOperation } from '../../../platform/operations/define.js';
import type { CorpusDataset } from '../corpus-data.js';
import { queryDioceses } from '../data/query-dioceses.js';
import { querySites } from '../data/query-sites.js';
import { openDatasetOffset, pageScope, sealDatasetOffset } from '../../../platform/security/cursor.js';
import { Country, DioceseSchema, Paging, SiteSchema } from './schemas.js';
import { whereNext } from '../../../platform/operations/where-next.js';

const DiocesePage = z.object({ items: z.array(DioceseSchema), total: z.number().int(), next_cursor: z.string().nullable(), dataset_version: z.string() });
const SITES_SHOWN = 100;
const DioceseDetail = DioceseSchema.extend({
  sites: z.object({ items: z.array(SiteSchema), total: z.number().int() }).describe(`sites linked to the diocese (the first ${SITES_SHOWN}; more with GET /v1/corpus/sites?diocese=ID)`),
});

export function diocesesOperations(data: CorpusDataset) {
  const list = defineOperation({
    id: 'corpus.dioceses.list',
    mcp: { use: "Use it to find a diocese by name (in English or the local language) or see city, or to list a country's dioceses." },
    summary: "The world's Latin-rite dioceses, by country or name",
    description: 'Each with its see city located through GeoNames (precision "city"), or the reason it could not be located.',
    method: 'GET',
    path: '/dioceses',
    query: z.object({
      country: Country.optional().describe('ISO 3166-1 alpha-2, e.g. IT (also finds a diocese that a country lies wholly in: AD → Urgell)'),
      q: z
        .string()
        .trim()
        .min(1)
        .max(200)
        .optional()
        .describe('the name as listed, the see city or its English name (Roma, Rome, Diocese of Rome); accent- and case-insensitive, exact names first'),
      ...Paging,
    }),
    output: DiocesePage,
    problems: ['invalid_cursor', 'dataset_missing'],
    // Immutable for a dataset version (or a date): validated by ETag (If-None-Match answers 304).
    cache: { etag: true },
    handler: ({ query }) => {
      const d = data.need();
      const scope = pageScope({ _list: 'corpus.dioceses' }, query);
      const offset = openDatasetOffset(query.cursor, d.version, scope);
      const { docs, total } = queryDioceses(d.value, { country: query.country ?? null, q: query.q ?? null, offset, limit: query.limit });
      const next = offset + docs.length < total ? sealDatasetOffset(offset + docs.length, d.version, scope) : null;
      return { items: docs.map((doc) => JSON.parse(doc)), total, next_cursor: next, dataset_version: d.version };
    },
  });

  const get = defineOperation({
    id: 'corpus.dioceses.get',
    summary: 'One diocese: its see city, its cathedral when known, its sites',
    method: 'GET',
    path: '/dioceses/{id}',
    params: z.object({ id: z.string().regex(/^[a-z0-9_-]{2,40}$/, 'expected a diocese id, e.g. monaco_mc').describe('diocese id, e.g. monaco_mc (the id of a corpus_dioceses_list item, or a site\'s diocese)') }),
    output: DioceseDetail,
    cache: { etag: true, maxAgeS: 3600 },
    problems: ['dataset_missing'],
    mcp: {
      use: "Use it for one diocese's see, location, cathedral and sites, once you have its id.",
      name: 'corpus_diocese',
      title: 'A diocese',
      description: 'A Catholic diocese by id (from corpus_dioceses_list or a site): its see city and location, its cathedral when known, and its sites.',
    },
    handler: ({ params }, ctx) => {
      const d = data.need();
      const row = d.value.dioceseById.get(params.id);
      if (!row) throw problem('not_found', `No diocese with id '${params.id}'; list them with ${whereNext(ctx.face, { rest: 'GET /v1/corpus/dioceses?country=…', tool: 'corpus_dioceses_list', args: 'country, or q: a name' })}`);
      const query = { near: null, radiusKm: null, bbox: null, country: null, type: null, diocese: params.id, q: null, offset: 0, limit: SITES_SHOWN };
      const { hits, total } = querySites(d.value, query);
      return { ...(JSON.parse(row.doc) as z.input<typeof DioceseSchema>), sites: { items: hits.map((h) => JSON.parse(h.doc)), total: total ?? hits.length } };
    },
  });
  return { list, get };
}
