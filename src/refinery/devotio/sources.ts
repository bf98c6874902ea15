import type { Provenance } from '../dataset-builder.js';

/** The source files the Devotio dataset reads (paths as in shared/data and the manifest). */
export const FILES = {
  grc: 'saints/romcal_general_roman_calendar.json',
  romcal: 'saints/romcal_martyrology.jsonl',
  crmedr: 'saints/roman_martyrology_registry_crmedr.jsonl',
  martyrologyEn: 'roman-martyrology/martyrology_en.json',
  martyrologyLa: 'roman-martyrology/martyrology_la.json',
  prayers: 'prayers/prayers.json',
  litcal1970: 'general-roman-calendar/litcal/sourcedata/missals/propriumdesanctis_1970/propriumdesanctis_1970.json',
  litcal1970En: 'general-roman-calendar/litcal/sourcedata/missals/propriumdesanctis_1970/i18n/en.json',
  litcal1970La: 'general-roman-calendar/litcal/sourcedata/missals/propriumdesanctis_1970/i18n/la.json',
  litcal2002: 'general-roman-calendar/litcal/sourcedata/missals/propriumdesanctis_2002/propriumdesanctis_2002.json',
  litcal2002En: 'general-roman-calendar/litcal/sourcedata/missals/propriumdesanctis_2002/i18n/en.json',
  litcal2008: 'general-roman-calendar/litcal/sourcedata/missals/propriumdesanctis_2008/propriumdesanctis_2008.json',
  litcal2008En: 'general-roman-calendar/litcal/sourcedata/missals/propriumdesanctis_2008/i18n/en.json',
  litcalTempore: 'general-roman-calendar/litcal/sourcedata/missals/propriumdetempore/propriumdetempore.json',
  litcalTemporeLa: 'general-roman-calendar/litcal/sourcedata/missals/propriumdetempore/i18n/la.json',
  litcalUs: 'general-roman-calendar/litcal/sourcedata/missals/propriumdesanctis_US_2011/propriumdesanctis_US_2011.json',
  litcalUsEn: 'general-roman-calendar/litcal/sourcedata/missals/propriumdesanctis_US_2011/i18n/en_US.json',
  litcalIt: 'general-roman-calendar/litcal/sourcedata/missals/propriumdesanctis_IT_1983/propriumdesanctis_IT_1983.json',
  litcalItIt: 'general-roman-calendar/litcal/sourcedata/missals/propriumdesanctis_IT_1983/i18n/it_IT.json',
} as const;

/** Provenance of each source, keyed by a short id stored on every record. */
export const PROVENANCE = {
  romcal: {
    source: 'romcal (General Roman Calendar and martyrology catalogue)',
    licence: 'MIT',
    attribution: 'romcal contributors, @romcal/calendar.general-roman 3.0.0-dev.119 and romcal/romcal catalogue (MIT)',
    url: 'https://github.com/romcal/romcal',
  },
  litcal: {
    source: 'Liturgical Calendar API source data',
    licence: 'Apache-2.0',
    attribution: 'Liturgical Calendar API project (Apache-2.0)',
    url: 'https://github.com/Liturgical-Calendar/LiturgicalCalendarAPI',
  },
  crmedr: {
    source: 'CRMEDR Roman Martyrology registry',
    licence: 'Apache-2.0',
    attribution: 'Catholic Digital Commons Foundation — CRMEDR (Apache-2.0)',
    url: 'https://github.com/CatholicOS/crmedr',
  },
  divinumOfficium: {
    source: 'Divinum Officium (Roman Martyrology, pre-1962 editions; prayers)',
    licence: 'MIT; liturgical texts public domain',
    attribution: 'Divinum Officium Project',
    url: 'https://github.com/DivinumOfficium/divinum-officium',
  },
  ecclesiaPray: {
    source: 'ecclesia-dev/pray',
    licence: 'public domain dedication',
    attribution: 'ecclesia-dev/pray (public domain)',
    url: 'https://github.com/ecclesia-dev/pray',
  },
  lumenPatronages: {
    source: 'Lumen editorial table of official patronages, from the acts named (papal letters, briefs, bulls, decrees of the Holy See)',
    licence: 'MIT; patronages are facts',
    attribution: 'Lumen project',
  },
  lumen: {
    source: 'Lumen (rosary mysteries: Scripture references and fruits written by the project)',
    licence: 'MIT',
    attribution: 'Lumen project',
  },
} as const satisfies Record<string, Provenance>;

export type ProvenanceId = keyof typeof PROVENANCE;
