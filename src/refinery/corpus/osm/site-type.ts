import { foldText } from '../../../platform/text/fold-text.js';

/**
 * The kind of a sacred site, from OSM tags and the name in several languages (docs/corpus.md, "Types").
 * `types` holds every kind that applies (a cathedral can also be a minor basilica; a co-cathedral is a
 * cathedral); `type` is the most significant of them, in the order of SITE_TYPES.
 */
export const SITE_TYPES = ['cathedral', 'co-cathedral', 'basilica', 'shrine', 'monastery', 'chapel', 'church'] as const;
export type SiteType = (typeof SITE_TYPES)[number];

// Names are folded (accents removed, lower case) before these are tried; each is a whole-word stem.
const NAME_RULES: Array<[SiteType, RegExp]> = [
  ['co-cathedral', /\b(co ?cathedral|co ?cathedrale|concattedrale|con ?catedral|cocatedral|kon ?katidral|konkathedrale|kokatedra)\b/],
  ['cathedral', /\b(cathedral|cathedrale|catedral|cattedrale|kathedrale|katedral[a-z]*|katidral)\b/],
  ['basilica', /\b(basilica|basilique|basilika|bazilika|bazilik[a-z]*|bazylika)\b/],
  ['shrine', /\b(shrine|sanctuary|sanctuaire|santuario|santuari|santwarju|sanktuarium|wallfahrtskirche|heiligtum)\b/],
  ['monastery', /\b(monastery|convent|abbey|abbaye|abadia|abbazia|kloster|monastero|monasterio|monestir|priory|friary|kunvent|klasztor|mosteiro)\b/],
  ['chapel', /\b(chapel|chapelle|capilla|cappella|capella|kapelle|kappella|kapella|kaplica|capela|oratory|oratorio)\b/],
];

const TAG_RULES: Array<[SiteType, (t: Readonly<Record<string, string>>) => boolean]> = [
  ['cathedral', (t) => t.building === 'cathedral' || t['church:type'] === 'cathedral' || t.cathedral === 'yes'],
  ['basilica', (t) => t.building === 'basilica' || t['church:type'] === 'basilica' || t.basilica === 'minor' || t.basilica === 'major' || t.basilica === 'yes'],
  ['shrine', (t) => t.building === 'shrine' || t.historic === 'wayside_shrine' || t.shrine === 'yes' || t['church:type'] === 'shrine'],
  ['monastery', (t) => t.building === 'monastery' || t.amenity === 'monastery' || t.historic === 'monastery' || t['church:type'] === 'monastery'],
  ['chapel', (t) => t.building === 'chapel' || t['church:type'] === 'chapel' || t.place_of_worship === 'chapel'],
];

/** Every name a site is known by (`name`, `name:*`, `official_name`, `alt_name`), folded. */
function foldedNames(tags: Readonly<Record<string, string>>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(tags)) {
    if (k === 'name' || k.startsWith('name:') || k === 'official_name' || k === 'alt_name') parts.push(foldText(v));
  }
  return parts.join(' | ');
}

export function classifySite(tags: Readonly<Record<string, string>>): { type: SiteType; types: SiteType[] } {
  const found = new Set<SiteType>();
  for (const [type, test] of TAG_RULES) if (test(tags)) found.add(type);
  const names = foldedNames(tags);
  for (const [type, re] of NAME_RULES) if (re.test(names)) found.add(type);
  if (found.has('co-cathedral')) found.add('cathedral');
  const types = SITE_TYPES.filter((t) => found.has(t));
  if (types.length === 0) types.push('church');
  return { type: types[0]!, types };
}
