import { openKeyset, sealKeyset } from '../../platform/security/cursor.js';
import { idPattern } from '../../platform/ids.js';

const KEY_ID_PATTERN = idPattern('key');

/** The portal's key list cursor: the last row's (created_at, id), in the platform's keyset codec. */
export function encodeCursor(createdAtIso: string, id: string): string {
  return sealKeyset({ t: Date.parse(createdAtIso), id });
}

export function decodeCursor(cursor: string): { createdAt: number; id: string } {
  const { t, id } = openKeyset(cursor, KEY_ID_PATTERN);
  return { createdAt: t, id };
}
