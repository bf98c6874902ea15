import { problem } from '../../platform/errors/index.js';

/** Opaque page cursor: base64url of the last row's (created_at, id). */
export function encodeCursor(createdAtIso: string, id: string): string {
  return Buffer.from(JSON.stringify([Date.parse(createdAtIso), id])).toString('base64url');
}

export function decodeCursor(cursor: string): { createdAt: number; id: string } {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'string') {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    // fall through
  }
  throw problem('invalid_cursor', 'The cursor was not issued by this endpoint.', { errors: [{ field: 'query.cursor', message: 'unknown cursor' }] });
}
