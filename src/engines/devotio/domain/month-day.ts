import { problem } from '../../../platform/errors/index.js';
import { isRealMonthDay } from '../../../refinery/devotio/date-fact.js';

/**
 * A feast or martyrology day, MM-DD. A value that is not MM-DD or names no day (`02-30`, `13-01`) is the mistake
 * Tempus answers for a date (`impossible_date`, naming the parameter, docs/errors.md), so Devotio answers it alike.
 */
export function checkMonthDay(value: string, parameter: string): void {
  if (isRealMonthDay(value)) return;
  const message = /^\d{2}-\d{2}$/.test(value) ? 'no such day of the year' : 'expected MM-DD, e.g. 01-28';
  throw problem('impossible_date', `${parameter}: '${value.slice(0, 40)}': ${message}`, {
    errors: [{ field: parameter, message }],
    extra: { parameter, allowed: 'MM-DD, a real day of the year' },
  });
}
