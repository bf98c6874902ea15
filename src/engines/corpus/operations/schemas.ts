import { z } from 'zod';
import { SITE_TYPES } from '../../../refinery/corpus/osm/site-type.js';
import { DIOCESE_BASES } from '../../../refinery/corpus/site-record.js';

export const ProvenanceSchema = z.object({ source: z.string(), licence: z.string(), attribution: z.string(), url: z.string().optional() });
const provenance = z.array(ProvenanceSchema).min(1).describe('sources, licences and the credit each licence asks for (ODbL: © OpenStreetMap contributors)');

export const SiteTypeSchema = z.enum(SITE_TYPES);

export const SiteSchema = z.object({
  id: z.string().describe('osm-w23352829 (OpenStreetMap way 23352829), osm-n… node, osm-r… relation, wd-Q… Wikidata only'),
  name: z.string().nullable(),
  names: z.record(z.string(), z.string()).describe('names by language (`default` is the name as tagged locally)'),
  type: SiteTypeSchema.describe('the most significant kind'),
  types: z.array(SiteTypeSchema).describe('every kind that applies (a co-cathedral is also a cathedral)'),
  denomination: z.enum(['roman_catholic', 'catholic', 'unknown']).describe('as tagged; `unknown` when the source does not say'),
  location: z.object({ lat: z.number(), lon: z.number(), precision: z.enum(['building', 'point']) }),
  country: z.string().nullable().describe('ISO 3166-1 alpha-2'),
  address: z.record(z.string(), z.string()).nullable(),
  place: z
    .object({
      name: z.string().describe('the city, town, village or suburb'),
      names: z.record(z.string(), z.string()).describe("the place's names by language (OpenStreetMap `name:*`)"),
      kind: z.string().nullable().describe('city, town, village, suburb, quarter, neighbourhood, hamlet (OpenStreetMap `place`); null from an address'),
      basis: z.enum(['address', 'nearest_place']).describe("address: the site's own addr:city (town, village …); nearest_place: the populated place of the extract nearest it, within that place's reach"),
      in: z.string().nullable().describe('the town or city a suburb, quarter or neighbourhood belongs to'),
    })
    .nullable()
    .optional()
    .describe('where the site is (found by q after names); absent from records imported before places were kept'),
  diocese: z
    .object({
      id: z.string().nullable().describe('the diocese (GET /v1/corpus/dioceses/{id}); null when the tag names no listed diocese'),
      name: z.string().describe("the diocese's name in the list; the tag's text when not linked"),
      tag: z.string().nullable().describe('the diocese as the source tags it (OSM `diocese`, Wikidata P708)'),
      basis: z
        .enum(DIOCESE_BASES)
        .nullable()
        .describe("how the link was made: the site's tag; its country's only diocese; the diocese's cathedral; the nearest see of its country (approximate near diocesan borders)"),
    })
    .nullable(),
  wikidata: z.string().nullable(),
  website: z.string().nullable(),
  heritage: z.record(z.string(), z.string()).nullable(),
  osm: z.object({ type: z.enum(['node', 'way', 'relation']), id: z.number(), version: z.number().nullable(), url: z.string() }).nullable(),
  region: z.string().describe('the imported region the record came from (see /v1/corpus/coverage)'),
  distance_m: z.number().optional().describe('metres from `near` (great-circle)'),
  provenance,
});

const PageTail = {
  total: z.number().int().nullable().describe('sites matching; null for `near` without `radius_km` (everything, nearest first)'),
  next_cursor: z.string().nullable(),
  dataset_version: z.string(),
  attribution: z.string(),
};

export const SitePageSchema = z.object({ items: z.array(SiteSchema), ...PageTail });

/** RFC 7946 §3.2: a site as a Feature, its Point in [longitude, latitude] order, the whole record as properties. */
export const SiteFeatureSchema = z.object({
  type: z.literal('Feature'),
  id: z.string(),
  geometry: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]).describe('[longitude, latitude]') }).nullable(),
  properties: SiteSchema,
});

/** RFC 7946 §3.3, with the page's paging and attribution as foreign members (§6.1). */
export const SiteFeatureCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  bbox: z
    .tuple([z.number(), z.number(), z.number(), z.number()])
    .optional()
    .describe("RFC 7946 §5: [west, south, east, north] of the page's points (west > east across the antimeridian); absent when the page is empty"),
  features: z.array(SiteFeatureSchema),
  ...PageTail,
});

export const DioceseSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  country_name: z.string(),
  other_countries: z.array(z.string()).describe('countries outside `country` that lie wholly in the diocese (Andorra in Urgell)'),
  province: z.string().nullable(),
  see: z.object({
    city: z.string(),
    other_names: z.array(z.string()).describe("other names of the see city: GeoNames's (`Rome` for `Roma`), the English one"),
    location: z.object({ lat: z.number(), lon: z.number(), precision: z.literal('city') }).nullable(),
    unmatched_reason: z.string().nullable(),
  }),
  history: z.object({ erected: z.string().nullable(), metropolitan_since: z.string().nullable(), rite: z.string().nullable() }).nullable(),
  metropolitan: z.boolean().nullable(),
  cathedral: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  provenance,
});

/** The query of every list: one definition for every engine. */
export { Paging } from '../../../platform/operations/paging.js';

export const Country = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'expected an ISO 3166-1 alpha-2 country code, e.g. MT')
  .transform((s) => s.toUpperCase());
