import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertListRefusals, firstCursor, pageThrough, wholeList } from '../../helpers/pages.js';
import { type DevotioServer, needSharedData, useDevotio } from './devotio-server.js';

let d: DevotioServer | undefined;
useDevotio((server) => (d = server));

interface Prayer {
  slug: string;
  languages: string[];
  texts: Record<string, { title: string; text: string }>;
  provenance: unknown[];
}

test('a prayer in English and Latin side by side, and one language at a time (devotio:prayers:bilingual)', async (t) => {
  if (!needSharedData(t)) return;
  const both = (await (await d!.get('/v1/devotio/prayers/our-father')).json()) as Prayer;
  assert.deepEqual(Object.keys(both.texts).sort(), ['en', 'la']);
  assert.match(both.texts.en!.text, /^Our Father, who art in heaven/);
  assert.match(both.texts.la!.text, /^Pater noster/);
  assert.ok(both.provenance.length > 0);
  const la = (await (await d!.get('/v1/devotio/prayers/our-father?lang=la')).json()) as Prayer;
  assert.deepEqual(Object.keys(la.texts), ['la']);
  const memorare = await d!.get('/v1/devotio/prayers/memorare?lang=la');
  assert.equal(memorare.status, 404, 'the Memorare has no Latin text in the sources');
  const french = await d!.get('/v1/devotio/prayers/our-father?lang=fr');
  assert.equal(french.status, 400);
  assert.match(JSON.stringify(await french.json()), /comma-separated list of en, la/);
  // Read as the other list parameters are: case and repeats do not matter, the order given is kept.
  const latinFirst = (await (await d!.get('/v1/devotio/prayers/our-father?lang=LA,en,la')).json()) as Prayer;
  assert.deepEqual(Object.keys(latinFirst.texts), ['la', 'en']);
  assert.equal((await d!.get('/v1/devotio/prayers/no-such-prayer')).status, 404);
});

test('prayers search without accents and by category, with provenance on every item', async (t) => {
  if (!needSharedData(t)) return;
  const res = await d!.get('/v1/devotio/prayers?q=caeli');
  const page = (await res.json()) as { items: Prayer[]; total: number };
  assert.ok(page.items.some((p) => p.slug === 'regina-caeli'));
  const accented = (await (await d!.get(`/v1/devotio/prayers?q=${encodeURIComponent('cælis')}`)).json()) as { items: Prayer[] };
  assert.ok(accented.items.some((p) => p.slug === 'our-father'));
  const antiphons = (await (await d!.get('/v1/devotio/prayers?category=marian-antiphon')).json()) as { items: Prayer[]; total: number };
  assert.equal(antiphons.total, 4);
  for (const p of antiphons.items) assert.ok(p.provenance.length > 0);
  // Lists are as immutable as their dataset version: ETag and 304.
  for (const path of ['/v1/devotio/prayers?category=marian-antiphon', '/v1/devotio/prayers/categories', '/v1/devotio/rosary?date=2026-11-26']) {
    const first = await d!.get(path);
    const etag = first.headers.get('etag');
    assert.match(etag ?? '', /^W\/"/, `${path} has an ETag`);
    assert.equal((await d!.get(path, { 'if-none-match': etag! })).status, 304, path);
  }
});

test('an unknown category is a 400 listing the categories; a q with no letter or digit finds no prayer', async (t) => {
  if (!needSharedData(t)) return;
  const res = await d!.get('/v1/devotio/prayers?category=nope');
  assert.equal(res.status, 400);
  const body = (await res.json()) as { code: string; detail: string; errors: Array<{ field: string }> };
  assert.equal(body.code, 'validation_failed');
  assert.deepEqual(body.errors.map((e) => e.field), ['query.category']);
  assert.match(body.detail, /marian-antiphon/);
  for (const q of ['*', '🙏']) {
    const page = (await (await d!.get(`/v1/devotio/prayers?q=${encodeURIComponent(q)}`)).json()) as { items: Prayer[]; total: number };
    assert.deepEqual([page.items.length, page.total], [0, 0], q);
  }
});

interface Rosary {
  weekday: string;
  set: string;
  mysteries: Array<{ title: string; scripture: string[]; fruit: string }>;
  provenance: unknown[];
}

test('rosary by weekday with Scripture and fruit, Luminous on Thursday (devotio:rosary:weekday)', async (t) => {
  if (!needSharedData(t)) return;
  const expected: Record<string, string> = {
    '2026-06-15': 'joyful', '2026-06-16': 'sorrowful', '2026-06-17': 'glorious', '2026-06-18': 'luminous',
    '2026-06-19': 'sorrowful', '2026-06-20': 'joyful', '2026-06-21': 'glorious', '2026-12-06': 'joyful', '2026-03-01': 'sorrowful',
  };
  for (const [date, set] of Object.entries(expected)) {
    const r = (await (await d!.get(`/v1/devotio/rosary?date=${date}`)).json()) as Rosary;
    assert.equal(r.set, set, date);
    assert.equal(r.mysteries.length, 5);
    for (const m of r.mysteries) assert.ok(m.scripture.length > 0 && m.fruit.length > 0, m.title);
    assert.ok(r.provenance.length > 0);
  }
  const trad = (await (await d!.get('/v1/devotio/rosary?date=2026-06-18&form=traditional')).json()) as Rosary;
  assert.equal(trad.set, 'joyful');
  assert.equal((await d!.get('/v1/devotio/rosary?date=2026-13-01')).status, 400);
  assert.equal((await d!.get('/v1/devotio/rosary?form=new')).status, 400);
});

test('the prayer categories page with limit and cursor to the whole list; bad cursors and limits are 400 (platform:lists:paged)', async (t) => {
  if (!needSharedData(t)) return;
  const get = (path: string) => d!.get(path);
  const all = await wholeList<{ category: string; prayers: number }>(get, '/v1/devotio/prayers/categories', 'items');
  assert.ok(all.length >= 5 && all[0]!.category === 'basic', all.map((c) => c.category).join());
  const page = (await (await get('/v1/devotio/prayers/categories?limit=2')).json()) as { items: unknown[]; total: number; next_cursor: string | null; dataset_version: string };
  assert.deepEqual([page.items.length, page.total, typeof page.next_cursor], [2, all.length, 'string']);
  assert.ok(page.dataset_version);
  for (const limit of [1, 3, all.length - 1]) {
    const { rows, pages } = await pageThrough(get, '/v1/devotio/prayers/categories', 'items', limit);
    assert.deepEqual(rows, all, `limit=${limit}`);
    assert.equal(pages, Math.ceil(all.length / limit));
  }
  // A cursor of the prayers list is not one of the categories, nor the other way round.
  await assertListRefusals(get, '/v1/devotio/prayers/categories', await firstCursor(get, '/v1/devotio/prayers'));
  assert.equal((await get(`/v1/devotio/prayers?cursor=${await firstCursor(get, '/v1/devotio/prayers/categories')}`)).status, 400);
});
