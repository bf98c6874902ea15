import { problem } from '../../../platform/errors/index.js';

/**
 * Keyset pagination: the cursor is the (created, id) of the last item of the previous page, base64url-encoded
 * so that clients treat it as opaque (CONTRACT: `limit`, `cursor`, `next_cursor`).
 */
export interface CursorKey {
  t: number;
  id: string;
}

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify([key.t, key.id])).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): CursorKey | null {
  if (cursor === undefined) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && Number.isSafeInteger(value[0]) && typeof value[1] === 'string') {
      return { t: value[0] as number, id: value[1] as string };
    }
  } catch {
    // fall through to the problem below
  }
  throw problem('invalid_cursor', 'query.cursor: not a cursor issued by this API.');
}

/** Given limit+1 rows, the page and the cursor of the next one. */
export function page<T>(rows: T[], limit: number, keyOf: (row: T) => CursorKey): { items: T[]; next_cursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, next_cursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
