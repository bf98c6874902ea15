import { defineErrors } from '../../platform/errors/index.js';

/** Tempus's problem codes (docs/errors.md). Each names the parameter and the values it accepts. */
export const TempusErrors = defineErrors({
  impossible_date: { status: 400, title: 'Impossible calendar date' },
  year_out_of_range: { status: 400, title: 'Year out of the supported range' },
  unknown_calendar: { status: 400, title: 'Unknown liturgical calendar' },
  unknown_locale: { status: 400, title: 'Unknown locale' },
  unknown_time_zone: { status: 400, title: 'Unknown time zone' },
  unknown_readings_translation: { status: 400, title: 'Unknown Bible translation' },
});
