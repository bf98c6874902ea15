import { SITE_TYPES } from '../osm/site-type.js';
import { PROVENANCE } from '../sources.js';
import { type SiteRecord, round7, taggedDiocese } from '../site-record.js';
import type { WikidataItem } from './parse-sparql.js';

/** A Wikidata item as a site of its own (used when no OSM object carries its id). */
export function wikidataSite(item: WikidataItem, region: string): SiteRecord {
  const types = SITE_TYPES.filter((t) => item.types.includes(t) || (t === 'cathedral' && item.types.includes('co-cathedral')));
  return {
    id: `wd-${item.qid}`,
    name: item.label,
    names: item.label ? { [item.lang ?? 'default']: item.label } : {},
    type: types[0] ?? 'church',
    types: types.length > 0 ? types : ['church'],
    // The query asks for items whose religion (P140) is the Catholic Church (Q9592).
    denomination: 'catholic',
    location: { lat: round7(item.lat), lon: round7(item.lon), precision: 'point' },
    country: item.country,
    address: null,
    place: null,
    diocese: taggedDiocese(item.diocese),
    wikidata: item.qid,
    website: item.website,
    heritage: null,
    osm: null,
    region,
    provenance: [PROVENANCE.wikidata],
  };
}

/** Folds a Wikidata item into the OSM site that names it: OSM keeps its point; kinds, names and credits add up. */
export function mergeWikidata(site: SiteRecord, item: WikidataItem): SiteRecord {
  const types = SITE_TYPES.filter((t) => site.types.includes(t) || item.types.includes(t));
  const named = types.filter((t) => t !== 'church');
  const kinds = named.length > 0 ? named : types;
  const names = { ...site.names };
  if (item.label && item.lang && !names[item.lang]) names[item.lang] = item.label;
  const provenance = site.provenance.some((p) => p.source === PROVENANCE.wikidata.source) ? site.provenance : [...site.provenance, PROVENANCE.wikidata];
  return {
    ...site,
    names,
    name: site.name ?? item.label,
    type: kinds[0] ?? site.type,
    types: kinds,
    country: site.country ?? item.country,
    // The OSM tag first; else Wikidata's P708, which reconcile then links like a tag.
    diocese: site.diocese?.tag ? site.diocese : (taggedDiocese(item.diocese) ?? site.diocese),
    website: site.website ?? item.website,
    provenance,
  };
}
