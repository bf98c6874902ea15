import assert from 'node:assert/strict';
import { test } from 'node:test';
import { OFFICIAL_PATRONAGES } from '../../../src/refinery/devotio/official-patronages.js';
import type { PatronageFact } from '../../../src/refinery/devotio/saint-draft.js';
import { type DevotioServer, needSharedData, useDevotio } from './devotio-server.js';

// Patronages over HTTP on the imported staging: before they came from the Lumen table of official patronages
// (src/refinery/devotio/official-patronages.ts) the `saint_patronages` table was empty and `patronage=` found nothing.
let d: DevotioServer | undefined;
useDevotio((server) => (d = server));

interface Saint {
  slug: string;
  patronages: PatronageFact[];
  provenance: Array<{ source: string; licence: string; attribution: string }>;
}
interface Page {
  items: Saint[];
  total: number;
}

const page = async (query: string): Promise<Page> => {
  const res = await d!.get(`/v1/devotio/saints?${query}`);
  assert.equal(res.status, 200, query);
  return (await res.json()) as Page;
};
const slugsOf = (p: Page) => p.items.map((s) => s.slug).sort();

const EUROPE = ['benedict', 'bridget', 'catherine-of-siena', 'cyril', 'cyril-and-methodius', 'methodius', 'teresa-benedicta-of-the-cross'];

test('patronage=europe finds Saint Benedict and the co-patrons of Europe, in any case, accent or spelling (devotio:saints:patronage)', async (t) => {
  if (!needSharedData(t)) return;
  for (const q of ['europe', 'Europe', 'EUROPE', 'Éurope', 'patron of Europe', 'patron_of_europe', 'co-patroness of europe', 'eur']) {
    const found = await page(`patronage=${encodeURIComponent(q)}`);
    assert.deepEqual(slugsOf(found), EUROPE, q);
    assert.equal(found.total, EUROPE.length, q);
  }
});

test('patronage matches words, each a prefix, of one patronage; with q and other filters (devotio:saints:patronage)', async (t) => {
  if (!needSharedData(t)) return;
  assert.deepEqual(slugsOf(await page('patronage=parish%20priests')), ['john-vianney']);
  assert.deepEqual(slugsOf(await page('patronage=Parish+Priest')), ['john-vianney']);
  assert.deepEqual(slugsOf(await page('patronage=television')), ['clare']);
  assert.deepEqual(slugsOf(await page('patronage=ecologists')), ['francis-of-assisi']);
  assert.deepEqual(slugsOf(await page('patronage=missions')), ['francis-xavier', 'peter-claver', 'therese-of-the-child-jesus-and-the-holy-face-of-lisieux']);
  assert.deepEqual(slugsOf(await page('patronage=italy&q=catherine')), ['catherine-fieschi', 'catherine-of-siena']);
  assert.deepEqual(slugsOf(await page('patronage=italy&feast=10-04')), ['francis-of-assisi']);
  // Words of two different patronages of one saint do not make one: Francis is patron of Italy and of ecology.
  assert.deepEqual(slugsOf(await page('patronage=italy%20ecology')), []);
});

test('a patronage no saint holds is an empty page, not an error; too short a text is a 400 naming the field (devotio:saints:patronage)', async (t) => {
  if (!needSharedData(t)) return;
  for (const q of ['sailors', 'lost things', 'patron', '***']) {
    const found = await page(`patronage=${encodeURIComponent(q)}`);
    assert.deepEqual([found.items.length, found.total], [0, 0], q);
  }
  const res = await d!.get('/v1/devotio/saints?patronage=a');
  assert.equal(res.status, 400);
  assert.match(((await res.json()) as { detail: string }).detail, /query\.patronage/);
});

test("a saint's record lists its patronages with the act, pope and date, and the table in its provenance (devotio:saints:patronage)", async (t) => {
  if (!needSharedData(t)) return;
  const benedict = (await (await d!.get('/v1/devotio/saints/benedict')).json()) as Saint;
  assert.deepEqual(benedict.patronages, [
    { patronage: 'Europe', title: 'Patron of Europe', declared_by: 'Paul VI', date: '1964-10-24', act: 'Apostolic letter Pacis nuntius', source: 'Lumen editorial table, from the act named' },
  ]);
  const table = benedict.provenance.find((p) => p.source.startsWith('Lumen editorial table of official patronages'));
  assert.ok(table, JSON.stringify(benedict.provenance));
  assert.match(table.licence, /MIT/);
  const catherine = (await (await d!.get('/v1/devotio/saints/catherine-of-siena')).json()) as Saint;
  assert.deepEqual(catherine.patronages.map((p) => `${p.patronage} (${p.declared_by}, ${p.date.slice(0, 4)})`).sort(), [
    'Europe (John Paul II, 1999)',
    'Italy (Pius XII, 1939)',
    'women nurses in Italy (Pius XII, 1943)',
  ]);
  // A saint with none says so, and does not name the table.
  const agnes = (await (await d!.get('/v1/devotio/saints/agnes')).json()) as Saint;
  assert.deepEqual(agnes.patronages, []);
  assert.ok(!agnes.provenance.some((p) => p.source.startsWith('Lumen editorial table')));
});

test('every row of the table of official patronages is on the record it names (devotio:saints:patronage)', async (t) => {
  if (!needSharedData(t)) return;
  const slugs = [...new Set(OFFICIAL_PATRONAGES.flatMap((r) => r.slugs))];
  const missing: string[] = [];
  for (const slug of slugs) {
    const res = await d!.get(`/v1/devotio/saints/${slug}`);
    const record = res.status === 200 ? ((await res.json()) as Saint) : null;
    for (const row of OFFICIAL_PATRONAGES.filter((r) => r.slugs.includes(slug))) {
      if (!record?.patronages.some((p) => p.title === row.title && p.date === row.date)) missing.push(`${slug}: ${row.title} (${res.status})`);
    }
  }
  assert.deepEqual(missing, []);
});

test('the examples the operation and its MCP tool give for patronage= each find saints (devotio:saints:patronage)', async (t) => {
  if (!needSharedData(t)) return;
  const openapi = (await (await d!.server.fetch('/openapi.json')).json()) as {
    paths: Record<string, { get: { description?: string; parameters: Array<{ name: string; description?: string; schema?: { description?: string } }> } }>;
  };
  const op = openapi.paths['/v1/devotio/saints']!.get;
  const param = op.parameters.find((p) => p.name === 'patronage')!;
  const described = param.description ?? param.schema?.description ?? '';
  const examples = /e\.g\. ([a-z ,]+?):/.exec(described)?.[1]?.split(', ') ?? [];
  const inOperation = /\(patronages declared by the Holy See: ([a-z ,]+)\)/.exec(op.description ?? '')?.[1]?.split(', ') ?? [];
  assert.ok(examples.length >= 4 && inOperation.length >= 4, `${described} / ${op.description}`);
  for (const example of new Set([...examples, ...inOperation])) {
    assert.ok((await page(`patronage=${encodeURIComponent(example)}`)).total > 0, example);
  }
});
