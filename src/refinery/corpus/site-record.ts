import type { Provenance } from '../dataset-builder.js';
import type { Denomination } from './osm/catholic-filter.js';
import type { SiteType } from './osm/site-type.js';

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
  diocese: { id: string | null; name: string } | null;
  wikidata: string | null;
  website: string | null;
  heritage: Record<string, string> | null;
  osm: { type: 'node' | 'way' | 'relation'; id: number; version: number | null; url: string } | null;
  region: string;
  provenance: Provenance[];
}

/** Rounds a coordinate to 7 decimals (about 1 cm), the precision OSM stores. */
export const round7 = (x: number) => Math.round(x * 1e7) / 1e7;
