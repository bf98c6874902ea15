import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sdkClientOf } from '../mcp/sdk-client.js';
import { type DevotioServer, needSharedData, useDevotio } from './devotio-server.js';

let d: DevotioServer | undefined;
useDevotio((server) => (d = server));

interface Saint {
  slug: string;
  name: { en: string; la?: string };
  titles: string[];
  feasts: Array<{ calendar: string; date: string | null; rank: string; colors: string[] }>;
  martyrology: Array<{ id: string }>;
  eulogy: { en?: string; la?: string } | null;
  provenance: Array<{ source: string; licence: string; attribution: string }>;
}
interface Page {
  items: Saint[];
  total: number;
  next_cursor: string | null;
}

const json = async <T>(res: Response) => (await res.json()) as T;

test('Thomas Aquinas: 28 January, doctor of the Church, Latin name, eulogy, provenance (devotio:saints:record)', async (t) => {
  if (!needSharedData(t)) return;
  const res = await d!.get('/v1/devotio/saints/thomas-aquinas');
  assert.equal(res.status, 200);
  assert.ok(res.headers.get('etag'));
  assert.ok(res.headers.get('x-ratelimit-remaining'));
  const s = await json<Saint>(res);
  assert.equal(s.name.la, 'Sanctus Thomas de Aquino');
  assert.ok(s.titles.includes('doctor_of_the_church'));
  const grc = s.feasts.find((f) => f.calendar === 'general-roman')!;
  assert.deepEqual([grc.date, grc.rank, grc.colors], ['01-28', 'memorial', ['white']]);
  assert.match(s.eulogy?.en ?? '', /Thomas of Aquino/);
  assert.ok(s.martyrology.some((m) => m.id === 'mr:0128-thomas-de-aquino'));
  assert.ok(s.provenance.some((p) => p.licence === 'MIT') && s.provenance.some((p) => p.licence === 'Apache-2.0'));
  const again = await d!.get('/v1/devotio/saints/thomas-aquinas', { 'if-none-match': res.headers.get('etag')! });
  assert.equal(again.status, 304);
});

test('a saint known only from the martyrology has a record with its registry entry', async (t) => {
  if (!needSharedData(t)) return;
  const page = await json<Page>(await d!.get('/v1/devotio/saints?feast=01-28&calendar=roman-martyrology&limit=100'));
  const only = page.items.find((s) => s.feasts.length === 0 && s.martyrology.length > 0);
  // A day's list puts the saint the General Roman Calendar keeps first, before the Martyrology's namesakes.
  assert.equal(page.items[0]!.slug, 'thomas-aquinas', page.items.slice(0, 5).map((s) => s.slug).join(', '));
  assert.ok(page.items.length > 1);
  assert.ok(only, 'some saint of 28 January has no calendar feast');
  const one = await json<Saint>(await d!.get(`/v1/devotio/saints/${only.slug}`));
  assert.equal(one.feasts.length, 0);
  assert.ok(one.martyrology[0]!.id.startsWith('mr:0128-'));
  assert.ok(one.provenance.some((p) => p.source.includes('CRMEDR')));
});

test('search is accent- and case-insensitive, by prefix and in Latin (devotio:saints:search-folded)', async (t) => {
  if (!needSharedData(t)) return;
  for (const q of ['Thomas Aquinas', 'thómas de áquino', 'THOMAE AQUIN', 'aquin']) {
    const page = await json<Page>(await d!.get(`/v1/devotio/saints?q=${encodeURIComponent(q)}`));
    assert.ok(page.items.some((s) => s.slug === 'thomas-aquinas'), `q=${q}`);
  }
  const accented = await json<Page>(await d!.get(`/v1/devotio/saints?q=${encodeURIComponent('Thérèse')}`));
  const plain = await json<Page>(await d!.get('/v1/devotio/saints?q=therese'));
  assert.ok(plain.total > 0);
  assert.deepEqual(accented.items.map((s) => s.slug), plain.items.map((s) => s.slug));
});

test('search ranks saints of the General Roman Calendar before the Martyrology-only namesakes', async (t) => {
  if (!needSharedData(t)) return;
  const page = await json<Page>(await d!.get('/v1/devotio/saints?q=thomas&limit=5'));
  const top = page.items.slice(0, 4).map((s) => s.slug);
  assert.ok(top.includes('thomas-aquinas'), `top four: ${top.join(', ')}`);
  assert.ok(top.includes('thomas-more') && top.includes('thomas-becket'), `top four: ${top.join(', ')}`);
});

// Regression (audit): `St Thomas Aquinas` found nothing, `St Joseph` gave John Joseph first (`st` began Stryjas and
// the catalogue's names carry no "Saint"), `Saint Josemaria` nothing: the honorific is not part of a saint's name.
test('St., Saint, Sts and Bl. before a name find the saint as the name alone does', async (t) => {
  if (!needSharedData(t)) return;
  const first = async (q: string) => (await json<Page>(await d!.get(`/v1/devotio/saints?q=${encodeURIComponent(q)}&limit=3`))).items[0]?.slug;
  for (const [q, slug] of [
    ['St Thomas Aquinas', 'thomas-aquinas'],
    ['st. joseph', 'joseph'],
    ['Saint Josemaría', 'josemaria-escriva-de-balaguer'],
    ['St. Thérèse of Lisieux', 'therese-of-the-child-jesus-and-the-holy-face-of-lisieux'],
    ['Sts Peter and Paul', 'peter-and-paul'],
  ] as const) {
    assert.equal(await first(q), slug, `q=${q}`);
  }
  assert.equal(await first('St Francis'), await first('Francis'), 'not Francis Stryjas first');
});

test('filters by feast, title and calendar, and paginates with a cursor', async (t) => {
  if (!needSharedData(t)) return;
  const doctors = await json<Page>(await d!.get('/v1/devotio/saints?title=doctor-of-the-church&limit=100'));
  assert.ok(doctors.total >= 30, `${doctors.total} doctors`);
  assert.ok(doctors.items.every((s) => s.titles.includes('doctor_of_the_church')));
  const feast = await json<Page>(await d!.get('/v1/devotio/saints?feast=01-28&calendar=general-roman'));
  assert.deepEqual(feast.items.map((s) => s.slug), ['thomas-aquinas']);
  const first = await json<Page>(await d!.get('/v1/devotio/saints?limit=5'));
  assert.equal(first.items.length, 5);
  assert.ok(first.next_cursor);
  const second = await json<Page>(await d!.get(`/v1/devotio/saints?limit=5&cursor=${first.next_cursor}`));
  assert.equal(second.items.length, 5);
  assert.equal(new Set([...first.items, ...second.items].map((s) => s.slug)).size, 10);
  // The cursor belongs to its search: with another filter it is refused, not read as an offset into that result.
  const elsewhere = await d!.get(`/v1/devotio/saints?limit=5&title=doctor-of-the-church&cursor=${first.next_cursor}`);
  assert.equal(elsewhere.status, 400);
  assert.equal(((await elsewhere.json()) as { code: string }).code, 'invalid_cursor');
  // And to its list: the prayers, asked with the same parameters of the same dataset, refuse it.
  const prayers = await d!.get(`/v1/devotio/prayers?limit=5&cursor=${first.next_cursor}`);
  assert.equal(prayers.status, 400);
  assert.match(((await prayers.json()) as { detail: string }).detail, /another result/);
  for (const s of [...first.items, ...second.items]) assert.ok(s.provenance.length > 0, `${s.slug} has provenance`);
});

test('bad parameters are 400 problems naming the field; unknown slugs 404; no key 401 (devotio:saints:bad-input)', async (t) => {
  if (!needSharedData(t)) return;
  for (const path of ['/v1/devotio/saints?feast=13-01', '/v1/devotio/saints?limit=0', '/v1/devotio/saints?limit=101', '/v1/devotio/saints?cursor=bogus', '/v1/devotio/saints/Not%20A%20Slug']) {
    const res = await d!.get(path);
    assert.equal(res.status, 400, path);
    assert.equal(res.headers.get('content-type'), 'application/problem+json; charset=utf-8');
    const body = await json<{ detail: string; code: string }>(res);
    assert.match(body.detail, /query\.|path\./, path);
  }
  const missing = await d!.get('/v1/devotio/saints/no-such-saint');
  assert.equal(missing.status, 404);
  const notFound = await json<{ code: string; detail: string }>(missing);
  assert.equal(notFound.code, 'not_found');
  // Over REST the way to search is the request (an MCP client is named the tool: test/integration/mcp/where-next.test.ts).
  assert.match(notFound.detail, /search with GET \/v1\/devotio\/saints\?q=/);
  const anonymous = await d!.server.fetch('/v1/devotio/saints');
  assert.equal(anonymous.status, 401);
});

test('a calendar or title the dataset does not hold is a 400 naming the field and its values, not an empty page', async (t) => {
  if (!needSharedData(t)) return;
  for (const [path, field, listed] of [
    ['/v1/devotio/saints?calendar=mars', 'query.calendar', 'roman-martyrology'],
    ['/v1/devotio/saints?title=astronaut', 'query.title', 'doctor_of_the_church'],
  ]) {
    const res = await d!.get(path!);
    assert.equal(res.status, 400, path);
    const body = await json<{ code: string; detail: string; errors: Array<{ field: string }> }>(res);
    assert.equal(body.code, 'validation_failed', path);
    assert.deepEqual(body.errors.map((e) => e.field), [field], path);
    assert.ok(body.detail.includes(listed!), `${path}: ${body.detail}`);
  }
  // The values it lists are accepted, in either spelling of a title.
  assert.equal((await d!.get('/v1/devotio/saints?calendar=united-states&title=doctor-of-the-church')).status, 200);
});

test('a q with no letter or digit finds no saint, whatever was asked before (not every saint)', async (t) => {
  if (!needSharedData(t)) return;
  const all = await json<Page>(await d!.get('/v1/devotio/saints?limit=2'));
  assert.ok(all.total > 1000);
  for (const q of ['*', '"', '🙏', '-']) {
    const page = await json<Page>(await d!.get(`/v1/devotio/saints?q=${encodeURIComponent(q)}&limit=2`));
    assert.deepEqual([page.items.length, page.total], [0, 0], q);
  }
  const again = await json<Page>(await d!.get('/v1/devotio/saints?limit=3'));
  assert.equal(again.total, all.total);
});

test('the engine index and /readyz report the dataset version and licences', async (t) => {
  if (!needSharedData(t)) return;
  const index = await json<{ datasets: Array<{ name: string; version: string; ready: boolean; sources: unknown[] }> }>(await d!.get('/v1/devotio'));
  assert.equal(index.datasets[0]!.name, 'devotio');
  assert.equal(index.datasets[0]!.ready, true);
  assert.ok(index.datasets[0]!.sources.length >= 4);
  const ready = await d!.server.fetch('/readyz');
  const body = await json<{ checks: Array<{ name: string; ready: boolean; detail?: string }> }>(ready);
  const check = body.checks.find((c) => c.name === 'dataset:devotio');
  assert.equal(check?.ready, true);
  assert.equal(check?.detail, index.datasets[0]!.version);
});

test('every name the saints tool gives as an example finds the saint it names, through the MCP SDK client (devotio:saints:search-folded)', async (t) => {
  if (!needSharedData(t)) return;
  // The q description said e.g. "tomas de aquino": names are held in English, Latin and Italian only, so that Spanish
  // example found nothing, and a model that copied it concluded the saint was not there.
  const client = await sdkClientOf(d!.server, 'saints-examples');
  try {
    const tool = (await client.listTools()).tools.find((x) => x.name === 'devotio_saints_list')!;
    const q = (tool.inputSchema.properties as Record<string, { description: string }>).q!.description;
    const examples = [...q.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
    examples.push(/by name \([^)]*e\.g\. ([a-z ]+)\)/.exec(tool.description ?? '')![1]!);
    assert.ok(examples.length >= 4, `${q} / ${tool.description}`);
    for (const example of examples) {
      const r = await client.callTool({ name: 'devotio_saints_list', arguments: { q: example, limit: 3 } });
      const page = r.structuredContent as unknown as Page;
      assert.equal(page.items[0]?.slug, 'thomas-aquinas', example);
    }
  } finally {
    await client.close();
  }
});
