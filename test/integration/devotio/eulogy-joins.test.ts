import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AuditedSaint, auditJoins } from '../../../src/refinery/devotio/join-audit.js';
import { type DevotioServer, needSharedData, useDevotio } from './devotio-server.js';

/**
 * The joins made by name (a saint's 1960 Martyrology eulogy, the 2004 registry's entries) over HTTP of a server that
 * imported the real sources: the false joins found by hand are gone, the true ones sampled with them stay, and the
 * check of every record (join-audit.ts) flags nothing but registry entries on a saint's day of death.
 */
let d: DevotioServer | undefined;
useDevotio((server) => (d = server), { env: { RATE_LIMIT_READ_MAX: '10000' } });

type Saint = AuditedSaint & { eulogy: { date: string; en?: string; la?: string } | null };

async function saint(slug: string): Promise<Saint> {
  const res = await d!.get(`/v1/devotio/saints/${slug}`);
  assert.equal(res.status, 200, `${slug}: ${res.status}`);
  return (await res.json()) as Saint;
}
const ids = (s: Saint) => s.martyrology.map((m) => m.id).sort();
const text = (s: Saint) => `${s.eulogy?.en ?? ''} ${s.eulogy?.la ?? ''}`;

test('false joins by name are gone', async (t) => {
  if (!needSharedData(t)) return;
  // A eulogy that only mentions the saint: Julian's "cujus præclára gesta sanctus Ephræm Diáconus scripsit".
  assert.doesNotMatch(text(await saint('ephrem')), /Juli/);
  // CRMEDR's English of Pope Eugene I is "Saint Peter": not Peter the Exorcist's entry, Latin name nor eulogy.
  const peter = await saint('peter-the-exorcist');
  assert.ok(!ids(peter).includes('mr:0602-eugenius-i'), ids(peter).join());
  assert.notEqual(peter.name.la, 'Sanctus Eugenius I');
  assert.doesNotMatch(text(peter), /Eug[ée]ni/);
  assert.match(peter.eulogy?.en ?? '', /Marcellinus the priest, and Peter the Exorcist/);
  assert.deepEqual(ids(await saint('peter-eugenius-i')), ['mr:0602-eugenius-i']);
  // CRMEDR's English of Lazarus's entry is "Saint Martha": it is Lazarus's, and Martha's eulogy is not his.
  assert.deepEqual(ids(await saint('martha')), ['mr:0729-martha']);
  const lazarus = await saint('lazarus');
  assert.deepEqual(ids(lazarus), ['mr:0729-lazarus']);
  assert.doesNotMatch(text(lazarus), /Martha/);
  // Eulogies of others, that name them only in a relative clause or in an ordinary word ("ab Angelis", "cláruit").
  for (const [slug, other] of [['angelo', /Germ/], ['contardus', /Labre/], ['convoyon', /Sime/], ['clarus-10-10', /Cerb/]] as const) {
    assert.doesNotMatch(text(await saint(slug)), other, slug);
  }
  // The Martyrology names a saint once a day: other Johns, Gregories, Bernards of the day are others.
  assert.deepEqual(ids(await saint('john-of-capistrano')), ['mr:1023-ioannes-de-capestrano']);
  assert.deepEqual(ids(await saint('gregory-x')), ['mr:0110-gregorius-x']);
  assert.deepEqual(ids(await saint('bernard')), ['mr:0820-bernardus']);
});

test('true joins sampled with them stay, and a second record of one saint answers 301', async (t) => {
  if (!needSharedData(t)) return;
  const aquinas = await saint('thomas-aquinas');
  assert.equal(aquinas.eulogy?.date, '03-07');
  assert.match(aquinas.eulogy?.en ?? '', /Thomas of Aquino/);
  assert.match((await saint('robert-of-la-chaise-dieu')).eulogy?.en ?? '', /Chaise-Dieu/, 'the Robert of the day whose place the eulogy names');
  assert.match((await saint('domninus-of-fidenza')).eulogy?.la ?? '', /Júliam/);
  assert.match((await saint('mamas')).eulogy?.la ?? '', /Mamántis/, 'a declension the registry does not spell');
  assert.match((await saint('fiacre-08-30')).eulogy?.en ?? '', /Fiacre/, "behind the translator's brackets");
  assert.match((await saint('marcian-07-11')).eulogy?.en ?? '', /martyr Marcian,/, 'Marcian, not Marciana');
  assert.match((await saint('peter-vitalianus')).eulogy?.la ?? '', /Vitaliáni/);
  assert.ok(ids(await saint('margaret-mary-alacoque')).includes('mr:1017-margarita-maria-alacoque'), 'the entry of her day of death');
  // The Latin name joins romcal's Leo IX to his registry entry, whose English is "Saint Peter": one record, not two.
  assert.deepEqual(ids(await saint('leo-ix')), ['mr:0419-leo-ix']);
  const moved = await d!.server.fetch('/v1/devotio/saints/peter-leo-ix', { headers: { 'x-api-key': d!.key }, redirect: 'manual' });
  assert.deepEqual([moved.status, moved.headers.get('location')], [301, '/v1/devotio/saints/leo-ix']);
});

test('the check of every record flags only registry entries of a day of death', async (t) => {
  if (!needSharedData(t)) return;
  const all: Saint[] = [];
  let cursor: string | null = null;
  do {
    const res = await d!.get(`/v1/devotio/saints?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    assert.equal(res.status, 200);
    const page = (await res.json()) as { items: Saint[]; next_cursor: string | null };
    all.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  const flags = auditJoins(all);
  t.diagnostic(`${all.length} records, ${all.filter((s) => s.eulogy).length} with a eulogy, ${flags.length} joins flagged`);
  assert.deepEqual(
    flags.filter((f) => f.rule !== 'entry-off-day'),
    [],
  );
  // Charles Borromeo on 3 November, Peter Claver on 8 September …: the 2004 Martyrology keeps their day of death;
  // so it does for the 7 saints of a calendar whose registry record joined them by full name or id
  // (join-registry-twins.ts): Sixtus II on 6 August, John XXIII on 3 June, Damien de Veuster on 15 April …; and
  // for the 5 whose second entry follows by its Latin subject of two words (merge-crmedr.ts): Sharbel Makhlūf on
  // 24 December, Pius V on 1 May, Pius X on 20 August, Thérèse of Lisieux on 30 September, Paul of the Cross on 18
  // October; and for 3 the table of same persons joined (same-person-entries.ts): Peter Chrysologus on 31 July, John
  // Chrysostom on 14 September, Paul Miki and companions on 5 February.
  assert.ok(flags.length <= 23, flags.map((f) => `${f.slug} ${f.join}`).join('\n'));
  assert.ok(all.filter((s) => s.eulogy).length >= 1550);
});
