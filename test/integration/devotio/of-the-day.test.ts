import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type DevotioServer, needSharedData, useDevotio } from './devotio-server.js';

let d: DevotioServer | undefined;
useDevotio((server) => (d = server));

interface OfTheDay {
  date: string;
  calendar: string;
  weekday: string;
  calendar_source: string;
  season: { key: string } | null;
  celebrations: Array<{ key: string; rank: string; colors: string[]; saints: Array<{ slug: string }> }>;
  martyrology: { date: string; text: { en: { entries: string[] }; la: { entries: string[] } }; registry: Array<{ id: string; slug: string }>; provenance: unknown[] };
}

const day = async (query: string) => {
  const res = await d!.get(`/v1/devotio/saints/of-the-day?${query}`);
  assert.equal(res.status, 200, await res.clone().text());
  return (await res.json()) as OfTheDay;
};

test('28 January 2026: Thomas Aquinas from Tempus, with the martyrology of the day (devotio:of-the-day:from-tempus)', async (t) => {
  if (!needSharedData(t)) return;
  const body = await day('date=2026-01-28');
  assert.equal(body.calendar_source, 'tempus');
  const first = body.celebrations[0]!;
  assert.equal(first.key, 'thomas_aquinas_priest');
  assert.deepEqual(first.saints.map((s) => s.slug), ['thomas-aquinas']);
  assert.equal(body.martyrology.date, '01-28');
  assert.ok(body.martyrology.text.en.entries.length > 3);
  assert.ok(body.martyrology.text.la.entries.length > 3);
  assert.ok(body.martyrology.registry.some((r) => r.slug === 'thomas-aquinas'));
  assert.ok(body.martyrology.provenance.length > 0);
});

test('a Sunday: 28 January 2024 is the 4th Sunday in Ordinary Time, the saint yields', async (t) => {
  if (!needSharedData(t)) return;
  const body = await day('date=2024-01-28');
  assert.equal(body.weekday, 'sunday');
  assert.equal(body.celebrations[0]!.rank, 'sunday');
  assert.equal(body.celebrations[0]!.saints.length, 0);
  assert.ok(body.martyrology.registry.some((r) => r.slug === 'thomas-aquinas'), 'the martyrology still lists him');
});

test('a solemnity: Saint Joseph on 19 March 2026', async (t) => {
  if (!needSharedData(t)) return;
  const body = await day('date=2026-03-19');
  const first = body.celebrations[0]!;
  assert.equal(first.rank, 'solemnity');
  assert.ok(first.saints.some((s) => s.slug.startsWith('joseph')), JSON.stringify(first));
});

test('other dates: a martyr in red, and the United States calendar', async (t) => {
  if (!needSharedData(t)) return;
  const agnes = await day('date=2026-01-21');
  assert.deepEqual(agnes.celebrations[0]!.colors, ['red']);
  assert.ok(agnes.celebrations[0]!.saints.some((s) => s.slug.startsWith('agnes')));
  // The United States keeps the Epiphany on the Sunday between 2 and 8 January (USCCB): Sunday 4 January 2026;
  // the General Roman Calendar has the Second Sunday after Christmas that day.
  const epiphany = await day('date=2026-01-04&calendar=united-states');
  assert.equal(epiphany.weekday, 'sunday');
  assert.equal(epiphany.celebrations[0]!.key, 'epiphany_of_the_lord');
  assert.equal(epiphany.celebrations[0]!.rank, 'solemnity');
  const general = await day('date=2026-01-04');
  assert.notEqual(general.celebrations[0]!.key, 'epiphany_of_the_lord');
  const seton2 = await day('date=2027-01-04&calendar=united-states');
  assert.ok(seton2.celebrations.some((c) => c.saints.some((s) => s.slug.includes('seton'))), JSON.stringify(seton2.celebrations));
});

test('bad dates and calendars are 400', async (t) => {
  if (!needSharedData(t)) return;
  for (const q of ['date=2026-02-30', 'date=28-01-2026', 'date=1200-01-01', 'calendar=Mars!']) {
    const res = await d!.get(`/v1/devotio/saints/of-the-day?${q}`);
    assert.equal(res.status, 400, q);
  }
  const unknown = await d!.get('/v1/devotio/saints/of-the-day?date=2026-01-28&calendar=atlantis');
  assert.equal(unknown.status, 400);
});

test('a calendar id in another case is the same calendar, answered with its canonical id', async (t) => {
  if (!needSharedData(t)) return;
  const upper = await day('date=2026-01-04&calendar=UNITED-States');
  assert.equal(upper.calendar, 'united-states');
  assert.equal(upper.celebrations[0]!.key, 'epiphany_of_the_lord');
});

// Regression: Devotio answered 2026-02-30 and a feast of 02-30 with validation_failed while Tempus answers
// impossible_date for the same mistake (docs/errors.md); both engines now give Tempus's codes.
test('an impossible or malformed date or feast is impossible_date as in Tempus, an old year year_out_of_range', async (t) => {
  if (!needSharedData(t)) return;
  const cases: Array<[path: string, code: string, field: string]> = [
    ['/v1/ordo/days/2026-02-30', 'impossible_date', 'path.date'],
    ['/v1/devotio/saints/of-the-day?date=2026-02-30', 'impossible_date', 'query.date'],
    ['/v1/devotio/saints/of-the-day?date=28-01-2026', 'impossible_date', 'query.date'],
    ['/v1/devotio/rosary?date=2026-02-30', 'impossible_date', 'query.date'],
    ['/v1/devotio/rosary?date=2026-1-28', 'impossible_date', 'query.date'],
    ['/v1/devotio/saints?feast=02-30', 'impossible_date', 'query.feast'],
    ['/v1/devotio/saints?feast=13-01', 'impossible_date', 'query.feast'],
    ['/v1/devotio/saints?feast=1-28', 'impossible_date', 'query.feast'],
    ['/v1/ordo/days/1200-01-01', 'year_out_of_range', 'path.date'],
    ['/v1/devotio/saints/of-the-day?date=1200-01-01', 'year_out_of_range', 'query.date'],
  ];
  for (const [path, code, field] of cases) {
    const res = await d!.get(path);
    const body = (await res.json()) as { code?: string; parameter?: string; errors?: Array<{ field: string }> };
    assert.equal(res.status, 400, `${path}: ${JSON.stringify(body)}`);
    assert.equal(body.code, code, path);
    assert.equal(body.parameter, field, path);
    assert.equal(body.errors?.[0]?.field, field, path);
  }
  // A leap-day feast is a day of the year.
  assert.equal((await d!.get('/v1/devotio/saints?feast=02-29')).status, 200);
});

test('Tempus problems name the query fields; locales are case-insensitive', async (t) => {
  if (!needSharedData(t)) return;
  const res = await d!.get('/v1/devotio/saints/of-the-day?date=2026-01-28&locale=xx-YY');
  assert.equal(res.status, 400);
  const body = (await res.json()) as { parameter?: string; errors?: Array<{ field: string }> };
  assert.equal(body.parameter, 'query.locale');
  assert.equal(body.errors?.[0]?.field, 'query.locale');
  const old = await d!.get('/v1/devotio/saints/of-the-day?date=1900-01-01');
  assert.equal(old.status, 400);
  assert.equal(((await old.json()) as { parameter?: string }).parameter, 'query.date');
  const pt = await day('date=2026-01-28&locale=pt-BR');
  assert.equal(pt.celebrations[0]!.key, 'thomas_aquinas_priest');
});

// Regression (audit): 29 February 2024 gave the empty page of the added day (no eulogy) and 25 February the text
// of 24 February's Roman name; in a leap year the 1960 texts of 24-28 February are read one day later.
test('a leap year: the 1960 text of 25-29 February is the page one day earlier, the registry stays on the day', async (t) => {
  if (!needSharedData(t)) return;
  const leap = await day('date=2024-02-29');
  const common = await day('date=2025-02-28');
  assert.equal(leap.martyrology.date, '02-29');
  assert.equal((leap.martyrology as { text_day?: string }).text_day, '02-28');
  assert.deepEqual(leap.martyrology.text.la.entries, common.martyrology.text.la.entries, 'Pridie Kalendas Martii');
  assert.ok(leap.martyrology.registry.some((r) => r.id === 'mr:0229-antonia-de-florentia'), 'the 2004 page of 29 February');
  const matthias = await day('date=2024-02-25');
  assert.match(matthias.martyrology.text.la.entries[0]!, /Matthíæ/);
  const added = await day('date=2024-02-24');
  assert.equal(added.martyrology.text.la.entries.length, 0, 'the added day has no eulogy of its own');
  assert.match((await day('date=2025-02-24')).martyrology.text.la.entries[0]!, /Matthíæ/, 'a common year is unchanged');
});
