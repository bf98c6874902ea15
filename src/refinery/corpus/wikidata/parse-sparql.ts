import { classifySite, type SiteType } from '../osm/site-type.js';

/**
 * Reads the SPARQL 1.1 Query Results JSON (W3C, application/sparql-results+json) of the query in docs/corpus.md:
 * one binding per item and class; variables item, itemLabel, coord (WKT `Point(lon lat)`), countryCode,
 * class, dioceseLabel and website. Rows of one item are folded into one.
 */
export interface WikidataItem {
  qid: string;
  label: string | null;
  lang: string | null;
  lat: number;
  lon: number;
  country: string | null;
  types: SiteType[];
  diocese: string | null;
  website: string | null;
}

interface Term {
  type: string;
  value: string;
  'xml:lang'?: string;
}
type Binding = Record<string, Term | undefined>;

/** Classes of the query (docs/corpus.md) and the kind each stands for. */
export const WIKIDATA_CLASSES: Record<string, SiteType> = {
  Q2977: 'cathedral',
  Q120560: 'basilica',
  Q16970: 'church',
};

const ENTITY = /^https?:\/\/www\.wikidata\.org\/entity\/(Q[1-9]\d*)$/;
const POINT = /^\s*(?:<[^>]*>\s*)?Point\s*\(\s*(-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)\s+(-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)\s*\)\s*$/i;

export function parseSparqlResults(json: unknown, problem: (m: string) => void): WikidataItem[] {
  const bindings = (json as { results?: { bindings?: Binding[] } })?.results?.bindings;
  if (!Array.isArray(bindings)) throw new Error('not a SPARQL JSON result: results.bindings is missing');
  const items = new Map<string, WikidataItem>();
  for (const b of bindings) {
    const qid = ENTITY.exec(b.item?.value ?? '')?.[1];
    const point = POINT.exec(b.coord?.value ?? '');
    if (!qid || !point) {
      problem(`wikidata: a row without an item or a WKT point (${b.item?.value ?? '?'})`);
      continue;
    }
    const lon = Number(point[1]);
    const lat = Number(point[2]);
    if (!(Math.abs(lat) <= 90 && Math.abs(lon) <= 180)) {
      problem(`wikidata: ${qid} has coordinates out of range`);
      continue;
    }
    const item = items.get(qid) ?? { qid, label: null, lang: null, lat, lon, country: null, types: [], diocese: null, website: null };
    const label = b.itemLabel?.value;
    // The label service returns the QID itself when an item has no label in the asked languages.
    if (label && label !== qid) {
      item.label ??= label;
      item.lang ??= b.itemLabel?.['xml:lang'] ?? null;
    }
    const cc = b.countryCode?.value;
    if (cc && /^[A-Za-z]{2}$/.test(cc)) item.country ??= cc.toUpperCase();
    const cls = ENTITY.exec(b.class?.value ?? '')?.[1];
    const kind = cls ? WIKIDATA_CLASSES[cls] : undefined;
    if (kind && !item.types.includes(kind)) item.types.push(kind);
    item.diocese ??= b.dioceseLabel?.value ?? null;
    item.website ??= b.website?.value ?? null;
    items.set(qid, item);
  }
  for (const item of items.values()) {
    // The label may say more than the class (a shrine, a co-cathedral): the same name rules as for OSM.
    const named = classifySite(item.label ? { name: item.label } : {}).types.filter((t) => t !== 'church');
    const all = new Set([...item.types.filter((t) => t !== 'church'), ...named]);
    item.types = all.size > 0 ? [...all] : ['church'];
  }
  return [...items.values()];
}
