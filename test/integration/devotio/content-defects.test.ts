import assert from 'node:assert/strict';
import { test } from 'node:test';
import { devotioDataset } from '../../../src/refinery/devotio/builder.js';
import { type DevotioServer, needSharedData, useDevotio } from './devotio-server.js';

/**
 * Regression test for issue 16: the five defects a new user met in the first minute, asked over HTTP of a server
 * that imported the real staged sources (the import itself passes the validation stage, or it would throw here).
 */
let d: DevotioServer | undefined;
useDevotio((server) => (d = server), { builders: [devotioDataset] });

interface Saint {
  slug: string;
  kind: string;
  name: { en: string; la?: string; it?: string };
  born: { date: string; until?: string } | null;
  died: { date: string; until?: string } | null;
  members: Array<{ slug: string }>;
  member_of: Array<{ slug: string }>;
  feasts: Array<{ celebration: { name: { en?: string; la?: string } } }>;
}
const get = async <T>(path: string): Promise<T> => {
  const res = await d!.get(path);
  assert.equal(res.status, 200, `${path}: ${res.status}`);
  return (await res.json()) as T;
};
const saint = (slug: string) => get<Saint>(`/v1/devotio/saints/${slug}`);

test('issue 16: the five defects answer correctly over HTTP', async (t) => {
  if (!needSharedData(t)) return;

  await t.test('q=thomas: Thomas Aquinas and the Apostle ("Thomas the Apostle") before Becket; no [object Object]', async () => {
    const res = await d!.get('/v1/devotio/saints?q=thomas&limit=100');
    const text = await res.text();
    assert.doesNotMatch(text, /\[object |\bundefined\b|\bNaN\b/);
    const slugs = (JSON.parse(text) as { items: Saint[] }).items.map((s) => s.slug);
    const at = (slug: string) => slugs.indexOf(slug);
    assert.ok(at('thomas-aquinas') >= 0 && at('thomas-the-apostle') >= 0 && at('thomas-becket') >= 0, slugs.join(', '));
    assert.ok(at('thomas-aquinas') < at('thomas-becket') && at('thomas-the-apostle') < at('thomas-becket'), slugs.slice(0, 6).join(', '));
    assert.equal((await saint('thomas-the-apostle')).name.en, 'Thomas the Apostle');
    // The dates romcal gives as objects are ranges, never "[object Object]".
    assert.deepEqual((await saint('anne')).died, { date: '1', approximate: true, until: '100' });
  });

  await t.test('Latin names are nominative proper names; celebration titles stay on the feasts', async () => {
    const more = await saint('thomas-more');
    assert.equal(more.name.la, 'Sanctus Thomas More');
    assert.ok(more.feasts.some((f) => f.celebration.name.la === 'Ss. Ioannis Fisher, episcopi, et Thomæ More, martyrum'));
    const alphonsus = await saint('alphonsus-mary-liguori');
    assert.equal(alphonsus.name.la, 'Sanctus Alphonsus Maria de Liguori');
    const damian = await saint('damian');
    assert.equal(damian.kind, 'person');
    assert.deepEqual(damian.name, { en: 'Damian', la: 'Sanctus Damianus', it: 'San Damiano' });
  });

  await t.test('group celebrations are records of their own, linked to their members', async () => {
    assert.equal((await d!.get('/v1/devotio/saints/companions')).status, 404);
    const miki = await saint('paul-miki-and-companions');
    assert.equal(miki.kind, 'group');
    assert.equal(miki.name.la, 'Sancti Paulus Miki et socii');
    assert.ok(miki.members.some((m) => m.slug === 'paul-miki'));
    assert.ok((await saint('paul-miki')).member_of.some((g) => g.slug === 'paul-miki-and-companions'));
    const pair = await saint('cosmas-and-damian');
    assert.deepEqual(pair.members.map((m) => m.slug).sort(), ['cosmas', 'damian']);
  });

  await t.test('no slug repeats a word, and damaged names are gone', async () => {
    assert.equal((await d!.get('/v1/devotio/saints/thomas-thomas')).status, 404);
    const page = await get<{ items: Saint[] }>('/v1/devotio/saints?q=thomas&feast=11-26&calendar=roman-martyrology');
    assert.ok(page.items.length > 0);
    for (const s of page.items) assert.doesNotMatch(JSON.stringify(s), /Vieê|eê|aâ/);
  });

  await t.test('prayers: the essential five first, categories browsable', async () => {
    const first = await get<{ items: Array<{ slug: string }> }>('/v1/devotio/prayers?limit=5');
    assert.deepEqual(first.items.map((p) => p.slug), ['sign-of-the-cross', 'our-father', 'hail-mary', 'glory-be', 'apostles-creed']);
    const categories = await get<{ items: Array<{ category: string; prayers: number }> }>('/v1/devotio/prayers/categories');
    assert.equal(categories.items[0]!.category, 'basic');
    const marian = categories.items.find((c) => c.category === 'marian')!;
    const listed = await get<{ total: number }>('/v1/devotio/prayers?category=marian');
    assert.equal(listed.total, marian.prayers);
  });

  await t.test('Tempus: 29 July reads "Saint Martha" in 2020 and "Saints Martha, Mary and Lazarus" from 2021', async () => {
    const name = async (date: string) =>
      (await get<{ celebrations: Array<{ key: string; name: string }> }>(`/v1/ordo/days/${date}`)).celebrations[0]!.name;
    assert.equal(await name('2020-07-29'), 'Saint Martha');
    assert.equal(await name('2021-07-29'), 'Saints Martha, Mary and Lazarus');
  });
});
