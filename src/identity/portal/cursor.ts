import { problem } from '../../platform/errors/index.js';
import { KEY_ID_PATTERN } from '../ids.js';

/** Opaque page cursor: base64url of the last row's (created_at, id). */
export function encodeCursor(createdAtIso: string, id: string): string {
  return Buffer.from(JSON.stringify([Date.parse(createdAtIso), id])).toString('base64url');
}

/**
 * The cursor is client input: both parts reach the keyset WHERE clause, so each is checked against what
 * encodeCursor can produce. created_at is an epoch-ms bigint column; a fraction or a number beyond 2^53
 * (1.5, 1e308) would fail PostgreSQL's bigint cast (22P02) and turn a bad cursor into a 500.
 */
export function decodeCursor(cursor: string): { createdAt: number; id: string } {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && value.length === 2) {
      const [createdAt, id] = value as unknown[];
      if (Number.isSafeInteger(createdAt) && (createdAt as number) >= 0 && typeof id === 'string' && KEY_ID_PATTERN.test(id)) {
        return { createdAt: createdAt as number, id };
      }
    }
  } catch {
    // fall through
  }
  throw problem('invalid_cursor', 'The cursor was not issued by this endpoint.', { errors: [{ field: 'query.cursor', message: 'unknown cursor' }] });
}
