import { problem } from '../../../platform/errors/index.js';
import type { DevotioDb } from './devotio-db.js';

/** The values the closed filters of the saints and prayers lists can match: those of the served dataset. */
export interface Vocabulary {
  calendars: readonly string[];
  titles: readonly string[];
  categories: readonly string[];
}

const kept = new WeakMap<DevotioDb, Vocabulary>();

export function vocabulary(db: DevotioDb): Vocabulary {
  let v = kept.get(db);
  if (!v) {
    const column = (sql: string) => Object.freeze(db.db.prepare(sql).pluck().all() as string[]);
    v = Object.freeze({
      calendars: Object.freeze(db.calendars.all().map((r) => r.calendar)),
      titles: column('select distinct title from saint_titles order by title'),
      categories: column('select distinct category from prayers order by category'),
    });
    kept.set(db, v);
  }
  return v;
}

/**
 * A filter value the dataset does not hold (`calendar=mars`, `category=nope`) is a misspelling, not a search that
 * found nothing: 400 naming the parameter and the values it takes, as an unknown enum anywhere else.
 */
export function requireKnown(field: string, value: string | undefined, allowed: readonly string[]): void {
  if (value === undefined || allowed.includes(value)) return;
  const message = `'${value}' is not one of: ${allowed.join(', ')}`;
  throw problem('validation_failed', `${field}: ${message}`, { errors: [{ field, message }] });
}
