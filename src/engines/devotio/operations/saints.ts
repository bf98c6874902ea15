import { z } from 'zod';
import { problem } from '../../../platform/errors/index.js';
import { Lru, deepFreeze } from '../../../platform/lru.js';
import { defineOperation } from '../../../platform/operations/define.js';
import { searchSaints } from '../data/search-saints.js';
import type { DevotioDataset } from '../devotio-data.js';
import { openDatasetOffset, sealDatasetOffset } from '../../../platform/security/cursor.js';
import { MonthDay, Paging, SaintSchema, Slug, page } from './schemas.js';

const titleKey = (s: string) => s.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

export function saintsOperations(data: DevotioDataset) {
  const recent = new Lru<string, z.input<typeof SaintSchema>>(2048);
  const list = defineOperation({
    id: 'devotio.saints.list',
    summary: 'Search and list saints',
    description:
      'Accent- and case-insensitive search over names in every language (each word a prefix) and the full text of ' +
      'titles and the martyrology eulogy; filters by feast day (MM-DD), title, calendar and patronage; paginated.',
    method: 'GET',
    path: '/saints',
    query: z.object({
      q: z.string().trim().min(1).max(200).optional().describe('search text, e.g. "tomas de aquino" or "aquin"'),
      feast: MonthDay.optional().describe('feast or martyrology day, MM-DD'),
      title: z.string().min(2).max(60).transform(titleKey).optional().describe('martyr, virgin, doctor_of_the_church, pope …'),
      calendar: z.string().regex(/^[a-z-]{2,40}$/).optional().describe('general-roman, united-states, italy, roman-martyrology'),
      patronage: z.string().min(2).max(60).transform(titleKey).optional().describe('patron title, e.g. patron_of_europe'),
      ...Paging,
    }),
    output: page(SaintSchema),
    handler: ({ query }) => {
      const d = data.need();
      const offset = openDatasetOffset(query.cursor, d.version);
      const { docs, total } = searchSaints(d.value, query, offset, query.limit);
      const next = offset + docs.length < total ? sealDatasetOffset(offset + docs.length, d.version) : null;
      return { items: docs.map((doc) => JSON.parse(doc)), total, next_cursor: next, dataset_version: d.version };
    },
  });

  const get = defineOperation({
    id: 'devotio.saints.get',
    summary: 'One saint by slug (e.g. thomas-aquinas)',
    method: 'GET',
    path: '/saints/{slug}',
    params: z.object({ slug: Slug }),
    output: SaintSchema,
    // Shared: a record depends on the URL and the dataset version alone (Engine.cacheGeneration).
    cache: { etag: true, maxAgeS: 3600, shared: true },
    handler: ({ params }) => {
      const d = data.need();
      // Records are immutable within a dataset version: keep recently asked ones parsed and frozen, so the
      // platform also reuses their serialisation and ETag.
      const key = `${d.version}:${params.slug}`;
      const cached = recent.get(key);
      if (cached) return cached;
      const row = d.value.saintBySlug.get(params.slug);
      if (!row) throw problem('not_found', `No saint with slug '${params.slug}'; search with GET /v1/devotio/saints?q=…`);
      const saint = deepFreeze(JSON.parse(row.doc) as z.input<typeof SaintSchema>);
      recent.set(key, saint);
      return saint;
    },
  });
  return { list, get };
}
