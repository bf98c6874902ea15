import { z } from 'zod';
import { problem } from '../../../platform/errors/index.js';
import { Lru, deepFreeze } from '../../../platform/lru.js';
import { defineOperation, moved } from '../../../platform/operations/define.js';
import { saintDoc, searchSaints } from '../data/search-saints.js';
import { requireKnown, vocabulary } from '../data/vocabulary.js';
import type { DevotioDataset } from '../devotio-data.js';
import { openDatasetOffset, pageScope, sealDatasetOffset } from '../../../platform/security/cursor.js';
import { MonthDay, Paging, SaintSchema, Slug, page } from './schemas.js';
import { checkMonthDay } from '../domain/month-day.js';
import { whereNext } from '../../../platform/operations/where-next.js';

const titleKey = (s: string) => s.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

type Saint = z.input<typeof SaintSchema>;

export function saintsOperations(data: DevotioDataset) {
  // Records are immutable within a dataset version: recently asked ones are kept parsed and frozen (by slug and
  // by search), so the platform also reuses their serialisation and ETag.
  const recent = new Lru<string, Saint>(2048);
  const pages = new Lru<string, { items: Saint[]; total: number; next_cursor: string | null; dataset_version: string }>(512);
  const saint = (d: ReturnType<DevotioDataset['need']>, slug: string): Saint | undefined => {
    const key = `${d.version}:${slug}`;
    const cached = recent.get(key);
    if (cached) return cached;
    const doc = saintDoc(d.value, slug);
    if (doc === undefined) return undefined;
    const parsed = deepFreeze(JSON.parse(doc) as Saint);
    recent.set(key, parsed);
    return parsed;
  };
  const list = defineOperation({
    id: 'devotio.saints.list',
    // Patronages are the Holy See's declared ones only (refinery/devotio/official-patronages.ts, some forty), so
    // the examples are ones that match and a model is told not to expect customary ones ("patron of sailors").
    // Names are held in English, Latin and Italian only: a Spanish "tomás de aquino" finds nothing, so no example says so.
    mcp: { use: "Use it to find a saint by name (English, Latin or Italian, e.g. aquinas) or feast day (MM-DD) when you do not know the saint's slug; the slug of each item is what devotio_saints_get takes." },
    summary: 'Search and list saints',
    description:
      'Accent- and case-insensitive search over names in English, Latin and Italian (each word a prefix) and the full text of ' +
      'titles and the martyrology eulogy; filters by feast day (MM-DD), title, calendar and patronage (patronages declared ' +
      'by the Holy See: europe, parish priests, missions, italy, television); paginated.',
    method: 'GET',
    path: '/saints',
    query: z.object({
      q: z.string().trim().min(1).max(200).optional().describe('search text: a name in English, Latin or Italian, e.g. "thomas aquinas", "tommaso d\'aquino" or "aquin"'),
      feast: MonthDay.optional().describe('feast or martyrology day, MM-DD'),
      title: z.string().min(2).max(60).transform(titleKey).optional().describe('martyr, virgin, doctor_of_the_church, pope …'),
      calendar: z.string().regex(/^[a-z-]{2,40}$/).optional().describe('general-roman, united-states, italy, roman-martyrology'),
      patronage: z
        .string()
        .trim()
        .min(2)
        .max(80)
        .optional()
        .describe(
          'what a saint is patron of, by words (accent- and case-insensitive, each word a prefix), e.g. europe, parish priests, missions, ' +
            'teachers, italy, television: only patronages declared by the Holy See, with their act; customary ones (sailors, lost things) are not held',
        ),
      ...Paging,
    }),
    output: page(SaintSchema),
    // Shared: a page depends on the URL and the dataset version alone (Engine.cacheGeneration).
    cache: { etag: true, maxAgeS: 3600, shared: true },
    handler: ({ query }) => {
      const d = data.need();
      if (query.feast !== undefined) checkMonthDay(query.feast, 'query.feast');
      const known = vocabulary(d.value);
      requireKnown('query.calendar', query.calendar, known.calendars);
      requireKnown('query.title', query.title, known.titles);
      const scope = pageScope({ _list: 'devotio.saints' }, query);
      const offset = openDatasetOffset(query.cursor, d.version, scope);
      const key = JSON.stringify([d.version, query.q, query.feast, query.title, query.calendar, query.patronage, offset, query.limit]);
      const kept = pages.get(key);
      if (kept) return kept;
      const { slugs, total } = searchSaints(d.value, query, offset, query.limit);
      const items = slugs.map((slug) => saint(d, slug)!);
      const next = offset + items.length < total ? sealDatasetOffset(offset + items.length, d.version, scope) : null;
      const answer = deepFreeze({ items, total, next_cursor: next, dataset_version: d.version });
      pages.set(key, answer);
      return answer;
    },
  });

  const get = defineOperation({
    id: 'devotio.saints.get',
    mcp: { use: 'Use it for the full record of one saint whose slug you have (from devotio_saints_list or devotio_saints_ofTheDay).' },
    summary: 'One saint by slug (e.g. thomas-aquinas)',
    description: 'A slug the record had before (its `former_slugs`) answers 301 with the current URL; the MCP tool answers the record.',
    method: 'GET',
    path: '/saints/{slug}',
    params: z.object({ slug: Slug.describe('the saint\'s slug, e.g. thomas-aquinas (the slug of a devotio_saints_list or devotio_saints_ofTheDay item)') }),
    output: SaintSchema,
    moves: 'The slug is a former slug of the record: `Location` is its current URL',
    // Shared: a record depends on the URL and the dataset version alone (Engine.cacheGeneration).
    cache: { etag: true, maxAgeS: 3600, shared: true },
    handler: ({ params }, ctx) => {
      const d = data.need();
      const found = saint(d, params.slug);
      if (found) return found;
      // Stored links keep working: a slug the record had before leads to it (refinery/devotio/former-slugs.ts).
      const current = d.value.currentSlug.get(params.slug)?.current;
      const record = current === undefined ? undefined : saint(d, current);
      if (record) return moved({ slug: current! }, record);
      throw problem('not_found', `No saint with slug '${params.slug}'; search with ${whereNext(ctx.face, { rest: 'GET /v1/devotio/saints?q=…', tool: 'devotio_saints_list', args: 'q: a name' })}`);
    },
  });
  return { list, get };
}
