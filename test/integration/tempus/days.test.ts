import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createApiKey } from '../../helpers/identity.js';
import { type TestServer, startServer } from '../../helpers/server.js';

// Response bodies are checked field by field; their schema is checked by the operation's output schema in tests.
// biome-ignore lint/suspicious/noExplicitAny: JSON bodies under test
const json = async (res: Response | Promise<Response>): Promise<any> => (await res).json();

describe('tempus over HTTP: days, today, years, calendars', () => {
  let server: TestServer;
  let key: string;
  const get = (path: string, headers: Record<string, string> = {}) =>
    server.fetch(path, { headers: { 'x-api-key': key, ...headers } });

  before(async () => {
    server = await startServer();
    key = await createApiKey(server, 'tempus-user');
  });
  after(() => server.close());

  test('GET /v1/ordo/days/{date}: the Immaculate Conception transferred to Monday 9 December 2024 (tempus:days:transfer)', async () => {
    const res = await get('/v1/ordo/days/2024-12-09');
    assert.equal(res.status, 200);
    const day = await json(res);
    assert.equal(day.celebrations[0].key, 'immaculate_conception_of_the_blessed_virgin_mary');
    assert.equal(day.season.key, 'advent');
    assert.equal(day.sunday_cycle, 'C');
    assert.equal(day.weekday_cycle, 'I');
    assert.match(res.headers.get('cache-control') ?? '', /max-age=2592000/);
    assert.ok(res.headers.get('x-ratelimit-limit'));
  });

  test("romcal's slips in names are corrected (romcal-name-slips.ts, shared with Devotio): Teresa Benedicta of the Cross, 9 August", async () => {
    const day = await json(get('/v1/ordo/days/2025-08-09'));
    const names = day.celebrations.map((c: { name: string }) => c.name);
    assert.ok(names.includes('Saint Teresa Benedicta of the Cross, Virgin and Martyr'), names.join(' | '));
  });

  test('days, today, years and calendars carry their sources and licences, as every record does (tempus:provenance)', async () => {
    for (const path of ['/v1/ordo/days/2025-01-28', '/v1/tempus/today', '/v1/ordo/years/2025?month=1', '/v1/ordo/calendars']) {
      const res = await get(path);
      assert.equal(res.status, 200, path);
      const body = await json(res);
      const licences = body.provenance?.map((p: { licence: string }) => p.licence);
      assert.deepEqual(licences, ['MIT', 'Apache-2.0'], path);
      for (const p of body.provenance) assert.ok(p.source && p.attribution && p.url, `${path}: ${JSON.stringify(p)}`);
    }
    // Once per answer, not per day: a year's days carry none of their own.
    const year = await json(get('/v1/ordo/years/2025?month=2'));
    assert.ok(year.days.every((d: object) => !('provenance' in d)));
  });

  test('ETag and If-None-Match give 304; the alias /v1/tempus answers the same (tempus:alias:ordo)', async () => {
    const first = await get('/v1/ordo/days/2025-01-28');
    const etag = first.headers.get('etag');
    assert.ok(etag);
    const again = await get('/v1/ordo/days/2025-01-28', { 'if-none-match': etag });
    assert.equal(again.status, 304);
    const alias = await get('/v1/tempus/days/2025-01-28');
    assert.equal(alias.status, 200);
    assert.equal(alias.headers.get('etag'), etag);
  });

  test('locale and calendar options: Latin names, US Ascension on Sunday unless asked', async () => {
    const la = await json(get('/v1/ordo/days/2025-01-28?locale=la'));
    assert.match(la.celebrations[0].name, /Thomæ de Aquino/);
    const us = await json(get('/v1/ordo/days/2026-05-17?calendar=united-states'));
    assert.equal(us.celebrations[0].key, 'ascension_of_the_lord');
    const usDefault = await json(get('/v1/ordo/days/2026-05-14?calendar=united-states'));
    assert.notEqual(usDefault.celebrations[0].key, 'ascension_of_the_lord');
    const usThursday = await json(get('/v1/ordo/days/2026-05-14?calendar=united-states&ascension_on_sunday=false'));
    assert.equal(usThursday.celebrations[0].key, 'ascension_of_the_lord');
  });

  test('observances: the US day of prayer of 22 January is listed beside the weekday, with no rank; other days and calendars have none', async () => {
    const us = await json(get('/v1/ordo/days/2024-01-22?calendar=united-states'));
    assert.equal(us.celebrations[0].key, 'ordinary_time_3_monday');
    assert.deepEqual(us.observances, [
      {
        key: 'day_of_prayer_for_the_legal_protection_of_unborn_children',
        name: 'Day of Prayer for the Legal Protection of Unborn Children',
        kind: 'day_of_prayer',
        colors: ['white', 'violet'],
        calendar: 'united-states',
      },
    ]);
    assert.deepEqual((await json(get('/v1/ordo/days/2024-01-22'))).observances, []);
    assert.deepEqual((await json(get('/v1/ordo/days/2024-01-23?calendar=united-states'))).observances, []);
    // Canada: Remembrance Day beside Saint Martin's memorial, named in French in French.
    const canada = await json(get('/v1/ordo/days/2026-11-11?calendar=canada&locale=fr'));
    assert.equal(canada.celebrations[0].key, 'martin_of_tours_bishop');
    assert.deepEqual(canada.observances.map((o: { key: string; kind: string; calendar: string }) => [o.key, o.kind, o.calendar]), [['remembrance_day', 'day_of_prayer', 'canada']]);
    assert.match(canada.observances[0].name, /^Jour du Souvenir/);
  });

  test('bad input: 400 problems naming the parameter and the allowed values (tempus:bad-input:names-parameter)', async () => {
    const cases: Array<[string, string, string]> = [
      ['/v1/ordo/days/2026-02-30', 'impossible_date', 'date'],
      ['/v1/ordo/days/1900-01-01', 'year_out_of_range', 'date'],
      ['/v1/ordo/days/2026-01-01?calendar=mars', 'unknown_calendar', 'calendar'],
      ['/v1/ordo/days/2026-01-01?locale=xx', 'unknown_locale', 'locale'],
      ['/v1/ordo/today?tz=Mars/Olympus', 'unknown_time_zone', 'tz'],
      ['/v1/ordo/years/10000', 'year_out_of_range', 'year'],
      ['/v1/ordo/years/1969.ics', 'year_out_of_range', 'year'],
      ['/v1/ordo/days/2026-01-01/readings?translation=kjv', 'unknown_readings_translation', 'translation'],
    ];
    for (const [path, code, parameter] of cases) {
      const res = await get(path);
      assert.equal(res.status, 400, path);
      assert.match(res.headers.get('content-type') ?? '', /application\/problem\+json/);
      const body = await json(res);
      assert.equal(body.code, code, path);
      assert.ok(String(body.parameter).endsWith(parameter), `${path}: parameter ${body.parameter}`);
      // `parameter` names the field as `errors` does (docs/errors.md: `query.tz`, `path.date`), for every code.
      assert.equal(body.parameter, body.errors[0].field, `${path}: parameter is the field's full name`);
      assert.ok(body.allowed, `${path}: allowed values`);
    }
    const flag = await get('/v1/ordo/days/2026-01-01?epiphany_on_sunday=maybe');
    assert.equal(flag.status, 400);
  });

  test('a calendar id in another case is that calendar, answered with its canonical id', async () => {
    const res = await get('/v1/ordo/days/2026-12-12?calendar=UNITED-STATES');
    assert.equal(res.status, 200);
    assert.equal((await json(res)).calendar, 'united-states');
    const year = await json(get('/v1/ordo/years/2026?calendar=England&month=1'));
    assert.equal(year.calendar, 'england');
    const ics = await get('/v1/ordo/years/2026.ics?calendar=CANADA');
    assert.equal(ics.status, 200);
    assert.match(ics.headers.get('content-disposition') ?? '', /filename="canada-2026\.ics"/);
    assert.match(await ics.text(), /UID:2026-01-01-mary_mother_of_god-canada@/);
  });

  test('a celebration names general-roman or the calendar asked for (not romcal\'s ProperOfTime, americas, europe)', async () => {
    // Easter (Proper of Time), Guadalupe (romcal: americas), Catherine of Siena as patroness of Europe (romcal: europe).
    for (const [path, calendar] of [
      ['/v1/ordo/days/2026-04-05?calendar=united-states', 'general-roman'],
      ['/v1/ordo/days/2026-12-12?calendar=united-states', 'united-states'],
      ['/v1/ordo/days/2026-04-29?calendar=netherlands', 'netherlands'],
    ]) {
      assert.equal((await json(get(path!))).celebrations[0].calendar, calendar, path);
    }
  });

  test('a year or date written otherwise than its one form is a 400 saying the form (no leading zeros, YYYY-MM-DD)', async () => {
    for (const path of ['/v1/ordo/years/02026', '/v1/ordo/years/02026.ics', '/v1/ordo/years/0999?month=1', '/v1/ordo/years/+2026']) {
      const res = await get(path);
      assert.equal(res.status, 400, path);
      const body = await json(res);
      assert.equal(body.code, 'validation_failed', path);
      assert.deepEqual(body.errors, [{ field: 'path.year', message: 'year must be written in digits without leading zeros, such as 2026' }], path);
    }
    for (const path of ['/v1/ordo/days/02026-01-01', '/v1/ordo/days/02026-01-01/readings', '/v1/ordo/days/2026-1-01']) {
      const res = await get(path);
      assert.equal(res.status, 400, path);
      assert.equal((await json(res)).code, 'impossible_date', path);
    }
  });

  test('a malformed flag is a 400 that says a flag takes true or false, not "Invalid input"', async () => {
    for (const [path, field, got] of [
      ['/v1/ordo/days/2026-01-01?epiphany_on_sunday=yes', 'query.epiphany_on_sunday', '"yes"'],
      ['/v1/ordo/days/2026-01-01/readings?corpus_christi_on_sunday=1', 'query.corpus_christi_on_sunday', '"1"'],
      ['/v1/ordo/years/2026?liturgical=TRUE', 'query.liturgical', '"TRUE"'],
    ]) {
      const res = await get(path!);
      assert.equal(res.status, 400, path);
      const body = await json(res);
      assert.equal(body.code, 'validation_failed', path);
      assert.deepEqual(body.errors, [{ field, message: `expected true or false (got ${got})` }], path);
    }
  });

  test('a month outside 1-12, or not a number, is a 400 that says what a month is', async () => {
    for (const month of ['13', '0', 'march', '2.5', '']) {
      const res = await get(`/v1/ordo/years/2026?month=${month}`);
      assert.equal(res.status, 400, month);
      const body = await json(res);
      assert.equal(body.errors.length, 1, month);
      assert.equal(body.errors[0].field, 'query.month', month);
      // Out of range: what a month is; not digits: the platform's plain-number message, with the same range.
      assert.match(body.errors[0].message, /^(expected a month from 1 to 12 \(month=3 is March\)|must be a whole number in decimal digits, from 1 to 12 \(got .*\))$/, month);
    }
  });

  test('no API key: 401', async () => {
    const res = await server.fetch('/v1/ordo/days/2026-01-01');
    assert.equal(res.status, 401);
  });

  test('today in a time zone', async () => {
    const res = await get('/v1/ordo/today?tz=Pacific/Kiritimati');
    assert.equal(res.status, 200);
    const day = await json(res);
    const expected = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
    assert.equal(day.date, expected);
    assert.equal(day.time_zone, 'Pacific/Kiritimati');
  });

  test('years/{year}: 365 civil days, or the liturgical year from Advent I', async () => {
    const civil = await json(get('/v1/ordo/years/2025'));
    assert.equal(civil.days.length, 365);
    assert.equal(civil.days[0].date, '2025-01-01');
    const lit = await json(get('/v1/ordo/years/2025?liturgical=true'));
    assert.equal(lit.days[0].date, '2024-12-01');
    assert.equal(lit.days[0].celebrations[0].key, 'advent_1_sunday');
    assert.equal(lit.days.at(-1).date, '2025-11-29');
  });

  test('calendars lists locales and each calendar its own transfer defaults', async () => {
    const body = await json(get('/v1/ordo/calendars'));
    const general = body.calendars.find((c: { id: string }) => c.id === 'general-roman');
    const us = body.calendars.find((c: { id: string }) => c.id === 'united-states');
    assert.ok(general.locales.includes('la'));
    assert.equal(general.defaults.ascension_on_sunday, false);
    assert.equal(us.defaults.ascension_on_sunday, true);
    // Lumen's sourced corrections of the engine's defaults carry their source.
    const italy = body.calendars.find((c: { id: string }) => c.id === 'italy');
    assert.deepEqual(italy.defaults, { epiphany_on_sunday: false, ascension_on_sunday: true, corpus_christi_on_sunday: true });
    assert.match(italy.defaults_source, /CEI/);
    const england = body.calendars.find((c: { id: string }) => c.id === 'england');
    assert.equal(england.epiphany_rule, 'sunday_if_saturday_or_monday');
    assert.equal(england.defaults.corpus_christi_on_sunday, true);
    assert.equal(general.defaults_source, undefined);
  });

  test('England and Wales: the year reports the Epiphany rule in force that year', async () => {
    const y2025 = await json(get('/v1/ordo/years/2025?calendar=england'));
    assert.equal(y2025.options.epiphany_on_sunday, true, '6 January 2025 is a Monday');
    assert.equal(y2025.days.find((d: { date: string }) => d.date === '2025-01-05').celebrations[0].key, 'epiphany_of_the_lord');
    const y2026 = await json(get('/v1/ordo/years/2026?calendar=england'));
    assert.equal(y2026.options.epiphany_on_sunday, false, '6 January 2026 is a Tuesday');
    const forced = await json(get('/v1/ordo/days/2025-01-06?calendar=england&epiphany_on_sunday=false'));
    assert.equal(forced.celebrations[0].key, 'epiphany_of_the_lord', 'an explicit flag wins over the rule');
  });

  test('a celebration of the General Calendar that a national calendar inscribes again keeps its higher place in the Table (GNLY 59)', async () => {
    // Saint Joseph is a solemnity of the General Calendar (3) and Canada's principal patron (4a); the Immaculate
    // Conception likewise in the United States; Saint Andrew a feast of the General Calendar (7) in England.
    const cases: Array<[string, string, string, number]> = [
      ['2025-03-19', 'canada', 'joseph_spouse_of_mary', 3],
      ['2024-12-09', 'united-states', 'immaculate_conception_of_the_blessed_virgin_mary', 3],
      ['2026-11-30', 'england', 'andrew_apostle', 7],
      ['2026-07-22', 'italy', 'mary_magdalene', 7],
      ['2026-06-05', 'england', 'boniface_of_mainz_bishop', 10],
    ];
    for (const [date, calendar, key, precedence] of cases) {
      const head = (await json(get(`/v1/ordo/days/${date}?calendar=${calendar}`))).celebrations[0];
      assert.equal(head.key, key, `${calendar} ${date}`);
      assert.equal(head.precedence, precedence, `${key} in ${calendar}`);
    }
    // A national feast of a General Calendar memorial is the proper calendar's (8), not the memorial's 10.
    assert.equal((await json(get('/v1/ordo/days/2025-10-04?calendar=italy'))).celebrations[0].precedence, 8);
  });

  test('a note that omits several celebrations parts their names by semicolons, with a plural verb', async () => {
    // Saint George, impeded by the Third Sunday of Easter on 23 April 2023, takes Monday 24 April from two memorials.
    const day = await json(get('/v1/ordo/days/2023-04-24?calendar=england'));
    assert.equal(day.celebrations[0].key, 'george_of_lydda_martyr');
    assert.match(day.notes.join(' '), /Saint Adalbert, Bishop and Martyr; Saint Fidelis of Sigmaringen, Priest and Martyr are omitted\./);
    const one = await json(get('/v1/ordo/days/2024-03-18?calendar=australia'));
    assert.match(one.notes.join(' '), /Saint Cyril of Jerusalem, Bishop and Doctor of the Church is omitted\./);
  });

  test('every tempus operation appears in OpenAPI', async () => {
    const doc = await json(server.fetch('/openapi.json'));
    for (const path of ['/v1/ordo/today', '/v1/ordo/days/{date}', '/v1/ordo/years/{year}', '/v1/ordo/years/{year}.ics', '/v1/ordo/calendars']) {
      assert.ok(doc.paths[path]?.get, `${path} in OpenAPI`);
    }
  });
});
