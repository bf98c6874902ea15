import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { connect } from '../oauth/oauth-driver.js';
import { FIXTURE_SOURCES } from '../refinery/fixture-sources.js';
import { type DevotioServer, startDevotio } from './devotio-server.js';

/**
 * One record per person, with all the person's celebrations, over HTTP of a server that imported the small sources
 * of test/fixtures/devotio-sources: the Virgin Mary (whom romcal's catalogue has only as her celebrations), John the
 * Baptist (his Nativity and his Passion), Joseph (19 March and 1 May), and slugs that moved answering 301.
 */
let d: DevotioServer;
before(async () => {
  d = await startDevotio({ fixtures: FIXTURE_SOURCES });
});
after(async () => d.close());

interface Saint {
  slug: string;
  former_slugs: string[];
  kind: string;
  name: { en: string; la?: string; it?: string };
  canonization: string | null;
  titles: string[];
  feasts: Array<{ calendar: string; date: string | null; rank: string; colors: string[]; celebration: { key: string; name: { en?: string; la?: string } } }>;
  martyrology: Array<{ id: string }>;
  eulogy: { date: string; la?: string; en?: string } | null;
  provenance: Array<{ source: string }>;
}

const json = async <T>(path: string): Promise<T> => {
  const res = await d.get(path);
  assert.equal(res.status, 200, `${path}: ${res.status} ${await res.clone().text()}`);
  return (await res.json()) as T;
};
const feastSlugs = async (date: string) => (await json<{ items: Saint[] }>(`/v1/devotio/saints?feast=${date}&limit=100`)).items.map((s) => s.slug);

test('the Virgin Mary: one record with her feasts and the registry entries of her days, never beatified', async () => {
  const mary = await json<Saint>('/v1/devotio/saints/virgin-mary');
  assert.equal(mary.kind, 'person');
  assert.deepEqual(mary.name, { en: 'Virgin Mary', la: 'Beata Maria Virgo', it: 'Beata Vergine Maria' });
  assert.equal(mary.canonization, null, 'not "blessed": she was never beatified');
  assert.deepEqual(mary.titles, ['mother_of_god', 'virgin', 'queen']);
  const feasts = Object.fromEntries(mary.feasts.map((f) => [f.celebration.key, f]));
  // The Solemnity of 1 January comes from LitCal's Proper of Time (rank, colour, Latin title) and romcal's name.
  assert.deepEqual(feasts.mary_mother_of_god, {
    calendar: 'general-roman',
    date: '01-01',
    rank: 'solemnity',
    colors: ['white'],
    celebration: { key: 'mary_mother_of_god', name: { en: 'Mary, the Holy Mother of God', la: 'Sollemnitas Sanctæ Dei Genitricis Mariæ' } },
  });
  assert.equal(feasts.assumption_of_the_blessed_virgin_mary?.date, '08-15');
  assert.equal(feasts.queenship_of_the_blessed_virgin_mary?.date, '08-22');
  assert.deepEqual(mary.martyrology.map((m) => m.id).sort(), ['mr:0101-maria-dei-genetrix', 'mr:0815-assumptio-beatae-mariae-virginis', 'mr:0822-maria-regina']);
  assert.equal(mary.eulogy?.date, '08-15');
  assert.match(mary.eulogy?.la ?? '', /Assúmptio/, 'the entry that opens the day, not the later one that names her');
  // Lumen: the table of official patronages (patroness of France, the United States …; docs/devotio.md "Patronages").
  assert.deepEqual(mary.provenance.map((p) => p.source.split(' ')[0]).sort(), ['CRMEDR', 'Divinum', 'Liturgical', 'Lumen', 'romcal']);
  // The registry's other Marys on her days are other persons, with records of their own.
  assert.ok((await feastSlugs('08-15')).includes('joseph-mary-peris-polo'));
});

test('John the Baptist and Joseph: one record each, every celebration on it, found by each of its days', async () => {
  const john = await json<Saint>('/v1/devotio/saints/john-the-baptist');
  assert.deepEqual(john.feasts.map((f) => [f.date, f.celebration.key]), [['06-24', 'nativity_of_john_the_baptist'], ['08-29', 'passion_of_saint_john_the_baptist']]);
  assert.deepEqual(john.martyrology.map((m) => m.id), ['mr:0624-ioannes-baptista', 'mr:0829-ioannes-baptista']);
  assert.equal(john.name.la, 'Sanctus Ioannes Baptista');
  assert.equal(john.canonization, 'saint');
  assert.ok(john.titles.includes('martyr'), 'his Passion is a martyrdom');
  const joseph = await json<Saint>('/v1/devotio/saints/joseph');
  assert.deepEqual(joseph.feasts.map((f) => f.date), ['03-19', '05-01']);
  assert.equal(joseph.name.la, 'Sanctus Ioseph', 'the registry heading of 1 May names the feast in Italian, not the person in Latin');
  for (const [date, slug] of [['06-24', 'john-the-baptist'], ['08-29', 'john-the-baptist'], ['03-19', 'joseph'], ['05-01', 'joseph'], ['08-15', 'virgin-mary'], ['01-01', 'virgin-mary']]) {
    assert.ok((await feastSlugs(date!)).includes(slug!), `?feast=${date} lists ${slug}`);
  }
  // The records the feasts had before are gone; their slugs lead to the saint (former-slugs.ts).
  for (const [former, slug] of [['joseph-the-worker', 'joseph'], ['john-the-baptist-ioannes', 'john-the-baptist'], ['john-the-baptist-08-29', 'john-the-baptist']]) {
    const res = await d.server.fetch(`/v1/devotio/saints/${former}`, { headers: { 'x-api-key': d.key }, redirect: 'manual' });
    assert.deepEqual([res.status, res.headers.get('location')], [301, `/v1/devotio/saints/${slug}`], former);
  }
});

test('of-the-day: the Assumption honours the Virgin Mary; the Epiphany’s registry entry is no saint’s', async () => {
  const assumption = await json<{ celebrations: Array<{ key: string; saints: Array<{ slug: string }> }> }>('/v1/devotio/saints/of-the-day?date=2026-08-15');
  assert.deepEqual(assumption.celebrations.find((c) => c.key === 'assumption_of_the_blessed_virgin_mary')?.saints.map((s) => s.slug), ['virgin-mary']);
  const epiphany = await json<{ martyrology: { registry: Array<{ id: string; slug: string | null }> } }>('/v1/devotio/saints/of-the-day?date=2026-01-06');
  assert.deepEqual(epiphany.martyrology.registry, [{ id: 'mr:0106-epiphania-domini', name: { en: 'The Epiphany of the Lord', la: 'Epiphania Domini', it: 'Epifania del Signore' }, country: 'PS', slug: null }]);
  assert.equal((await d.get('/v1/devotio/saints/the-epiphany-of-the-lord')).status, 404);
});

test('a former slug answers 301 to the current one; the record lists its former slugs', async () => {
  const res = await d.server.fetch('/v1/devotio/saints/virgin-mary-regina', { headers: { 'x-api-key': d.key }, redirect: 'manual' });
  assert.equal(res.status, 301);
  assert.equal(res.headers.get('location'), '/v1/devotio/saints/virgin-mary');
  assert.ok(res.headers.get('x-ratelimit-remaining'), 'charged like any call');
  assert.equal(res.headers.get('etag'), null);
  assert.equal(await res.text(), '');
  const followed = await d.get('/v1/devotio/saints/virgin-mary-regina');
  assert.equal(followed.status, 200);
  assert.equal(followed.url.endsWith('/v1/devotio/saints/virgin-mary'), true);
  const mary = (await followed.json()) as Saint;
  assert.deepEqual(mary.former_slugs, ['mary', 'mary-dei-genetrix', 'the-assumption-of-the-blessed-virgin-mary', 'virgin-mary-regina']);
  const anonymous = await d.server.fetch('/v1/devotio/saints/virgin-mary-regina', { redirect: 'manual' });
  assert.equal(anonymous.status, 401, 'no key, no redirect');
  assert.equal((await d.get('/v1/devotio/saints/virgin-mary-poussepin')).status, 404, 'a former slug whose record is not in these sources');
  const openapi = (await (await d.server.fetch('/openapi.json')).json()) as { paths: Record<string, { get: { responses: Record<string, { headers?: object }> } }> };
  assert.ok(openapi.paths['/v1/devotio/saints/{slug}']!.get.responses['301']?.headers, 'the 301 and its Location are documented');
});

test('the MCP tool answers the record itself for a former slug', async () => {
  const { access } = await connect(d.server);
  const client = new Client({ name: 'devotio-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${d.server.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${access}` } } }));
  try {
    const result = await client.callTool({ name: 'devotio_saints_get', arguments: { slug: 'virgin-mary-regina' } });
    assert.equal(result.isError, undefined, JSON.stringify(result.content));
    assert.equal((result.structuredContent as unknown as Saint).slug, 'virgin-mary');
  } finally {
    await client.close();
  }
});
