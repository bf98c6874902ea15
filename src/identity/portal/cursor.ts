import { idPattern } from '../../platform/ids.js';
import { type PageScope, openScopedKeyset, pageScope, sealScopedKeyset } from '../../platform/security/cursor.js';

const KEY_ID_PATTERN = idPattern('key');
/** Grant ids made before platform/ids.ts are shorter than newId's: any `grt_` id of the id alphabet passes. */
const CONNECTION_ID_PATTERN = /^grt_[A-Za-z0-9_-]{1,60}$/;

/**
 * The portal's two lists, each the user's own: a cursor pages only the list of the user it was given to, like
 * every other list cursor (another user's, or another list's, is a 400 invalid_cursor saying so).
 */
const LISTS = {
  keys: { name: 'portal.keys', ids: KEY_ID_PATTERN },
  connections: { name: 'portal.connections', ids: CONNECTION_ID_PATTERN },
} as const;
export type PortalList = keyof typeof LISTS;

function listScope(list: PortalList, userId: string): PageScope {
  return pageScope({ _list: LISTS[list].name, user: userId });
}

/** The portal's list cursor: the last row's (created_at, id) and the list's scope, in the platform's keyset codec. */
function encodeCursor(createdAtIso: string, id: string, scope: PageScope): string {
  return sealScopedKeyset({ t: Date.parse(createdAtIso), id }, scope);
}

function decodeCursor(cursor: string | undefined, scope: PageScope, list: PortalList): { createdAt: number; id: string } | undefined {
  const position = openScopedKeyset(cursor, scope, LISTS[list].ids, 'user');
  return position ? { createdAt: position.t, id: position.id } : undefined;
}

/**
 * One page of a user's list, newest first: `read` asks the store for one row more than the page (so that the last
 * page is known to be the last without a second query) after the cursor's position; `next_cursor` is null on it.
 */
export async function portalPage<T>(
  list: PortalList,
  userId: string,
  query: { limit: number; cursor?: string | undefined },
  read: (limit: number, after: { createdAt: number; id: string } | undefined) => Promise<T[]>,
  positionOf: (row: T) => { createdAt: string; id: string },
): Promise<{ items: T[]; next_cursor: string | null }> {
  const scope = listScope(list, userId);
  const rows = await read(query.limit + 1, decodeCursor(query.cursor, scope, list));
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1];
  if (rows.length <= query.limit || !last) return { items, next_cursor: null };
  const { createdAt, id } = positionOf(last);
  return { items, next_cursor: encodeCursor(createdAt, id, scope) };
}
