import type { Provenance } from '../dataset-builder.js';

/** The source files the lectionary dataset reads (paths as in shared/data and the manifest). */
export const FILES = {
  readings: 'lectionary/tamil-catholic-lectionary/raw/MySQL/liturgy_lectionary_table_readings__list.sql',
  calendar: 'lectionary/tamil-catholic-lectionary/raw/MySQL/liturgy_lectionary_table_generalcalendar.sql',
  licence: 'lectionary/tamil-catholic-lectionary/raw/LICENSE',
  romcalCalendar: 'saints/romcal_general_roman_calendar.json',
} as const;

export const PROVENANCE = {
  olm: {
    source: 'Ordo Lectionum Missae (1981): reading citations, as tabulated by jayarathina/Tamil-Catholic-Lectionary',
    licence: 'The Unlicense (public domain); citations are facts',
    attribution: 'jayarathina/Tamil-Catholic-Lectionary (commit c6c9d79)',
    url: 'https://github.com/jayarathina/Tamil-Catholic-Lectionary',
  },
  lumen: {
    source: 'Lumen: citations of the Ordo Lectionum Missae (1981) missing from the table, added by the project',
    licence: 'MIT; citations are facts',
    attribution: 'Lumen project',
  },
  romcal: {
    source: 'romcal (General Roman Calendar keys, to join saints to the calendar)',
    licence: 'MIT',
    attribution: 'romcal contributors, @romcal/calendar.general-roman 3.0.0-dev.119 (MIT)',
    url: 'https://github.com/romcal/romcal',
  },
} as const satisfies Record<string, Provenance>;
