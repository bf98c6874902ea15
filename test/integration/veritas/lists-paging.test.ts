import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertListRefusals, firstCursor, pageThrough, wholeList } from '../../helpers/pages.js';
import { veritasForFile } from './veritas-server.js';

// The translations and the books answered whole; they page now like every list (CONTRACT "Conventions"): 20 by
// default, so a client that wants all 73 books asks limit=100 or follows next_cursor.
const v = veritasForFile();
const get = (path: string) => v.get(path);

test('the translations and each translation\'s books page to the whole list; bad cursors and limits are 400 (platform:lists:paged)', async () => {
  const translations = await wholeList<{ id: string }>(get, '/v1/veritas/bible/translations', 'items');
  assert.deepEqual(translations.map((t) => t.id), ['drb', 'vulgate']);
  assert.deepEqual((await pageThrough(get, '/v1/veritas/bible/translations', 'items', 1)).rows, translations);

  for (const t of ['drb', 'vulgate']) {
    const path = `/v1/veritas/bible/${t}/books`;
    const books = await wholeList<{ order: number; osis: string }>(get, path, 'items');
    // The fixture's books (the real 73 page alike: real-sources.test.ts).
    assert.ok(books.length >= 3, `${t}: ${books.length} books`);
    assert.deepEqual(books.map((b) => b.order), books.map((b) => b.order).sort((a, b) => a - b), 'in canonical order');
    for (const limit of [1, 2, books.length - 1, books.length]) {
      const { rows, pages } = await pageThrough(get, path, 'items', limit);
      assert.deepEqual(rows, books, `${t}, limit=${limit}`);
      assert.equal(pages, Math.ceil(books.length / limit));
    }
  }
  // The fields the answer always had, and the page's own.
  const first = (await (await get('/v1/veritas/bible/drb/books?limit=1')).json()) as { translation: string; items: unknown[]; total: number; next_cursor: string | null; provenance: unknown[]; dataset_version: string };
  assert.deepEqual([first.translation, first.items.length, typeof first.total, typeof first.next_cursor], ['drb', 1, 'number', 'string']);
  assert.ok(first.provenance.length > 0 && first.dataset_version);

  // A cursor belongs to its list: the Douay's books, not the Vulgate's nor the translations.
  const drbCursor = await firstCursor(get, '/v1/veritas/bible/drb/books');
  await assertListRefusals(get, '/v1/veritas/bible/vulgate/books', drbCursor);
  await assertListRefusals(get, '/v1/veritas/bible/translations', drbCursor);
  // One past the end of the list is not a cursor this list issued.
  const past = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(drbCursor, 'base64url').toString()), o: first.total + 1 })).toString('base64url');
  assert.equal((await get(`/v1/veritas/bible/drb/books?cursor=${past}`)).status, 400);
});
