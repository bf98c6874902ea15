import { PROVENANCE } from '../sources.js';
import { type SiteRecord, round7, taggedDiocese } from '../site-record.js';
import type { OsmPlace } from './read-pbf.js';
import { classifySite } from './site-type.js';

const SHORT = { node: 'n', way: 'w', relation: 'r' } as const;

/** `osm-w23352829`: the OSM object type's initial and its id, stable across imports of the same object. */
export function osmSiteId(type: OsmPlace['osmType'], id: number): string {
  return `osm-${SHORT[type]}${id}`;
}

function prefixed(tags: Readonly<Record<string, string>>, prefix: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(tags)) if (k.startsWith(prefix)) out[k.slice(prefix.length)] = v;
  return Object.keys(out).length > 0 ? out : null;
}

function names(tags: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  if (tags.name) out.default = tags.name;
  for (const [k, v] of Object.entries(tags)) {
    // `name:en`, `name:mt`, `name:zh-Hant` … but not `name:etymology:wikidata` or `name:prefix`.
    const m = /^name:([a-z]{2,3}(?:-[A-Za-z]{2,8})?)$/.exec(k);
    if (m) out[m[1]!] = v;
  }
  return out;
}

function heritage(tags: Readonly<Record<string, string>>): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(tags)) if (k === 'heritage' || k.startsWith('heritage:') || k.startsWith('ref:whc') || k === 'historic') out[k] = v;
  return Object.keys(out).length > 0 ? out : null;
}

const WIKIDATA = /^Q[1-9]\d*$/;

/** An OSM place to a site record: every name, the type, address, diocese as tagged, Wikidata id, ODbL credit. */
export function osmSite(place: OsmPlace, region: string, country: string | null): SiteRecord {
  const t = place.tags;
  const kind = classifySite(t);
  const address = prefixed(t, 'addr:');
  const wikidata = t.wikidata && WIKIDATA.test(t.wikidata) ? t.wikidata : null;
  const dioceseName = t.diocese ?? t['church:diocese'] ?? null;
  return {
    id: osmSiteId(place.osmType, place.osmId),
    name: t.name ?? t['name:en'] ?? null,
    names: names(t),
    type: kind.type,
    types: kind.types,
    denomination: place.denomination,
    location: { lat: round7(place.point[1]), lon: round7(place.point[0]), precision: place.osmType === 'node' ? 'point' : 'building' },
    country: (address?.country && /^[A-Za-z]{2}$/.test(address.country) ? address.country.toUpperCase() : null) ?? country,
    address,
    place: null,
    diocese: taggedDiocese(dioceseName),
    wikidata,
    website: t.website ?? t['contact:website'] ?? t.url ?? null,
    heritage: heritage(t),
    osm: { type: place.osmType, id: place.osmId, version: place.version, url: `https://www.openstreetmap.org/${place.osmType}/${place.osmId}` },
    region,
    provenance: [PROVENANCE.osm],
  };
}
