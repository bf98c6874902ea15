import { problem } from '../../../platform/errors/index.js';

/** The longest each month can be: February has 29 days, so a leap-day feast (02-29) is a day of the year. */
const LONGEST = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A feast or martyrology day, MM-DD. A value that is not MM-DD or names no day (`02-30`, `13-01`) is the mistake
 * Tempus answers for a date (`impossible_date`, naming the parameter, docs/errors.md), so Devotio answers it alike.
 */
export function checkMonthDay(value: string, parameter: string): void {
  const m = /^(\d{2})-(\d{2})$/.exec(value);
  const [month, day] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
  if (month >= 1 && month <= 12 && day >= 1 && day <= LONGEST[month - 1]!) return;
  const message = m ? 'no such day of the year' : 'expected MM-DD, e.g. 01-28';
  throw problem('impossible_date', `${parameter}: '${value.slice(0, 40)}': ${message}`, {
    errors: [{ field: parameter, message }],
    extra: { parameter, allowed: 'MM-DD, a real day of the year' },
  });
}
