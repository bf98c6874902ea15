import { z } from 'zod';
import { type PageScope, openDatasetOffset, sealDatasetOffset } from '../security/cursor.js';

/** The query of a list (CONTRACT "Conventions": `limit`, default 20, max 100, and the opaque `cursor`). */
export const Paging = {
  limit: z.coerce.number().int().min(1).max(100).default(20).describe('page size (1-100, default 20)'),
  cursor: z.string().max(200).optional().describe('next_cursor of the previous page'),
};

/** What a page of a short list says besides its items (beside the list's own array field, whatever its name). */
export const PageFields = {
  total: z.number().int().describe('how many there are in all'),
  next_cursor: z.string().nullable().describe('pass as `cursor` for the next page; null on the last page'),
};

export interface PageOf<T> {
  items: T[];
  total: number;
  next_cursor: string | null;
}

/**
 * One page of a short list held whole (a dataset's translations, books, categories or countries; Tempus's
 * calendars): the read engines' offset cursor (security/cursor.ts), bound to `version` and `scope`, so that the
 * cursor of another list or of another version is a 400 invalid_cursor like every other list's, and one past the
 * end of the list is refused rather than answered with an empty page. `next_cursor` is null on the last page.
 */
export function pageOf<T>(all: readonly T[], query: { limit: number; cursor?: string | undefined }, version: string, scope: PageScope): PageOf<T> {
  const offset = openDatasetOffset(query.cursor, version, scope, all.length);
  const items = all.slice(offset, offset + query.limit);
  const end = offset + items.length;
  return { items, total: all.length, next_cursor: end < all.length ? sealDatasetOffset(end, version, scope) : null };
}
