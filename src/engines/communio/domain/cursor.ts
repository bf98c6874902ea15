import { type KeysetPosition, openKeyset, sealKeyset } from '../../../platform/security/cursor.js';

/**
 * Keyset pagination: the cursor is the (created, id) of the last item of the previous page, base64url-encoded
 * so that clients treat it as opaque (CONTRACT: `limit`, `cursor`, `next_cursor`).
 */
export type CursorKey = KeysetPosition;

export function encodeCursor(key: CursorKey): string {
  return sealKeyset(key);
}

export function decodeCursor(cursor: string | undefined): CursorKey | null {
  return cursor === undefined ? null : openKeyset(cursor);
}

/** Given limit+1 rows, the page and the cursor of the next one. */
export function page<T>(rows: T[], limit: number, keyOf: (row: T) => CursorKey): { items: T[]; next_cursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, next_cursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
