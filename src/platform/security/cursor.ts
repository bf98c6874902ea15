import { createHash } from 'node:crypto';
import { problem } from '../errors/index.js';

/**
 * The one codec of Lumen's pagination cursors (CONTRACT: `limit`, opaque `cursor`, `next_cursor`): base64url of
 * a small JSON value, so clients treat it as opaque. A cursor is client input that reaches a query, so opening one
 * checks it against what the engine could have issued; anything else is a 400 invalid_cursor naming
 * `query.cursor`, never a 500 from the database.
 */
export function sealCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function openCursor<T>(cursor: string, accept: (value: unknown) => T | undefined, detail: string | (() => string) = 'query.cursor: not a cursor issued by this endpoint.'): T {
  let accepted: T | undefined;
  try {
    accepted = accept(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown);
  } catch {
    accepted = undefined;
  }
  if (accepted === undefined) throw problem('invalid_cursor', typeof detail === 'string' ? detail : detail(), { errors: [{ field: 'query.cursor', message: 'unknown or expired cursor' }] });
  return accepted;
}

/** Keyset pagination: the (epoch-ms time, id) of the last row of the previous page (sealed with its scope below). */
export interface KeysetPosition {
  t: number;
  id: string;
}

/**
 * The time is an epoch-ms BIGINT column: a fraction or a number beyond 2^53 (1.5, 1e308) would fail
 * PostgreSQL's bigint cast (22P02), so only safe non-negative integers pass; `idPattern` checks the id's shape.
 */
function keysetPosition(t: unknown, id: unknown, idPattern?: RegExp): KeysetPosition | undefined {
  if (!Number.isSafeInteger(t) || (t as number) < 0 || typeof id !== 'string') return undefined;
  if (idPattern && !idPattern.test(id)) return undefined;
  return { t: t as number, id };
}

/** A scope: the digest of what a list pages through, or a function making it (called only when a cursor needs it). */
export type PageScope = string | (() => string);

/** A short digest of the key of a result (search-cache.ts's `resultKey`, or pageScope's parameters). */
export function scopeDigest(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 12);
}

/**
 * The scope of a list request: every parameter it was given but the cursor and the page size (`limit` may change
 * from page to page), so a cursor of another chapter, query or filter is refused. Callers name their list as one
 * part (`{ _list: 'devotio.saints' }`): two lists of one dataset asked with the same parameters (or none) would
 * otherwise share a scope, and one's cursor would page through the other.
 */
export function pageScope(...parts: Array<Record<string, unknown>>): () => string {
  return () => {
    const given = parts.flatMap((p) => Object.entries(p)).filter(([k, v]) => k !== 'cursor' && k !== 'limit' && v !== undefined);
    return scopeDigest(JSON.stringify(given.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
  };
}

const NEVER_ISSUED = 'query.cursor: not a cursor this API issued (pass next_cursor from the previous page as it is); start again without cursor';

const scopeOf = (scope: PageScope) => (typeof scope === 'string' ? scope : scope());

/**
 * Offset pagination over an immutable dataset version (the read engines' lists): the offset into a result in a
 * stable order, with the version inside, so that a cursor from before an import is refused instead of silently
 * skipping or repeating records, and the result's scope (pageScope; a search gives its normalized query, filters
 * and order), so that a cursor of another result is refused instead of reading that result from the wrong place.
 * `max` bounds the offset an engine is willing to scan to.
 */
export function sealDatasetOffset(offset: number, version: string, scope: PageScope): string {
  return sealCursor({ o: offset, v: version, s: scopeOf(scope) });
}

export function openDatasetOffset(cursor: string | undefined, version: string, scope: PageScope, max = Number.MAX_SAFE_INTEGER): number {
  if (cursor === undefined) return 0;
  let otherVersion = false;
  const { o, s } = openCursor(
    cursor,
    (value) => {
      const parsed = value as { o?: unknown; v?: unknown; s?: unknown } | null;
      const ok = parsed && Number.isSafeInteger(parsed.o) && (parsed.o as number) >= 0 && (parsed.o as number) <= max;
      if (!ok) return undefined;
      if (parsed.v !== version) return void (otherVersion = typeof parsed.v === 'string');
      return { o: parsed.o as number, s: parsed.s };
    },
    // Say which: a cursor from before an import, or something that was never a cursor of this API (empty, cut short).
    () =>
      otherVersion
        ? 'query.cursor: not a cursor issued for the current dataset version; start again without cursor'
        : NEVER_ISSUED,
  );
  if (s !== scopeOf(scope)) throw otherScope('result', 'the query, filters and order');
  return o;
}

/** A well-formed cursor of another scope: say so, rather than "not a cursor", so the client knows to start over. */
function otherScope(what: 'result' | 'list', boundTo: string) {
  return problem('invalid_cursor', `query.cursor: this cursor pages through another ${what} (a cursor belongs to ${boundTo} that issued it); start again without cursor`, {
    errors: [{ field: 'query.cursor', message: `a cursor of another ${what}` }],
  });
}

/**
 * Keyset pagination bound to its list (the write engine's lists, stable under inserts): the position of the last
 * row of the previous page, and the list's scope (pageScope of the list, its filters and its owner), so that a
 * cursor of another list, other filters or another owner (`owner` names which: a Communio tenant, a portal user)
 * is refused instead of paging the wrong list from someone else's position.
 */
export function sealScopedKeyset(position: KeysetPosition, scope: PageScope): string {
  return sealCursor({ t: position.t, id: position.id, s: scopeOf(scope) });
}

export function openScopedKeyset(cursor: string | undefined, scope: PageScope, idPattern?: RegExp, owner = 'tenant'): KeysetPosition | null {
  if (cursor === undefined) return null;
  const { position, s } = openCursor(
    cursor,
    (value) => {
      const parsed = value as { t?: unknown; id?: unknown; s?: unknown } | null;
      const position = parsed && typeof parsed.s === 'string' ? keysetPosition(parsed.t, parsed.id, idPattern) : undefined;
      return position && { position, s: parsed!.s };
    },
    NEVER_ISSUED,
  );
  if (s !== scopeOf(scope)) throw otherScope('list', `the list, filters and ${owner}`);
  return position;
}
