import { foldText } from '../../../platform/text/fold-text.js';

/** A place name read out of a see's name, with the region (state, province) the name itself gives, if any. */
export interface NamedPlace {
  name: string;
  region?: string;
}

const SAINT = /^(?:san|santa|santo|santiago|são|sao|saint|sainte|st\.?|ste\.?)\s/i;
const OF = /\s(?:de|do|da|dos|das|del|di)\s/g;

/**
 * Where a see's name is not itself a GeoNames place name, the places it contains, most likely first:
 * - `Calbayog` → `Calbayog City` (GeoNames's name for many cities of the Philippines and Latin America);
 * - a town and its region: `Belém do Pará` → Belém in the state of Pará, `San Carlos de Venezuela` → San Carlos,
 *   `Santiago de Guatemala` → Guatemala City;
 * - a dedication and its town: `San Bartolomé de Chillán` → Chillán, `São Sebastião do Rio de Janeiro` →
 *   Rio de Janeiro (a region name after a dedication is tried as the town's region first: `São Luís do Maranhão`);
 * - a town and a qualifier: `Puebla de los Ángeles` → Puebla.
 * The caller accepts a derived name only when it names one place (or the region picks one): a shortened name is
 * too often shared (there are seventeen San Joses in the Philippines).
 */
export function placesInName(see: string, isCountry: (name: string) => boolean, isRegion: (name: string) => boolean): NamedPlace[] {
  const out: NamedPlace[] = [{ name: `${see} City` }];
  const cuts = [...see.matchAll(OF)].map((m) => ({ at: m.index!, end: m.index! + m[0].length }));
  if (cuts.length === 0) return out;
  const prefix = see.slice(0, cuts[0]!.at);
  const suffixes = [...new Set([see.slice(cuts.at(-1)!.end), see.slice(cuts[0]!.end)])];
  const saint = SAINT.test(see);
  for (const suffix of suffixes) {
    if (isCountry(suffix)) out.push({ name: prefix }, { name: `${suffix} City` });
    else if (isRegion(suffix)) out.push({ name: prefix, region: suffix }, { name: suffix }, { name: `${suffix} City` });
    else if (saint) out.push({ name: suffix }, { name: `${suffix} City` });
  }
  if (!saint) out.push({ name: prefix });
  const seen = new Set<string>();
  return out.filter((p) => {
    const key = `${foldText(p.name)}|${p.region ?? ''}`;
    return !seen.has(key) && seen.add(key);
  });
}
