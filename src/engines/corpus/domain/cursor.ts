import { problem } from '../../../platform/errors/index.js';

/**
 * Opaque cursors: the offset into a result in a stable order over one immutable dataset version. The version is
 * inside, so a cursor from before an import is refused rather than silently skipping or repeating sites.
 */
export function encodeCursor(offset: number, version: string): string {
  return Buffer.from(JSON.stringify({ o: offset, v: version })).toString('base64url');
}

export function decodeCursor(cursor: string | undefined, version: string): number {
  if (cursor === undefined) return 0;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown; v?: unknown };
    if (typeof parsed.o === 'number' && Number.isInteger(parsed.o) && parsed.o >= 0 && parsed.v === version) return parsed.o;
  } catch {
    // answered below
  }
  throw problem('invalid_cursor', 'query.cursor: not a cursor issued for the current dataset version; start again without cursor', {
    errors: [{ field: 'query.cursor', message: 'unknown or expired cursor' }],
  });
}
