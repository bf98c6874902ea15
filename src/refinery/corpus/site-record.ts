import type { Provenance } from '../dataset-builder.js';
import type { Denomination } from './osm/catholic-filter.js';
import type { SiteType } from './osm/site-type.js';

/**
 * How a site was linked to its diocese (docs/corpus.md, "Dioceses"), most certain first: its own diocese tag; the
 * only diocese of its country; the cathedral of the diocese (nearest its see); the diocese of its country whose see
 * is nearest (only where every see of the country is located).
 */
export const DIOCESE_BASES = ['tag', 'only_diocese', 'cathedral', 'nearest_see'] as const;
export type DioceseBasis = (typeof DIOCESE_BASES)[number];

/** A site's diocese: linked (`id`, the list's `name`, `basis`), or only tagged (`id` and `basis` null). */
export interface SiteDiocese {
  id: string | null;
  /** The diocese's name in the list when linked; the tag's text when not. */
  name: string;
  /** The diocese as the source tags it (OSM `diocese`, Wikidata P708), whether or not it names a listed diocese. */
  tag: string | null;
  basis: DioceseBasis | null;
}

/** The record of a diocese known only from a tag (before reconcile links it). */
export const taggedDiocese = (tag: string | null): SiteDiocese | null => (tag ? { id: null, name: tag, tag, basis: null } : null);

/**
 * The place a site is in (docs/corpus.md, "Places"): its address's city, town or village when tagged
 * (`basis: "address"`), else the nearest populated place of the extract within that place's reach
 * (`nearest_place`, with its kind and names by language); `in` is the town around a suburb or quarter.
 */
export interface SitePlace {
  name: string;
  names: Record<string, string>;
  kind: string | null;
  basis: 'address' | 'nearest_place';
  in: string | null;
}

/** A sacred site as stored in the dataset and served by /v1/corpus/sites (the `doc` column holds this JSON). */
export interface SiteRecord {
  id: string;
  name: string | null;
  /** Names by language tag (`name:mt` → `mt`); `default` is the untagged `name`. */
  names: Record<string, string>;
  type: SiteType;
  types: SiteType[];
  denomination: Denomination;
  location: { lat: number; lon: number; precision: 'building' | 'point' };
  country: string | null;
  address: Record<string, string> | null;
  /** The city, town or village it is in; null when the source says nothing and no place of the extract is near. */
  place?: SitePlace | null;
  diocese: SiteDiocese | null;
  wikidata: string | null;
  website: string | null;
  heritage: Record<string, string> | null;
  osm: { type: 'node' | 'way' | 'relation'; id: number; version: number | null; url: string } | null;
  region: string;
  provenance: Provenance[];
}

/** Rounds a coordinate to 7 decimals (about 1 cm), the precision OSM stores. */
export const round7 = (x: number) => Math.round(x * 1e7) / 1e7;
