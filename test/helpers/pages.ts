import assert from 'node:assert/strict';

/** A GET of a path of the server under test, with whatever credential the caller's list needs. */
export type Get = (path: string) => Promise<Response>;

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

interface Page {
  next_cursor: string | null;
  [field: string]: unknown;
}

async function pageAt(get: Get, path: string): Promise<Page> {
  const res = await get(path);
  const body = (await res.json()) as Page;
  assert.equal(res.status, 200, `${path}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * Every row of a list (CONTRACT "Conventions"), read `limit` at a time by following `next_cursor` as a client
 * does: each page but the last is full, the last one says so with `next_cursor: null`. `field` names the page's
 * array (`items`, or the list's own name where its answer had one before it was paged: `calendars`).
 */
export async function pageThrough<T>(get: Get, path: string, field: string, limit: number): Promise<{ rows: T[]; pages: number }> {
  const rows: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await pageAt(get, withQuery(path, cursor ? `limit=${limit}&cursor=${encodeURIComponent(cursor)}` : `limit=${limit}`));
    const items = page[field] as T[];
    assert.ok(Array.isArray(items), `${path}: ${field} is an array`);
    assert.ok('next_cursor' in page, `${path}: every page carries next_cursor`);
    cursor = page.next_cursor;
    if (cursor !== null) assert.equal(items.length, limit, `${path}: a page before the last is full`);
    else assert.ok(items.length <= limit, `${path}: the last page holds at most limit`);
    rows.push(...items);
    pages += 1;
    assert.ok(pages <= 1000, `${path}: the cursors come to an end`);
  } while (cursor !== null);
  return { rows, pages };
}

/** The whole list in one page (limit=100): the reference the pages are compared with. */
export async function wholeList<T>(get: Get, path: string, field: string): Promise<T[]> {
  const page = await pageAt(get, withQuery(path, 'limit=100'));
  assert.equal(page.next_cursor, null, `${path}: the list fits one page of 100`);
  return page[field] as T[];
}

async function problemAt(get: Get, path: string): Promise<{ status: number; code: string; errors?: Array<{ field: string }> }> {
  const res = await get(path);
  assert.match(res.headers.get('content-type') ?? '', /application\/problem\+json/, path);
  return { status: res.status, ...((await res.json()) as { code: string; errors?: Array<{ field: string }> }) };
}

/**
 * The refusals every list shares: a cursor it never issued (`foreignCursor`: a real cursor of another list, when
 * the caller has one) is a 400 invalid_cursor naming query.cursor, and a limit outside 1-100 a 400
 * validation_failed naming query.limit.
 */
export async function assertListRefusals(get: Get, path: string, foreignCursor?: string): Promise<void> {
  const cursors = ['not-a-cursor', Buffer.from(JSON.stringify({ o: 99_999, v: 'x', s: 'y' })).toString('base64url'), ...(foreignCursor ? [foreignCursor] : [])];
  for (const cursor of cursors) {
    const p = await problemAt(get, withQuery(path, `cursor=${encodeURIComponent(cursor)}`));
    assert.deepEqual([p.status, p.code, p.errors?.map((e) => e.field)], [400, 'invalid_cursor', ['query.cursor']], `${path} with cursor ${cursor}`);
  }
  for (const limit of ['0', '101', 'ten']) {
    const p = await problemAt(get, withQuery(path, `limit=${limit}`));
    assert.deepEqual([p.status, p.code, p.errors?.map((e) => e.field)], [400, 'validation_failed', ['query.limit']], `${path} with limit ${limit}`);
  }
}

/** The first page's next_cursor of a list (to show another list refuses it). */
export async function firstCursor(get: Get, path: string): Promise<string> {
  const page = await pageAt(get, withQuery(path, 'limit=1'));
  assert.ok(page.next_cursor, `${path}: a page of one is not the last`);
  return page.next_cursor;
}
