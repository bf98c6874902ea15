import { z } from 'zod';
import { problem } from '../../../platform/errors/index.js';
import { commaList } from '../../../platform/operations/comma-list.js';
import { defineOperation } from '../../../platform/operations/define.js';
import { pageOf } from '../../../platform/operations/paging.js';
import { prayerCategories, searchPrayers } from '../data/search-prayers.js';
import { requireKnown, vocabulary } from '../data/vocabulary.js';
import type { DevotioDataset } from '../devotio-data.js';
import { openDatasetOffset, pageScope, sealDatasetOffset } from '../../../platform/security/cursor.js';
import { Paging, PrayerSchema, Slug, page } from './schemas.js';
import { whereNext } from '../../../platform/operations/where-next.js';

const LANGS = ['en', 'la'] as const;

export function prayersOperations(data: DevotioDataset) {
  const categories = defineOperation({
    id: 'devotio.prayers.categories',
    mcp: { use: 'Use it to see which kinds of prayer exist before browsing one with devotio_prayers_list.' },
    summary: 'The categories of prayers, with how many prayers each holds',
    description: 'Browse a category with the prayers list (GET /v1/devotio/prayers?category=…, MCP tool devotio_prayers_list); listed in the order of their most important prayer.',
    method: 'GET',
    path: '/prayers/categories',
    query: z.object(Paging),
    output: page(z.object({ category: z.string(), prayers: z.number().int() })),
    problems: ['invalid_cursor'],
    // Immutable for a dataset version (or a date): validated by ETag (If-None-Match answers 304).
    cache: { etag: true },
    handler: ({ query }) => {
      const d = data.need();
      return { ...pageOf(prayerCategories(d.value), query, d.version, pageScope({ _list: 'devotio.prayers.categories' })), dataset_version: d.version };
    },
  });

  const list = defineOperation({
    id: 'devotio.prayers.list',
    mcp: { use: 'Use it to find a prayer by name or words (Memorare, Angelus, a prayer to St Michael) or to browse a category.' },
    summary: 'Search and list traditional prayers (English and Latin)',
    description:
      'Without `q`, in a documented order of importance: the Sign of the Cross, Our Father, Hail Mary, Glory Be and ' +
      "Apostles' Creed first, then the prayers of daily life and of the Rosary, then the rest; by title within each.",
    method: 'GET',
    path: '/prayers',
    query: z.object({
      q: z.string().trim().min(1).max(200).optional().describe('search text in titles and texts, any accents'),
      category: z.string().regex(/^[a-z-]{2,40}$/).optional().describe('basic, marian, marian-antiphon, creed, litany, rosary …'),
      ...Paging,
    }),
    output: page(PrayerSchema),
    // Immutable for a dataset version (or a date): validated by ETag (If-None-Match answers 304).
    cache: { etag: true },
    handler: ({ query }) => {
      const d = data.need();
      requireKnown('query.category', query.category, vocabulary(d.value).categories);
      const scope = pageScope({ _list: 'devotio.prayers' }, query);
      const offset = openDatasetOffset(query.cursor, d.version, scope);
      const { docs, total } = searchPrayers(d.value, query, offset, query.limit);
      const next = offset + docs.length < total ? sealDatasetOffset(offset + docs.length, d.version, scope) : null;
      return { items: docs.map((doc) => JSON.parse(doc)), total, next_cursor: next, dataset_version: d.version };
    },
  });

  const get = defineOperation({
    id: 'devotio.prayers.get',
    mcp: { use: 'Use it for the full text of one prayer in English and Latin, once you have its slug.' },
    summary: 'One prayer, English and Latin side by side (lang=en,la selects)',
    method: 'GET',
    path: '/prayers/{slug}',
    params: z.object({ slug: Slug.describe('the prayer\'s slug, e.g. memorare (the slug of a devotio_prayers_list item)') }),
    query: z.object({
      lang: commaList(LANGS, { fallback: 'en,la', max: 20 })
        .describe('comma-separated: en, la (default both)'),
    }),
    output: PrayerSchema,
    // Shared: a record depends on the URL and the dataset version alone (Engine.cacheGeneration).
    cache: { etag: true, maxAgeS: 3600, shared: true },
    handler: ({ params, query }, ctx) => {
      const row = data.need().value.prayerBySlug.get(params.slug);
      if (!row) throw problem('not_found', `No prayer with slug '${params.slug}'; list them with ${whereNext(ctx.face, { rest: 'GET /v1/devotio/prayers', tool: 'devotio_prayers_list', args: 'q: a name or words' })}`);
      const prayer = JSON.parse(row.doc) as z.infer<typeof PrayerSchema>;
      const wanted = query.lang.filter((l) => prayer.texts[l]);
      if (wanted.length === 0) {
        throw problem('not_found', `Prayer '${params.slug}' has no text in ${query.lang.join(', ')}; it exists in ${prayer.languages.join(', ')}`);
      }
      return { ...prayer, texts: Object.fromEntries(wanted.map((l) => [l, prayer.texts[l]!])) };
    },
  });
  return { list, get, categories };
}
