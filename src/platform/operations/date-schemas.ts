import { z } from 'zod';

/** The forms of a date parameter, as the OpenAPI document and the MCP input schemas advertise them. */
export const ISO_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
export const MONTH_DAY_PATTERN = '^\\d{2}-\\d{2}$';

/**
 * `YYYY-MM-DD`, advertised as `format: date` with its pattern so that a client (a model filling a tool's arguments)
 * knows the form before it calls. The schema does not enforce it: the engine reading the date answers every
 * mistake with the platform's own problem, `impossible_date` saying whether the form is wrong or the day does not
 * exist (naming the parameter), and `year_out_of_range`, not a bare `validation_failed` for the malformed ones only.
 */
export const IsoDate = z.string().meta({ format: 'date', pattern: ISO_DATE_PATTERN });

/** `MM-DD` (a feast day), advertised by its pattern, checked by the engine as `impossible_date` (see IsoDate). */
export const MonthDay = z.string().meta({ pattern: MONTH_DAY_PATTERN });
