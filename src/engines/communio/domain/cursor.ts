import { type KeysetPosition, type PageScope, openScopedKeyset, pageScope, sealScopedKeyset } from '../../../platform/security/cursor.js';

/**
 * Keyset pagination: the cursor is the (created, id) of the last item of the previous page, sealed with the
 * list's scope so that clients treat it as opaque (CONTRACT: `limit`, `cursor`, `next_cursor`) and it pages only
 * the list that issued it (docs/errors.md `invalid_cursor`: "another list").
 */
export type CursorKey = KeysetPosition;

/**
 * The scope of one of Communio's lists as one tenant asked for it: the list, the tenant (even the feed's cursors
 * are the caller's own), and every filter given; `cursor` and `limit` are left out (pageScope), so the page size
 * may change from page to page.
 */
export function listScope(list: 'intentions' | 'feed' | 'webhooks' | 'deliveries', tenantId: string, ...filters: Array<Record<string, unknown>>): PageScope {
  return pageScope({ list, tenant: tenantId }, ...filters);
}

export function decodeCursor(cursor: string | undefined, scope: PageScope): CursorKey | null {
  return openScopedKeyset(cursor, scope);
}

/** Given limit+1 rows, the page and the cursor of the next one. */
export function page<T>(rows: T[], limit: number, keyOf: (row: T) => CursorKey, scope: PageScope): { items: T[]; next_cursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, next_cursor: rows.length > limit && last ? sealScopedKeyset(keyOf(last), scope) : null };
}
