import { foldText } from '../../../platform/text/fold-text.js';
import { PROVENANCE } from '../sources.js';
import type { CitiesIndex, City } from './cities-index.js';
import type { DioceseRecord } from './diocese-record.js';
import { OTHER_COUNTRIES, SEE_FACTS } from './diocese-facts.js';
import { type HistoricDiocese, indexByCity } from './north-america.js';
import { placesInName } from './place-in-name.js';
import { seeCity, seeCityVariants, unmatchedReason } from './see-city.js';

interface WorldDioceses {
  catholic_dioceses_latin_rite: Array<{
    country_iso: string;
    country_name_english: string;
    dioceses: Array<{ diocese_name: string; diocese_id: string; province?: string }>;
  }>;
}

export interface DiocesesResult {
  dioceses: DioceseRecord[];
  located: number;
  ambiguous: number;
  enriched: number;
  unmatched: Array<{ id: string; name: string; country: string; reason: string }>;
}

/** Of several places with the see's name, the one in the named province (state), else the first GeoNames lists. */
function pick(cities: City[], province: string | undefined, index: CitiesIndex): City | undefined {
  if (cities.length <= 1 || !province) return cities[0];
  const wanted = foldText(province);
  return cities.find((c) => index.admin1Names.get(`${c.country}.${c.admin1}`) === wanted) ?? cities[0];
}

function findSee(city: string, aka: readonly string[], country: string, countryName: string, province: string | undefined, index: CitiesIndex): { city?: City; candidates: number } {
  for (const variant of [...seeCityVariants(city), ...aka]) {
    const found = index.find(variant, country);
    if (found.length > 0) return { city: pick(found, province, index), candidates: found.length };
  }
  const isCountry = (name: string) => foldText(name) === foldText(countryName);
  // A name read out of the see's name counts only when it names one place, or one place in the region it gives.
  const inRegion = (c: City, region: string) => index.admin1Names.get(`${c.country}.${c.admin1}`) === foldText(region);
  for (const place of placesInName(city, isCountry, (name) => index.isRegion(name, country))) {
    const found = index.find(place.name, country);
    const region = place.region ?? province;
    const chosen = region ? found.filter((c) => inRegion(c, region)) : found;
    if (chosen.length === 1) return { city: chosen[0], candidates: found.length };
  }
  return { candidates: 0 };
}

/** North American rows match a diocese of the US, Canada or Mexico by see city, and by state when one is given. */
function historic(city: string, province: string | undefined, byCity: Map<string, HistoricDiocese[]>): HistoricDiocese | undefined {
  const rows = byCity.get(foldText(city)) ?? [];
  const latin = rows.filter((r) => r.rite === null || r.rite === 'Latin');
  if (province) return latin.find((r) => foldText(r.region) === foldText(province));
  return latin.length === 1 ? latin[0] : undefined;
}

const NORTH_AMERICA = new Set(['US', 'CA', 'MX']);

/** The world's Latin-rite dioceses with their see cities located (precision "city"), unmatched ones listed. */
export function buildDioceses(world: WorldDioceses, cities: CitiesIndex, northAmerica: readonly HistoricDiocese[]): DiocesesResult {
  const byCity = indexByCity(northAmerica);
  const result: DiocesesResult = { dioceses: [], located: 0, ambiguous: 0, enriched: 0, unmatched: [] };
  for (const c of world.catholic_dioceses_latin_rite) {
    const country = c.country_iso.toUpperCase();
    for (const d of c.dioceses) {
      const facts = SEE_FACTS[d.diocese_id] ?? {};
      const city = facts.see ?? seeCity(d.diocese_name);
      const aka = facts.aka ?? [];
      const found = findSee(city, aka, country, c.country_name_english, d.province, cities);
      const past = NORTH_AMERICA.has(country) ? historic(city, d.province, byCity) : undefined;
      const point = found.city ? { lat: found.city.lat, lon: found.city.lon } : past ? { lat: past.lat, lon: past.lon } : null;
      if (found.candidates > 1) result.ambiguous += 1;
      if (past) result.enriched += 1;
      const reason = point ? null : unmatchedReason(d.diocese_name, c.country_name_english);
      const otherNames = [...new Set([...(found.city ? [found.city.name] : []), ...aka])].filter((n) => foldText(n) !== foldText(city));
      if (point) result.located += 1;
      else result.unmatched.push({ id: d.diocese_id, name: d.diocese_name, country, reason: reason! });
      result.dioceses.push({
        id: d.diocese_id,
        name: d.diocese_name,
        country,
        country_name: c.country_name_english,
        other_countries: [...(OTHER_COUNTRIES[d.diocese_id] ?? [])],
        province: d.province ?? null,
        see: { city, other_names: otherNames, location: point ? { ...point, precision: 'city' } : null, unmatched_reason: reason },
        history: past ? { erected: past.erected, metropolitan_since: past.metropolitan, rite: past.rite } : null,
        metropolitan: past ? past.metropolitan !== null : /^(arch|arci|arqui|archi|erz)/i.test(d.diocese_name) || null,
        cathedral: null,
        provenance: [PROVENANCE.litcal, ...(found.city ? [PROVENANCE.geonames] : []), ...(past ? [PROVENANCE.historydata] : [])],
      });
    }
  }
  return result;
}
