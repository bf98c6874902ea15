import { idPattern } from '../../platform/ids.js';
import { type PageScope, openScopedKeyset, pageScope, sealScopedKeyset } from '../../platform/security/cursor.js';

const KEY_ID_PATTERN = idPattern('key');

/**
 * The scope of one user's key list: a cursor pages only the list of the user it was given to, like every other
 * list cursor (another user's, or another list's, is a 400 invalid_cursor saying so).
 */
export function keyListScope(userId: string): PageScope {
  return pageScope({ _list: 'portal.keys', user: userId });
}

/** The portal's key list cursor: the last row's (created_at, id) and the list's scope, in the platform's keyset codec. */
export function encodeCursor(createdAtIso: string, id: string, scope: PageScope): string {
  return sealScopedKeyset({ t: Date.parse(createdAtIso), id }, scope);
}

export function decodeCursor(cursor: string | undefined, scope: PageScope): { createdAt: number; id: string } | undefined {
  const position = openScopedKeyset(cursor, scope, KEY_ID_PATTERN, 'user');
  return position ? { createdAt: position.t, id: position.id } : undefined;
}
