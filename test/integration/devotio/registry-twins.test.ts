import assert from 'node:assert/strict';
import { test } from 'node:test';
import { foldText } from '../../../src/platform/text/fold-text.js';
import { type DevotioServer, assertMoved, needSharedData, useDevotio } from './devotio-server.js';

/**
 * One record per person between romcal's catalogue and the 2004 registry, over HTTP on the imported staging. Before
 * join-registry-twins.ts, 138 saints were two records each: the catalogue's entry (often without a feast) and the
 * registry's (`joan-of-arc` and `joan-of-arc-05-30`), so `q=joan of arc` listed her twice, her patronage was on two
 * records, and Elizabeth Ann Seton had two records on 4 January.
 */
let d: DevotioServer | undefined;
// Every record is read page by page: more calls than the default read budget.
useDevotio((server) => (d = server), { env: { RATE_LIMIT_READ_MAX: '10000' } });

interface Saint {
  slug: string;
  former_slugs: string[];
  kind: string;
  name: { en: string; la?: string; it?: string };
  feasts: Array<{ calendar: string; date: string | null; celebration: { key: string } }>;
  martyrology: Array<{ id: string; date: string; name: { en?: string } }>;
  patronages: Array<{ patronage: string }>;
}
interface Page {
  items: Saint[];
  total: number;
  next_cursor: string | null;
}

const json = async <T>(path: string): Promise<T> => {
  const res = await d!.get(path);
  assert.equal(res.status, 200, `${path}: ${res.status}`);
  return (await res.json()) as T;
};


test('q=joan of arc finds one record, with her day in the registry, her Latin name and her patronage of France', async (t) => {
  if (!needSharedData(t)) return;
  const page = await json<Page>('/v1/devotio/saints?q=joan%20of%20arc');
  assert.deepEqual(page.items.filter((s) => foldText(s.name.en) === 'joan of arc').map((s) => s.slug), ['joan-of-arc']);
  const joan = page.items[0]!;
  assert.equal(joan.slug, 'joan-of-arc');
  assert.deepEqual(joan.martyrology.map((m) => `${m.id} ${m.date}`), ['mr:0530-ioanna 05-30']);
  assert.deepEqual(joan.name, { en: 'Joan of Arc', la: 'Sancta Ioanna', it: 'Santa Giovanna d’Arco' });
  assert.deepEqual(joan.patronages.map((p) => p.patronage), ['France']);
  assert.deepEqual(joan.former_slugs, ['joan-of-arc-05-30']);
  // Her day in the registry finds her once.
  const may30 = await json<Page>('/v1/devotio/saints?feast=05-30&calendar=roman-martyrology&limit=100');
  assert.deepEqual(may30.items.map((s) => s.slug).filter((s) => s.startsWith('joan-of-arc')), ['joan-of-arc']);
});

test("the registry record's slug answers 301 to the one record: Joan of Arc, Louise de Marillac, Paschal Baylón, Isidore the Farmer", async (t) => {
  if (!needSharedData(t)) return;
  const moved: Array<[string, string]> = [
    ['joan-of-arc-05-30', 'joan-of-arc'],
    ['louise-de-marillac-ludovica', 'louise-de-marillac'],
    ['paschal-baylon-05-17', 'paschal-baylon'],
    ['isidore-05-15', 'isidore-the-farmer'],
    ['elizabeth-ann-seton-elisabeth-anna', 'elizabeth-ann-seton'],
  ];
  await assertMoved(d!, moved);
  for (const [slug, patronage] of [['louise-de-marillac', 'Christian social workers'], ['paschal-baylon', 'Eucharistic congresses and associations']]) {
    const saint = await json<Saint>(`/v1/devotio/saints/${slug}`);
    assert.deepEqual(saint.patronages.map((p) => p.patronage), [patronage], slug);
    assert.equal(saint.martyrology.length, 1, slug);
  }
});

test('Isidore the Farmer has his full name, the US feast of 15 May and his registry entry; Isidore of Seville only his own', async (t) => {
  if (!needSharedData(t)) return;
  const farmer = await json<Saint>('/v1/devotio/saints/isidore-the-farmer');
  assert.equal(farmer.name.en, 'Isidore the Farmer');
  assert.deepEqual(farmer.feasts.map((f) => `${f.calendar} ${f.date} ${f.celebration.key}`), ['united-states 05-15 StIsidore']);
  assert.deepEqual(farmer.martyrology.map((m) => m.id), ['mr:0515-isidorus']);
  const seville = await json<Saint>('/v1/devotio/saints/isidore');
  assert.deepEqual(seville.feasts.map((f) => `${f.calendar} ${f.date}`), ['general-roman 04-04']);
});

test('no two records share one folded name and one day of a feast or the registry, when their Latin names agree', async (t) => {
  if (!needSharedData(t)) return;
  const saints: Saint[] = [];
  for (let cursor: string | null = ''; cursor !== null; ) {
    const page: Page = await json<Page>(`/v1/devotio/saints?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    saints.push(...page.items);
    cursor = page.next_cursor;
  }
  assert.ok(saints.length > 4000, `${saints.length} records`);
  const bare = (la: string | undefined) => (la ? foldText(la).replace(/^(sanct|beat)[a-z]* /, '') : undefined);
  const byKey = new Map<string, Saint[]>();
  for (const s of saints) {
    const days = new Set([...s.feasts.map((f) => f.date), ...s.martyrology.map((m) => m.date)].filter((x): x is string => x !== null));
    for (const day of days) {
      const key = `${s.kind}|${foldText(s.name.en)}|${day}`;
      byKey.set(key, [...(byKey.get(key) ?? []), s]);
    }
  }
  // Namesakes of one day are told apart by their Latin (the registry's surest name): Bishop Hugh of Grenoble and
  // Hugh of Bonnevaux are both "Hugh" of 1 April. A record without Latin is compared by the initial of the given
  // name: CRMEDR's English of Pope Eugene I ("Sanctus Eugenius I") is "Saint Peter", which is not Peter the Exorcist.
  const initial = (w: string) => w.charAt(0).replace('k', 'c').replace('j', 'i');
  const oneName = (a: Saint, b: Saint) => {
    const [la, lb] = [bare(a.name.la), bare(b.name.la)];
    if (la !== undefined && lb !== undefined) return la === lb;
    const latin = la ?? lb;
    return latin === undefined || initial(latin) === initial(foldText(a.name.en));
  };
  const twins = [...byKey].filter(([, records]) => records.some((a) => records.some((b) => a !== b && oneName(a, b))));
  assert.deepEqual(twins.map(([key, records]) => `${key}: ${records.map((s) => s.slug).join(', ')}`), []);
});

test('Tempus leads to the one record: the France calendar of 30 May 2026 names Joan of Arc once, the registry of the day too', async (t) => {
  if (!needSharedData(t)) return;
  const res = await d!.get('/v1/devotio/saints/of-the-day?date=2026-05-30&calendar=france');
  assert.equal(res.status, 200, await res.clone().text());
  const body = (await res.json()) as { celebrations: Array<{ key: string; saints: Array<{ slug: string }> }>; martyrology: { registry: Array<{ id: string; slug: string | null }> } };
  const joan = body.celebrations.find((c) => c.key === 'joan_of_arc_virgin');
  assert.ok(joan, JSON.stringify(body.celebrations.map((c) => c.key)));
  assert.deepEqual(joan.saints.map((s) => s.slug), ['joan-of-arc']);
  assert.equal(body.martyrology.registry.find((r) => r.id === 'mr:0530-ioanna')?.slug, 'joan-of-arc');
});

test("CRMEDR's English of another person names no record: Pope Agatho is `agatho`, not `peter-agathon`; the old slugs answer 301", async (t) => {
  if (!needSharedData(t)) return;
  const moved: Array<[string, string]> = [
    ['peter-agathon', 'agatho'],
    ['eucherius-of-lyon', 'maurice-and-companions'],
    ['catherine-of-siena-sabina-petrilli', 'sabina-petrilli'],
    // Former slugs of the registry-twin join whose names were CRMEDR's errors still lead to the one record.
    ['charles', 'rose-philippine-duchesne'],
    ['john-merz', 'ivan-merz'],
  ];
  await assertMoved(d!, moved);
  const agatho = await json<Saint>('/v1/devotio/saints/agatho');
  assert.deepEqual(agatho.name, { en: 'Agatho', la: 'Sanctus Agathon' });
  const duchesne = await json<Saint>('/v1/devotio/saints/rose-philippine-duchesne');
  assert.deepEqual(duchesne.martyrology.map((m) => `${m.id} ${m.name.en}`), ['mr:1118-philippina-duchesne Saint Philippine Duchesne']);
  const maurice = await json<Saint>('/v1/devotio/saints/maurice-and-companions');
  assert.deepEqual([maurice.kind, maurice.name.en, maurice.martyrology.map((m) => m.id)], ['group', 'Maurice and companions', ['mr:0922-mauritius-et-socii']]);
  // No record of the registry alone is named "Peter" while its Latin names a pope of another name.
  const peters = await json<Page>('/v1/devotio/saints?q=peter&limit=100');
  assert.deepEqual(peters.items.filter((s) => s.name.en === 'Peter' && s.name.la && !/Petrus/.test(s.name.la)).map((s) => s.slug), []);
});
