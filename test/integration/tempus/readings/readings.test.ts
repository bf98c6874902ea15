import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { createApiKey } from '../../../helpers/identity.js';
import { connect, mcp } from '../../oauth/oauth-driver.js';
import { sdkClientOf } from '../../mcp/sdk-client.js';
import { type TestServer, startServer } from '../../../helpers/server.js';
import { importReadingsData, needLectionarySources } from './readings-data.js';

interface Option { citation: string | null; citation_vulgate: string | null; osis: string | null; title?: string; text?: { drb?: Array<{ osis: string; text: string | null }>; vulgate?: Array<{ osis: string; text: string | null }> } }
interface Reading extends Option { role: string; position?: number; short_form?: Option; alternatives: Option[]; source: string; common?: string; subtype?: number }
interface Day { date: string; celebration: { key: string }; masses: Array<{ id: string; readings: Reading[] }>; choices: Array<{ celebration: { key: string }; kind: string; common?: string; readings: Reading[] }>; notes: string[]; provenance: Array<{ source: string; licence: string }>; time_zone?: string }

const facts = JSON.parse(readFileSync(new URL('./readings-facts.json', import.meta.url), 'utf8'));
let server: TestServer | undefined;
let key: string;
let dataDir: string | undefined;
const cache = new Map<string, Day>();

before(async () => {
  dataDir = await importReadingsData();
  // The MCP tests below walk a year of readings through the tools: more calls than a user's default budget.
  server = await startServer({ env: { LUMEN_DATA_DIR: dataDir, MCP_RATE_LIMIT_MAX: '20000' } });
  key = await createApiKey(server, 'readings-tester');
});
after(async () => {
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => server!.fetch(path, { headers: { 'x-api-key': key, ...headers } });

async function day(date: string, calendar?: string): Promise<Day> {
  const path = `/v1/ordo/days/${date}/readings?translation=none${calendar ? `&calendar=${calendar}` : ''}`;
  if (!cache.has(path)) {
    const res = await get(path);
    assert.equal(res.status, 200, `${path}: ${await res.clone().text()}`);
    cache.set(path, (await res.json()) as Day);
  }
  return cache.get(path)!;
}

const field = (f: { citation?: string; citation_vulgate?: string }) => (f.citation_vulgate ? 'citation_vulgate' : 'citation');

describe('facts as data (readings-facts.json) (readings:facts:as-data)', () => {
  for (const f of facts.masses) {
    test(`${f.date}: Masses ${f.masses.join(', ') || 'none'} (${f.source})`, async (t) => {
      if (!needLectionarySources(t)) return;
      assert.deepEqual((await day(f.date)).masses.map((m) => m.id), f.masses);
    });
  }
  for (const f of facts.readings) {
    test(`${f.date} ${f.mass} ${f.role}${f.position ? ` ${f.position}` : ''}: ${f.citation ?? f.citation_vulgate ?? f.title} (${f.source})`, async (t) => {
      if (!needLectionarySources(t)) return;
      const mass = (await day(f.date, f.calendar)).masses.find((m) => m.id === f.mass);
      assert.ok(mass, `no Mass ${f.mass}`);
      const r = mass.readings.find((x) => x.role === f.role && (f.position === undefined || x.position === f.position));
      assert.ok(r, `no ${f.role} in ${JSON.stringify(mass.readings.map((x) => x.role))}`);
      if (f.title) assert.equal(r.title, f.title);
      else assert.equal(r[field(f) as 'citation'], f.citation ?? f.citation_vulgate);
      if (f.short) assert.equal(r.short_form?.citation, f.short);
      if (f.alternative) assert.ok(r.alternatives.some((a) => a.citation === f.alternative), `alternatives: ${r.alternatives.map((a) => a.citation)}`);
    });
  }
  for (const f of facts.choices) {
    test(`${f.date} ${f.celebration} ${f.kind}${f.common ? ` ${f.common}` : ''} ${f.role}: ${f.citation} (${f.source})`, async (t) => {
      if (!needLectionarySources(t)) return;
      const c = (await day(f.date)).choices.find((x) => x.celebration.key === f.celebration && x.kind === f.kind && (f.common === undefined || x.common === f.common));
      assert.ok(c, 'no such choice');
      assert.equal(c.readings.find((r) => r.role === f.role)?.citation, f.citation);
    });
  }
  for (const f of facts.commemorations) {
    test(`${f.date}: ${f.celebration} is only commemorated, no readings of its own are offered (${f.source})`, async (t) => {
      if (!needLectionarySources(t)) return;
      const d = await day(f.date);
      assert.deepEqual(d.choices, []);
      assert.ok(d.notes.some((n) => n.includes(f.celebration) && n.includes('GIRM 355a')), d.notes.join(' | '));
    });
  }
});

describe('texts, provenance and the HTTP contract', () => {
  test('Douay-Rheims and Vulgate texts of the psalm in the Vulgate numbering, every record with its source and licence', async (t) => {
    if (!needLectionarySources(t)) return;
    const res = await get('/v1/tempus/days/2026-02-18/readings?translation=drb,vulgate');
    assert.equal(res.status, 200);
    assert.ok(res.headers.get('etag'));
    assert.ok(res.headers.get('x-ratelimit-remaining'));
    const body = (await res.json()) as Day;
    const psalm = body.masses[0]!.readings.find((r) => r.role === 'psalm')!;
    assert.equal(psalm.text?.drb?.[0]?.osis, 'Ps.50.3');
    assert.match(psalm.text!.drb![0]!.text!, /Have mercy on me, O God/);
    assert.match(psalm.text!.vulgate![0]!.text!, /Miserere mei, Deus/);
    const sources = body.provenance.map((p) => `${p.source} (${p.licence})`).join('; ');
    assert.match(sources, /Ordo Lectionum Missae/);
    assert.match(sources, /Douay-Rheims.*public domain/);
    assert.match(sources, /Vulgat.*public domain/);
  });

  test('a verse split between two strophes of a psalm is read once (Ps 28:2, 7-8a, 8b-9 read verse 8 twice)', async (t) => {
    if (!needLectionarySources(t)) return;
    const res = await get('/v1/ordo/days/2025-09-15/readings?translation=drb,vulgate');
    assert.equal(res.status, 200);
    const psalm = ((await res.json()) as Day).masses[0]!.readings.find((r) => r.role === 'psalm')!;
    assert.equal(psalm.citation, 'Ps 28:2, 7-8a, 8b-9');
    for (const translation of ['drb', 'vulgate'] as const) {
      const verses = psalm.text![translation]!.map((v) => v.osis);
      assert.deepEqual(verses, ['Ps.27.2', 'Ps.27.7', 'Ps.27.8', 'Ps.27.9'], translation);
    }
  });

  test('a feast has two readings: a national feast takes no second reading from the Common, a solemnity does (GIRM 357)', async (t) => {
    if (!needLectionarySources(t)) return;
    const roles = async (date: string, calendar: string) => (await day(date, calendar)).masses.find((m) => m.id === 'day')!.readings.map((r) => r.role);
    for (const [date, calendar] of [['2025-12-12', 'united-states'], ['2025-10-04', 'italy'], ['2025-07-11', 'france'], ['2025-09-26', 'canada']] as const) {
      const r = await roles(date, calendar);
      assert.ok(!r.includes('second_reading'), `${date} ${calendar}: ${r.join(', ')}`);
      assert.ok(r.includes('first_reading') && r.includes('gospel'), `${date} ${calendar}: ${r.join(', ')}`);
    }
    // Saint George, a solemnity in England (a memorial in the General Calendar): the third reading from the Common.
    assert.ok((await roles('2026-04-23', 'england')).includes('second_reading'));
    const george = (await day('2026-04-23', 'england')).masses[0]!.readings;
    assert.deepEqual(george.filter((r) => r.common).map((r) => `${r.role} ${r.common}`), ['second_reading _Martyr']);
  });

  // GIRM 357; OLM 70: a feast or solemnity without readings of its own takes them from a Common; a solemnity has three, a feast two.
  const FROM_COMMON = [
    { date: '2025-05-24', calendar: 'australia', key: 'our_lady_help_of_christians', common: '_Mary', name: 'the Common of the Blessed Virgin Mary', readings: 3 },
    { date: '2025-08-08', calendar: 'australia', key: 'mary_of_the_cross_mackillop_virgin', common: '_Virgin', name: 'the Common of Virgins', readings: 3 },
    { date: '2025-11-07', calendar: 'netherlands', key: 'willibrord_of_utrecht_bishop', common: '_Pastor', subtype: 6, name: 'the Common of Pastors, for missionaries', readings: 3 },
    { date: '2025-10-09', calendar: 'england', key: 'john_henry_newman_priest', common: '_Pastor', name: 'the Common of Pastors', readings: 2 },
    { date: '2025-03-01', calendar: 'england', key: 'david_of_wales_bishop', common: '_Pastor', name: 'the Common of Pastors', readings: 2 },
  ];
  for (const c of FROM_COMMON) {
    test(`${c.key} (${c.calendar}, ${c.date}): ${c.readings} readings from ${c.name}, with their texts (regression: the weekday's were read)`, async (t) => {
      if (!needLectionarySources(t)) return;
      const res = await get(`/v1/ordo/days/${c.date}/readings?calendar=${c.calendar}&translation=drb`);
      assert.equal(res.status, 200);
      const body = (await res.json()) as Day;
      assert.equal(body.celebration.key, c.key);
      assert.deepEqual(body.masses.map((m) => m.id), ['day']);
      const readings = body.masses[0]!.readings;
      const roles = readings.map((r) => r.role);
      assert.equal(roles.filter((r) => r === 'first_reading' || r === 'second_reading' || r === 'gospel').length, c.readings, roles.join(', '));
      assert.ok(roles.includes('psalm') && roles.includes('gospel'), roles.join(', '));
      for (const r of readings) {
        assert.equal(r.common, c.common, `${r.role} ${r.citation}`);
        assert.equal(r.subtype, c.subtype, `${r.role} ${r.citation}`);
        if (r.osis) assert.ok(r.text?.drb?.length && r.text.drb.every((v) => v.text), `${r.role} ${r.citation}: no text`);
      }
      assert.ok(body.notes.some((n) => n.includes(`taken from ${c.name} (`)), body.notes.join(' | '));
      assert.ok(!body.notes.some((n) => n.includes('the Mass takes the readings of the day')), body.notes.join(' | '));
    });
  }

  // A national feast of the Lord: no Common of the Lectionary is for one, and the table lacks its proper readings.
  test('Our Lord Jesus Christ, the Eternal High Priest (England, Australia, the Netherlands): the weekday\'s readings, with a note saying why', async (t) => {
    if (!needLectionarySources(t)) return;
    for (const calendar of ['england', 'australia', 'netherlands']) {
      const d = await day('2026-05-28', calendar);
      assert.equal(d.celebration.key, 'our_lord_jesus_christ_the_eternal_high_priest', calendar);
      assert.deepEqual(d.masses[0]!.readings.map((r) => r.citation), (await day('2026-05-28')).masses[0]!.readings.map((r) => r.citation), calendar);
      assert.ok(d.masses[0]!.readings.every((r) => r.common === undefined), calendar);
      assert.ok(
        d.notes.some((n) => n.startsWith('Our Lord Jesus Christ, the Eternal High Priest: its proper readings') && n.includes('no Common')),
        `${calendar}: ${d.notes.join(' | ')}`,
      );
    }
    assert.deepEqual((await day('2026-05-28')).notes, []);
  });

  test('a feast with proper readings is unchanged in a national calendar: Saint Luke (England, 18 October 2025)', async (t) => {
    if (!needLectionarySources(t)) return;
    const [england, general] = [await day('2025-10-18', 'england'), await day('2025-10-18')];
    assert.equal(england.celebration.key, 'luke_evangelist');
    assert.deepEqual(england.masses, general.masses);
    const readings = england.masses[0]!.readings;
    assert.deepEqual(readings.map((r) => `${r.role} ${r.citation}`), ['first_reading 2 Tm 4:9-17', 'psalm Ps 145:10-11, 12-13ab, 17-18', 'acclamation Jn 15:16', 'gospel Lk 10:1-9']);
    assert.ok(readings.every((r) => r.common === undefined));
    assert.deepEqual(england.notes, []);
  });

  test('no choice is offered empty: the Holy Name (3 January) points to a votive Mass the table does not hold', async (t) => {
    if (!needLectionarySources(t)) return;
    const d = await day('2026-01-03');
    assert.ok(d.choices.every((c) => c.readings.length > 0), JSON.stringify(d.choices.map((c) => c.common)));
    assert.ok(d.notes.some((n) => n.startsWith('The Most Holy Name of Jesus')), d.notes.join(' | '));
  });

  test('Trinity A reads 2 Cor 13:11-13 with the grace: the Douay-Rheims text ends with it (regression: the table read as RSV left it out)', async (t) => {
    if (!needLectionarySources(t)) return;
    const res = await get('/v1/ordo/days/2026-05-31/readings?translation=drb');
    assert.equal(res.status, 200);
    const second = ((await res.json()) as Day).masses[0]!.readings.find((r) => r.role === 'second_reading')!;
    assert.equal(second.osis, '2Cor.13.11-2Cor.13.13');
    assert.match(second.text!.drb!.at(-1)!.text!, /^The grace of our Lord Jesus Christ/);
  });

  test('the Douay-Rheims verses served where the numberings part: Advent 1 B without Is 63:19, Ps 126 and Ps 43 from their first words (regressions)', async (t) => {
    if (!needLectionarySources(t)) return;
    const drb = async (date: string, mass: string, pick: (r: Reading) => boolean) => {
      const res = await get(`/v1/ordo/days/${date}/readings?translation=drb`);
      assert.equal(res.status, 200);
      const r = ((await res.json()) as Day).masses.find((m) => m.id === mass)!.readings.find(pick)!;
      return { osis: r.osis, text: new Map(r.text!.drb!.map((v) => [v.osis, v.text ?? ''])) };
    };
    // RSV Is 64:1 is Vulgate 64:1: the Vulgate's 63:19 ("We are become as in the beginning") is not read.
    const advent = await drb('2026-11-29', 'day', (r) => r.role === 'first_reading');
    assert.equal(advent.osis, 'Isa.63.16-Isa.63.17,Isa.64.1,Isa.64.3-Isa.64.8');
    assert.ok(!advent.text.has('Isa.63.19'));
    assert.match(advent.text.get('Isa.64.1')!, /^O that thou wouldst rend the heavens/);
    // Douay Psalm 125 stood one verse off its Latin, its first words lost (Advent 2 C, Ps 126).
    const ps126 = await drb('2027-12-05', 'day', (r) => r.role === 'psalm');
    assert.match(ps126.text.get('Ps.125.1')!, /When the Lord brought back the captivity of Sion/);
    assert.match(ps126.text.get('Ps.125.6')!, /^Going they went and wept.*carrying their sheaves\.$/);
    // Ps 43:3-4 after the Easter Vigil's seventh reading: Vulgate 42:3 "Emitte lucem", 42:4 "Et introibo … in cithara".
    const vigil = await drb('2026-04-05', 'easter_vigil', (r) => r.role === 'psalm' && r.position === 7);
    assert.match(vigil.text.get('Ps.42.3')!, /^Sent forth thy light and thy truth/);
    assert.match(vigil.text.get('Ps.42.4')!, /^And I will go in to the altar of God.*upon the harp/);
  });

  /** A feast kept on a Sunday: the celebration asked for, a second reading, and no note. */
  async function sundayHasThreeReadings(date: string, key: string) {
    const sunday = await day(date);
    assert.equal(sunday.celebration.key, key);
    assert.ok(sunday.masses[0]!.readings.some((r) => r.role === 'second_reading'), date);
    assert.deepEqual(sunday.notes, [], date);
  }

  test('the Holy Family on 30 December (Christmas on a Sunday, 2033) has one reading before the Gospel; on a Sunday, two', async (t) => {
    if (!needLectionarySources(t)) return;
    const d = await day('2033-12-30');
    assert.equal(d.celebration.key, 'holy_family_of_jesus_mary_and_joseph');
    const readings = d.masses[0]!.readings;
    assert.deepEqual(readings.map((r) => r.role), ['first_reading', 'psalm', 'acclamation', 'gospel']);
    assert.equal(readings[0]!.citation, '1 Sm 1:20-22, 24-28');
    assert.deepEqual(readings[0]!.alternatives.map((a) => a.citation), ['Sir 3:2-7, 12-14a', '1 Jn 3:1-2, 21-24', 'Col 3:12-21']);
    assert.ok(d.notes.some((n) => n.includes('only one reading before the Gospel')), d.notes.join(' | '));
    await sundayHasThreeReadings('2027-12-26', 'holy_family_of_jesus_mary_and_joseph');
  });

  test('the Blessed Virgin Mary on Saturday is offered the Common of the Blessed Virgin Mary (regression: "no proper readings")', async (t) => {
    if (!needLectionarySources(t)) return;
    const d = await day('2028-11-25');
    const mary = d.choices.find((c) => c.celebration.key === 'blessed_virgin_mary_on_saturday');
    assert.ok(mary, JSON.stringify(d.choices.map((c) => c.celebration.key)));
    assert.equal(mary.kind, 'common');
    assert.equal(mary.common, '_Mary');
    assert.ok(mary.readings.some((r) => r.role === 'gospel' && r.citation), JSON.stringify(mary.readings));
    assert.ok(!d.notes.some((n) => n.startsWith('The Blessed Virgin Mary on Saturday')), d.notes.join(' | '));
  });

  test('a feast of the Lord on a weekday says that it has two readings (GIRM 357); on a Sunday it has three and no such note', async (t) => {
    if (!needLectionarySources(t)) return;
    for (const date of ['2026-08-06', '2026-09-14', '2027-02-02', '2026-11-09']) {
      const d = await day(date);
      assert.ok(d.notes.some((n) => n.includes('is a feast on a weekday') && n.includes('GIRM 357')), `${date}: ${d.notes.join(' | ')}`);
    }
    await sundayHasThreeReadings('2028-08-06', 'transfiguration_of_the_lord');
  });

  test('the Sixth Sunday of Easter in the United States offers the Seventh Sunday\'s Second Reading and Gospel (the Ascension is kept on that Sunday)', async (t) => {
    if (!needLectionarySources(t)) return;
    const us = await day('2027-05-02', 'united-states');
    const [second, gospel] = ['second_reading', 'gospel'].map((role) => us.masses[0]!.readings.find((r) => r.role === role)!);
    assert.equal(second!.citation, '1 Jn 4:7-10');
    assert.deepEqual(second!.alternatives.map((a) => a.citation), ['1 Jn 4:11-16']);
    assert.equal(gospel!.citation, 'Jn 15:9-17');
    assert.deepEqual(gospel!.alternatives.map((a) => a.citation), ['Jn 17:11b-19']);
    assert.ok(us.notes.some((n) => n.includes('Seventh Sunday may be read on the Sixth Sunday')), us.notes.join(' | '));
    const general = await day('2027-05-02');
    assert.ok(general.masses[0]!.readings.every((r) => r.alternatives.length === 0));
    assert.deepEqual(general.notes, []);
  });

  test('today/readings follows tz as today does', async (t) => {
    if (!needLectionarySources(t)) return;
    const res = await get('/v1/ordo/today/readings?tz=Pacific/Kiritimati&translation=none');
    assert.equal(res.status, 200);
    const body = (await res.json()) as Day;
    const expected = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
    assert.equal(body.date, expected);
    assert.equal(body.time_zone, 'Pacific/Kiritimati');
    const bad = await get('/v1/ordo/today/readings?tz=Mars/Olympus');
    assert.equal(bad.status, 400);
    assert.equal(((await bad.json()) as { code: string }).code, 'unknown_time_zone');
  });

  test('bad input is a 400 naming the parameter; no key is a 401', async (t) => {
    if (!needLectionarySources(t)) return;
    const date = await get('/v1/ordo/days/2026-02-30/readings');
    assert.equal(date.status, 400);
    assert.equal(((await date.json()) as { code: string }).code, 'impossible_date');
    const tr = await get('/v1/ordo/days/2026-02-18/readings?translation=drb,kjv');
    assert.equal(tr.status, 400);
    const problem = (await tr.json()) as { code: string; parameter: string };
    assert.equal(problem.code, 'unknown_readings_translation');
    assert.equal(problem.parameter, 'query.translation');
    for (const [value, message] of [['none,drb', 'none (citations only) cannot be combined with a translation'], ['drb,', 'an empty item (a stray comma)']]) {
      const res = await get(`/v1/ordo/days/2026-02-18/readings?translation=${value}`);
      assert.equal(res.status, 400);
      const body = (await res.json()) as { code: string; errors: Array<{ field: string; message: string }> };
      assert.equal(body.code, 'unknown_readings_translation');
      assert.deepEqual(body.errors, [{ field: 'query.translation', message }], value);
    }
    const cal = await get('/v1/ordo/days/2026-02-18/readings?calendar=atlantis');
    assert.equal(cal.status, 400);
    const anon = await server!.fetch('/v1/ordo/days/2026-02-18/readings');
    assert.equal(anon.status, 401);
  });
});

test('MCP: a read-only tool gives the readings of a date with a description an agent can choose it by', async (t) => {
  if (!needLectionarySources(t)) return;
  const { access } = await connect(server!);
  const list = (await (await mcp(server!, access, 'tools/list')).json()) as { result: { tools: Array<{ name: string; description: string; annotations: { readOnlyHint: boolean } }> } };
  const tool = list.result.tools.find((x) => x.name === 'tempus_days_readings');
  assert.ok(tool, 'tempus_days_readings is listed');
  assert.equal(tool.annotations.readOnlyHint, true);
  assert.match(tool.description, /Mass readings/);
  assert.match(tool.description, /Douay-Rheims/);
  const call = (await (await mcp(server!, access, 'tools/call', { name: 'tempus_days_readings', arguments: { date: '2026-12-25', translation: 'none' } })).json()) as {
    result: { isError?: boolean; structuredContent: Day };
  };
  assert.equal(call.result.isError, undefined);
  assert.deepEqual(call.result.structuredContent.masses.map((m) => m.id), ['vigil', 'night', 'dawn', 'day']);
});

test('MCP: a day whose texts are more than a tool result carries answers in one call, its choices by citation, and bible_passage reads them (mcp:tools:result-size)', async (t) => {
  if (!needLectionarySources(t)) return;
  // 8 February 2027: a weekday with two optional memorials, each offering a Common's readings and their
  // alternatives: 166 KiB of Douay-Rheims over REST. The tool answered a result_too_large error telling the model
  // to use "a smaller limit", an argument it does not have, on 12 days of 2027 by default and 70 with both texts.
  const client = await sdkClientOf(server!, 'readings-bound');
  try {
    const full = (await (await get('/v1/ordo/days/2027-02-08/readings?translation=drb,vulgate')).json()) as Day;
    assert.ok(JSON.stringify(full).length > 128 * 1024, 'the REST answer is over the bound');
    for (const translation of [undefined, 'drb,vulgate']) {
      // The SDK client validates structuredContent against the tool's outputSchema.
      const r = await client.callTool({ name: 'tempus_days_readings', arguments: { date: '2027-02-08', ...(translation ? { translation } : {}) } });
      assert.equal(r.isError, undefined, JSON.stringify(r.content).slice(0, 300));
      const day = r.structuredContent as unknown as Day;
      assert.deepEqual(JSON.parse((r.content as Array<{ text: string }>)[0]!.text), day);
      assert.ok(JSON.stringify(day).length <= 128 * 1024);
      // The Mass of the day keeps its texts; the choices keep every citation and OSIS, without texts, and say so.
      assert.deepEqual(day.masses, translation ? full.masses : day.masses);
      assert.ok(day.masses[0]!.readings[0]!.text?.drb?.length);
      assert.deepEqual(
        day.choices.map((c) => c.readings.map((x) => [x.osis, x.alternatives.map((a) => a.osis)])),
        full.choices.map((c) => c.readings.map((x) => [x.osis, x.alternatives.map((a) => a.osis)])),
      );
      assert.ok(day.choices.every((c) => c.readings.every((x) => x.text === undefined && x.alternatives.every((a) => a.text === undefined))));
      assert.match(day.notes.at(-1)!, /texts of the choices are left out.*bible_passage/);
    }
    // The note's way to a choice's text: its OSIS to bible_passage gives the verses REST's full answer holds.
    const reading = full.choices[1]!.readings.find((x) => x.role === 'gospel')!;
    const passage = await client.callTool({ name: 'bible_passage', arguments: { ref: reading.osis!, translation: 'drb' } });
    assert.equal(passage.isError, undefined);
    const verses = JSON.stringify(passage.structuredContent);
    for (const v of reading.text!.drb!) assert.ok(verses.includes(JSON.stringify(v.text)), v.osis);
  } finally {
    await client.close();
  }
});

test('MCP: every citation the readings tool prints in the Douay-Rheims/Vulgate numbering is one resolve_citation and bible_passage read (mcp:tools:call)', async (t) => {
  if (!needLectionarySources(t)) return;
  // A model reads a day's readings, then asks for a text by the citation it was shown. Psalms cited with verse parts
  // of two or three letters (Ps 14:2-3a, 3bc-4, 5; Ps 17:2-3abc and 3def-4), Jn 17:17ba and Ti 1:1-5 were
  // "could not read" or "no book": 73 of the year's 1,485 citations.
  const client = await sdkClientOf(server!, 'readings-citations');
  try {
    const cited = new Map<string, string | null>();
    const dates = Array.from({ length: 365 }, (_, i) => new Date(Date.UTC(2027, 0, 1) + i * 86_400_000).toISOString().slice(0, 10));
    for (const date of dates) {
      const r = await client.callTool({ name: 'tempus_days_readings', arguments: { date, translation: 'none' } });
      const day = r.structuredContent as unknown as Day;
      for (const reading of [...day.masses, ...day.choices].flatMap((m) => m.readings)) {
        for (const o of [reading, reading.short_form, ...reading.alternatives]) if (o?.citation_vulgate) cited.set(o.citation_vulgate, o.osis);
      }
    }
    assert.ok(cited.size > 1000, `${cited.size} citations`);
    const unread: string[] = [];
    for (const [citation, osis] of cited) {
      const r = await client.callTool({ name: 'resolve_citation', arguments: { ref: citation } });
      if (r.isError) unread.push(`${citation}: ${(r.content as Array<{ text: string }>)[0]!.text}`);
      // The same verses (a citation that names a verse twice, Ps 12:6, 6, resolves to it twice).
      else if (osis) assert.equal([...new Set((r.structuredContent as { osis: string }).osis.split(','))].join(','), osis, citation);
    }
    assert.deepEqual(unread, []);
    const passage = await client.callTool({ name: 'bible_passage', arguments: { ref: 'Ps 17:2-3abc and 3def-4, 47 and 51ab', translation: 'drb' } });
    assert.equal(passage.isError, undefined, JSON.stringify(passage.content));
  } finally {
    await client.close();
  }
});
