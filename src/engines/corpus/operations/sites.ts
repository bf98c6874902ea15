import { z } from 'zod';
import { problem } from '../../../platform/errors/index.js';
import { type OperationContext, defineOperation, raw } from '../../../platform/operations/define.js';
import { OSM_ATTRIBUTION } from '../../../refinery/corpus/sources.js';
import type { CorpusDataset } from '../corpus-data.js';
import { type SiteQuery, querySites } from '../data/query-sites.js';
import { openDatasetOffset, pageScope, sealDatasetOffset } from '../../../platform/security/cursor.js';
import { GEOJSON_TYPE, bboxOf, featureOf, wantsGeoJson } from '../domain/geojson.js';
import { Bbox, MAX_RADIUS_KM, Near, RadiusKm, coordinate } from './location-params.js';
import { Country, Paging, SiteFeatureCollectionSchema, SiteFeatureSchema, SitePageSchema, SiteSchema, SiteTypeSchema } from './schemas.js';
import { whereNext } from '../../../platform/operations/where-next.js';

const ATTRIBUTION = `${OSM_ATTRIBUTION} (ODbL 1.0); Wikidata (CC0); see each record's provenance`;

const Filters = {
  country: Country.optional().describe('ISO 3166-1 alpha-2, e.g. MT'),
  type: SiteTypeSchema.optional().describe('cathedral, co-cathedral, basilica, shrine, monastery, chapel, church'),
  diocese: z.string().regex(/^[a-z0-9_-]{2,40}$/, 'expected a diocese id, e.g. monaco_mc').optional().describe('diocese id, e.g. monaco_mc (from GET /v1/corpus/dioceses, MCP tool corpus_dioceses_list)'),
  q: z.string().trim().min(1).max(200).optional().describe('a name in any language, or the city, town or village a site is in, or its diocese (name matches first); accent- and case-insensitive, each word a prefix'),
  format: z.enum(['json', 'geojson']).optional().describe('geojson: an RFC 7946 FeatureCollection (same as Accept: application/geo+json)'),
  ...Paging,
};

type Page = z.input<typeof SitePageSchema>;

/** A stored record with `distance_m` added, without parsing it (records are JSON objects ending in `}`). */
const withDistance = (doc: string, d: number | null) => (d === null ? doc : `${doc.slice(0, -1)},"distance_m":${d}}`);

/**
 * Runs a site query. Over REST the page is assembled from the stored JSON of each record, never parsed and
 * serialised again (most of a page's cost otherwise); MCP gets the parsed page for its structured output.
 */
function answer(data: CorpusDataset, query: Omit<SiteQuery, 'offset'> & { cursor?: string | undefined; format?: string | undefined }, ctx: OperationContext) {
  const d = data.need();
  // An unknown diocese id would match nothing, which looks like a diocese without sites: say so by name instead.
  if (query.diocese && !d.value.dioceseById.get(query.diocese)) {
    const message = `no diocese has the id '${query.diocese}'; take the id from ${whereNext(ctx.face, { rest: 'GET /v1/corpus/dioceses?q=…', tool: 'corpus_dioceses_list', args: 'q: a name' })}`;
    throw problem('validation_failed', `query.diocese: ${message}`, { errors: [{ field: 'query.diocese', message }] });
  }
  // The same sites as GeoJSON or JSON: `format` changes the representation, not the result paged through.
  const scope = pageScope({ _list: 'corpus.sites' }, { ...query, format: undefined });
  const offset = openDatasetOffset(query.cursor, d.version, scope);
  const { hits, total } = querySites(d.value, { ...query, offset });
  const more = total === null ? hits.length === query.limit : offset + hits.length < total;
  const next = more && hits.length > 0 ? sealDatasetOffset(offset + hits.length, d.version, scope) : null;
  const tail = { total, next_cursor: next, dataset_version: d.version, attribution: ATTRIBUTION };
  if (ctx.face === 'mcp') {
    const items = hits.map((h) => JSON.parse(withDistance(h.doc, h.distanceM)) as z.input<typeof SiteSchema>);
    return { items, ...tail } satisfies Page;
  }
  const members = JSON.stringify(tail).slice(1);
  if (wantsGeoJson(query.format, ctx.headers.accept)) {
    const features = hits.map((h) => featureOf(withDistance(h.doc, h.distanceM)));
    // RFC 7946 §5: the page's extent, for a map to fit its view to (absent from an empty page).
    const bbox = bboxOf(hits.map((h) => h.doc));
    return raw(`${GEOJSON_TYPE}; charset=utf-8`, `{"type":"FeatureCollection"${bbox ? `,"bbox":${JSON.stringify(bbox)}` : ''},"features":[${features.join(',')}],${members}`);
  }
  return raw('application/json; charset=utf-8', `{"items":[${hits.map((h) => withDistance(h.doc, h.distanceM)).join(',')}],${members}`);
}

export function sitesOperations(data: CorpusDataset) {
  const list = defineOperation({
    id: 'corpus.sites.list',
    summary: 'Search sacred sites: near a point, in a box, by name, country, type or diocese',
    description:
      'Catholic cathedrals, basilicas, shrines, churches, chapels and monasteries. `near=LAT,LON` orders by distance ' +
      '(each item has distance_m), optionally within `radius_km`; `bbox=W,S,E,N` (west > east crosses the ' +
      'antimeridian); `q` matches names in every language, then the place (city, town, village) and diocese a site is in. The coverage (GET /v1/corpus/coverage, MCP tool corpus_coverage_get) says which regions are loaded.',
    method: 'GET',
    path: '/sites',
    query: z.object({ near: Near.optional(), radius_km: RadiusKm.optional().describe(`with near: only sites within this many kilometres of it (at most ${MAX_RADIUS_KM})`), bbox: Bbox.optional(), ...Filters }),
    output: SitePageSchema,
    alternates: [{ contentType: GEOJSON_TYPE, description: 'RFC 7946 FeatureCollection ([lon, lat] points); also with format=geojson', schema: SiteFeatureCollectionSchema }],
    problems: ['radius_needs_near', 'conflicting_location_filters', 'invalid_cursor', 'dataset_missing'],
    // Shared: the page depends on the URL, the Accept header (GeoJSON) and the dataset version alone (cacheGeneration).
    cache: { etag: true, shared: true, vary: 'accept' },
    mcp: {
      use: 'Use it to find a church, cathedral, basilica or shrine by name, in a country or diocese, or in a map box (near a point: corpus_nearest_sites).',
      // The tool answers JSON, as its output schema says; GeoJSON is a REST representation.
      omit: ['format'],
      name: 'corpus_search_sites',
      title: 'Search sacred sites',
      description: 'Find Catholic sacred sites by name (any language) or by the town or diocese they are in (q), country, type, diocese id or map box; or near a point.',
    },
    handler: ({ query }, ctx) => {
      if (query.radius_km !== undefined && !query.near) {
        throw problem('radius_needs_near', 'query.radius_km: give near=LAT,LON with radius_km', { errors: [{ field: 'query.radius_km', message: 'needs near' }] });
      }
      if (query.near && query.bbox) {
        throw problem('conflicting_location_filters', 'query.bbox: use either near (with radius_km) or bbox, not both', { errors: [{ field: 'query.bbox', message: 'not with near' }] });
      }
      return answer(data, { ...query, near: query.near ?? null, radiusKm: query.radius_km ?? null, bbox: query.bbox ?? null, country: query.country ?? null, type: query.type ?? null, diocese: query.diocese ?? null, q: query.q ?? null }, ctx);
    },
  });

  const nearest = defineOperation({
    id: 'corpus.sites.nearest',
    summary: 'The sacred sites nearest to a point',
    description: 'Nearest first, each with distance_m; optionally within radius_km and of one type. The same answer as GET /v1/corpus/sites?near=LAT,LON.',
    method: 'GET',
    path: '/sites/nearest',
    query: z.object({
      lat: coordinate(90, 'latitude').describe('latitude in decimal degrees (WGS 84)'),
      lon: coordinate(180, 'longitude').describe('longitude in decimal degrees (WGS 84)'),
      radius_km: RadiusKm.optional().describe(`only sites within this many kilometres of lat/lon (at most ${MAX_RADIUS_KM})`),
      ...Filters,
    }),
    output: SitePageSchema,
    alternates: [{ contentType: GEOJSON_TYPE, description: 'RFC 7946 FeatureCollection ([lon, lat] points)', schema: SiteFeatureCollectionSchema }],
    problems: ['invalid_cursor', 'dataset_missing'],
    cache: { etag: true, shared: true, vary: 'accept' },
    mcp: {
      use: 'Use it when asked for Catholic churches or shrines near a place: give its latitude and longitude as numbers (Rome: lat 41.9028, lon 12.4964), and radius_km to keep only those close by. Only some regions are loaded (corpus_coverage_get): a large distance_m means the place lies outside them.',
      omit: ['format'],
      name: 'corpus_nearest_sites',
      title: 'Nearest sacred sites',
      description: 'The Catholic churches, cathedrals, basilicas and shrines nearest to a latitude/longitude, with their distance in metres.',
    },
    handler: ({ query }, ctx) =>
      answer(data, { ...query, near: { lat: query.lat, lon: query.lon }, radiusKm: query.radius_km ?? null, bbox: null, country: query.country ?? null, type: query.type ?? null, diocese: query.diocese ?? null, q: query.q ?? null }, ctx),
  });

  const get = defineOperation({
    id: 'corpus.sites.get',
    mcp: { use: 'Use it for the full record of one site whose id you have (from a search).', omit: ['format'] },
    summary: 'One sacred site by id (e.g. osm-w23352829)',
    method: 'GET',
    path: '/sites/{id}',
    params: z.object({
      id: z
        .string()
        // Q613619 was the example of a wd- id, but it is St John's Co-Cathedral, whose id is osm-w23352829 (an item an
        // OpenStreetMap site carries is merged into that site): a model that called with it got not_found.
        .regex(/^(osm-[nwr][1-9]\d{0,15}|wd-Q[1-9]\d{0,12}|syn-\d{1,12})$/, 'expected a site id such as osm-w23352829 (osm-n…, osm-r…, or wd-Q… for a site only Wikidata has)')
        .describe('site id, e.g. osm-w23352829 (the id of a site search item; wd-Q… is a site only Wikidata has, not any Wikidata id)'),
    }),
    // As on the lists: a map library's GeoJSON source fetches a URL, often without a choice of Accept header.
    query: z.object({ format: Filters.format.describe('geojson: an RFC 7946 Feature (same as Accept: application/geo+json)') }),
    output: SiteSchema,
    alternates: [{ contentType: GEOJSON_TYPE, description: 'RFC 7946 Feature; also with format=geojson', schema: SiteFeatureSchema }],
    cache: { etag: true, maxAgeS: 3600 },
    problems: ['dataset_missing'],
    handler: ({ params, query }, ctx) => {
      const row = data.need().value.siteById.get(params.id);
      if (!row) throw problem('not_found', `No site with id '${params.id}'; search with ${whereNext(ctx.face, { rest: 'GET /v1/corpus/sites?q=…', tool: 'corpus_search_sites', args: 'q: a name' })}`);
      ctx.setHeader('Vary', 'Accept');
      if (ctx.face === 'rest' && wantsGeoJson(query.format, ctx.headers.accept)) return raw(`${GEOJSON_TYPE}; charset=utf-8`, featureOf(row.doc));
      return JSON.parse(row.doc) as z.input<typeof SiteSchema>;
    },
  });
  return { list, nearest, get };
}
