import { z } from 'zod';
import { problem } from '../../../platform/errors/index.js';
import { defineOperation } from '../../../platform/operations/define.js';
import { foldText } from '../../../platform/text/fold-text.js';
import type { CorpusDataset } from '../corpus-data.js';
import { querySites } from '../data/query-sites.js';
import { openDatasetOffset, sealDatasetOffset } from '../../../platform/security/cursor.js';
import { Country, DioceseSchema, Paging, SiteSchema } from './schemas.js';

const DiocesePage = z.object({ items: z.array(DioceseSchema), total: z.number().int(), next_cursor: z.string().nullable(), dataset_version: z.string() });
const SITES_SHOWN = 100;
const DioceseDetail = DioceseSchema.extend({
  sites: z.object({ items: z.array(SiteSchema), total: z.number().int() }).describe(`sites linked to the diocese (the first ${SITES_SHOWN}; more with GET /v1/corpus/sites?diocese=ID)`),
});

export function diocesesOperations(data: CorpusDataset) {
  const list = defineOperation({
    id: 'corpus.dioceses.list',
    mcp: { use: "Use it to find a diocese by name or country, or to list a country's dioceses." },
    summary: "The world's Latin-rite dioceses, by country or name",
    description: 'Each with its see city located through GeoNames (precision "city"), or the reason it could not be located.',
    method: 'GET',
    path: '/dioceses',
    query: z.object({
      country: Country.optional().describe('ISO 3166-1 alpha-2, e.g. IT'),
      q: z.string().trim().min(1).max(200).optional().describe('words of the name or see city, accent-insensitive'),
      ...Paging,
    }),
    output: DiocesePage,
    problems: ['invalid_cursor', 'dataset_missing'],
    // Immutable for a dataset version (or a date): validated by ETag (If-None-Match answers 304).
    cache: { etag: true },
    handler: ({ query }) => {
      const d = data.need();
      const offset = openDatasetOffset(query.cursor, d.version);
      const where: string[] = [];
      const args: unknown[] = [];
      if (query.country) where.push('country = ?'), args.push(query.country);
      for (const word of query.q ? foldText(query.q).split(' ').filter(Boolean).slice(0, 8) : []) {
        where.push("(' ' || names) like ? escape '\\'");
        args.push(`% ${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      }
      const w = where.length > 0 ? ` where ${where.join(' and ')}` : '';
      const total = (d.value.statement(`select count(*) as n from dioceses${w}`).get(...args) as { n: number }).n;
      const rows = d.value.statement(`select doc from dioceses${w} order by country, sort_key, id limit ? offset ?`).all(...args, query.limit, offset) as Array<{ doc: string }>;
      const next = offset + rows.length < total ? sealDatasetOffset(offset + rows.length, d.version) : null;
      return { items: rows.map((r) => JSON.parse(r.doc)), total, next_cursor: next, dataset_version: d.version };
    },
  });

  const get = defineOperation({
    id: 'corpus.dioceses.get',
    summary: 'One diocese: its see city, its cathedral when known, its sites',
    method: 'GET',
    path: '/dioceses/{id}',
    params: z.object({ id: z.string().regex(/^[a-z0-9_-]{2,40}$/, 'expected a diocese id, e.g. monaco_mc') }),
    output: DioceseDetail,
    cache: { etag: true, maxAgeS: 3600 },
    problems: ['dataset_missing'],
    mcp: {
      use: "Use it for one diocese's see, location, cathedral and sites, once you have its id.",
      name: 'corpus_diocese',
      title: 'A diocese',
      description: 'A Catholic diocese by id (from corpus_dioceses_list or a site): its see city and location, its cathedral when known, and its sites.',
    },
    handler: ({ params }) => {
      const d = data.need();
      const row = d.value.dioceseById.get(params.id);
      if (!row) throw problem('not_found', `No diocese with id '${params.id}'; list them with GET /v1/corpus/dioceses?country=…`);
      const query = { near: null, radiusKm: null, bbox: null, country: null, type: null, diocese: params.id, q: null, offset: 0, limit: SITES_SHOWN };
      const { hits, total } = querySites(d.value, query);
      return { ...(JSON.parse(row.doc) as z.input<typeof DioceseSchema>), sites: { items: hits.map((h) => JSON.parse(h.doc)), total: total ?? hits.length } };
    },
  });
  return { list, get };
}
