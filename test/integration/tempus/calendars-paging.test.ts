import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createApiKey } from '../../helpers/identity.js';
import { assertListRefusals, pageThrough, wholeList } from '../../helpers/pages.js';
import { type TestServer, startServer } from '../../helpers/server.js';

// GET /v1/ordo/calendars answered every calendar at once; it pages now like every list (CONTRACT "Conventions").
let server: TestServer;
let key: string;
const get = (path: string) => server.fetch(path, { headers: { 'x-api-key': key } });

before(async () => {
  server = await startServer();
  key = await createApiKey(server, 'calendars-pager');
});
after(() => server.close());

test('the calendars page with limit and cursor to the same list as one page; a bad cursor or limit is a 400 (platform:lists:paged)', async () => {
  const all = await wholeList<{ id: string }>(get, '/v1/ordo/calendars', 'calendars');
  assert.ok(all.length >= 8 && all[0]!.id === 'general-roman', all.map((c) => c.id).join());
  // The default page (20) holds them all, with the fields the answer always had.
  const plain = (await (await get('/v1/ordo/calendars')).json()) as { calendars: unknown[]; total: number; next_cursor: string | null; provenance: unknown[] };
  assert.deepEqual([plain.calendars.length, plain.total, plain.next_cursor], [all.length, all.length, null]);
  assert.ok(plain.provenance.length > 0);
  for (const limit of [1, 2, 4]) {
    const { rows, pages } = await pageThrough<{ id: string }>(get, '/v1/ordo/calendars', 'calendars', limit);
    assert.deepEqual(rows, all, `limit=${limit}`);
    assert.equal(pages, Math.ceil(all.length / limit));
  }
  const first = (await (await get('/v1/ordo/calendars?limit=1')).json()) as { next_cursor: string };
  await assertListRefusals(get, '/v1/ordo/calendars');
  // A cursor of this list still works after the refusals, and ends where the list ends.
  const last = (await (await get(`/v1/ordo/calendars?limit=100&cursor=${first.next_cursor}`)).json()) as { calendars: Array<{ id: string }>; next_cursor: string | null };
  assert.deepEqual([last.calendars.map((c) => c.id), last.next_cursor], [all.slice(1).map((c) => c.id), null]);
});
