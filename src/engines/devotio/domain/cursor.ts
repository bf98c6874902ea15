import { openCursor, sealCursor } from '../../../platform/security/cursor.js';

/**
 * Opaque pagination cursors: the offset into a result ordered by a stable key over an immutable dataset version.
 * The version is inside, so a cursor from before an import is refused instead of silently skipping records.
 */
export function encodeCursor(offset: number, version: string): string {
  return sealCursor({ o: offset, v: version });
}

export function decodeCursor(cursor: string | undefined, version: string): number {
  if (cursor === undefined) return 0;
  return openCursor(
    cursor,
    (value) => {
      const parsed = value as { o?: unknown; v?: unknown } | null;
      return parsed && typeof parsed.o === 'number' && Number.isInteger(parsed.o) && parsed.o >= 0 && parsed.v === version ? parsed.o : undefined;
    },
    'query.cursor: not a cursor issued for the current dataset version; start again without cursor',
  );
}
