import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import ICAL from 'ical.js';
import { createApiKey } from '../../helpers/identity.js';
import { type TestServer, startServer } from '../../helpers/server.js';

let server: TestServer;
let key: string;
before(async () => {
  server = await startServer();
  key = await createApiKey(server, 'ics-user');
});
after(() => server.close());

async function fetchIcs(path: string): Promise<{ res: Response; events: ICAL.Event[] }> {
  const res = await server.fetch(path, { headers: { 'x-api-key': key } });
  const text = await res.text();
  const comp = new ICAL.Component(ICAL.parse(text));
  return { res, events: comp.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

test('years/{year}.ics parses with ical.js: one all-day event per celebration, unique stable UIDs (tempus:ics:valid)', async () => {
  const { res, events } = await fetchIcs('/v1/ordo/years/2025.ics');
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/calendar/);
  assert.ok(events.length >= 365, `${events.length} events`);
  const uids = new Set(events.map((e) => e.uid));
  assert.equal(uids.size, events.length, 'UIDs are unique');
  const aquinas = events.find((e) => e.uid.startsWith('2025-01-28-thomas_aquinas_priest-general-roman@'));
  assert.ok(aquinas);
  assert.equal(aquinas.startDate.isDate, true, 'all-day (VALUE=DATE)');
  assert.equal(aquinas.startDate.toString(), '2025-01-28');
  assert.match(aquinas.summary, /Thomas Aquinas/);

  const latin = await fetchIcs('/v1/tempus/years/2025.ics?locale=la');
  const latinAquinas = latin.events.find((e) => e.uid === aquinas.uid);
  assert.ok(latinAquinas, 'the same UID in another locale');
  assert.match(latinAquinas.summary, /Thomæ/);
});

test('the iCalendar export of a year is validated like JSON: ETag, and 304 on If-None-Match (tempus:ics:valid)', async () => {
  const first = await server.fetch('/v1/ordo/years/2026.ics', { headers: { 'x-api-key': key } });
  assert.equal(first.status, 200);
  const etag = first.headers.get('etag');
  assert.match(etag ?? '', /^W\/"/);
  const json = await server.fetch('/v1/ordo/years/2026', { headers: { 'x-api-key': key } });
  assert.notEqual(json.headers.get('etag'), etag, 'each representation has its own validator');
  const again = await server.fetch('/v1/ordo/years/2026.ics', { headers: { 'x-api-key': key, 'if-none-match': etag! } });
  assert.equal(again.status, 304);
  assert.equal(await again.text(), '');
});

test('the iCalendar stream is RFC 5545 text: CRLF after every line, the last included; lines folded at 75 octets; commas escaped (tempus:ics:valid)', async () => {
  const res = await server.fetch('/v1/ordo/years/2025.ics?locale=fr', { headers: { 'x-api-key': key } });
  const text = await res.text();
  assert.match(text, /^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:/);
  assert.ok(text.endsWith('END:VCALENDAR\r\n'), 'icalobject ends with CRLF (RFC 5545 §3.4)');
  assert.doesNotMatch(text, /[^\r]\n/, 'no bare LF');
  const lines = text.slice(0, -2).split('\r\n');
  const long = lines.filter((l) => Buffer.byteLength(l) > 75);
  assert.deepEqual(long, [], 'no line longer than 75 octets (§3.1)');
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  assert.match(unfolded, /\r\nSUMMARY:Sainte Marie\\, Mère de Dieu\r\n/, 'a comma in a TEXT value is escaped (§3.3.11)');
  // A fold never cuts a UTF-8 sequence: every physical line decodes on its own.
  for (const l of lines) assert.doesNotMatch(l, /\uFFFD/);
  assert.equal((text.match(/\r\nBEGIN:VEVENT\r\n/g) ?? []).length, (text.match(/\r\nDTSTART;VALUE=DATE:\d{8}\r\n/g) ?? []).length, 'every event is all-day');
});

test('an observance is an event of its own: the US Day of Prayer for the Legal Protection of Unborn Children beside the weekday (tempus:ics:valid)', async () => {
  const { events } = await fetchIcs('/v1/ordo/years/2023.ics?calendar=united-states');
  const prayer = events.filter((e) => e.uid.includes('-day_of_prayer_for_the_legal_protection_of_unborn_children-united-states@'));
  // 22 January 2023 is a Sunday: the day of prayer is Monday the 23rd, with the weekday and its optional memorials.
  assert.deepEqual(prayer.map((e) => e.startDate.toString()), ['2023-01-23']);
  assert.equal(prayer[0]!.summary, 'Day of Prayer for the Legal Protection of Unborn Children');
  assert.match(prayer[0]!.description, /white or violet/);
  const sameDay = events.filter((e) => e.startDate.toString() === '2023-01-23').map((e) => e.uid.split('-united-states@')[0]!.slice(11));
  assert.ok(sameDay.includes('ordinary_time_3_monday') && sameDay.includes('marianne_cope_virgin'), sameDay.join(', '));
  const roman = await fetchIcs('/v1/ordo/years/2023.ics');
  assert.ok(!roman.events.some((e) => e.uid.includes('day_of_prayer')), 'the General Roman Calendar has no such day');
});

test("an event says 'holy day of obligation' only where the calendar's conference makes the day one (tempus:ics:valid)", async () => {
  const { events } = await fetchIcs('/v1/ordo/years/2026.ics?calendar=england');
  const description = (key: string) => events.find((e) => e.uid.includes(`-${key}-england@`))?.description ?? '';
  // England and Wales: the Ascension (Thursday 14 May 2026) is a holy day; Saint Joseph and 8 December are not.
  assert.match(description('ascension_of_the_lord'), /holy day of obligation/);
  assert.doesNotMatch(description('joseph_spouse_of_mary'), /holy day of obligation/);
  assert.doesNotMatch(description('immaculate_conception_of_the_blessed_virgin_mary'), /holy day of obligation/);
  const roman = await fetchIcs('/v1/ordo/years/2026.ics');
  assert.match(roman.events.find((e) => e.uid.includes('-joseph_spouse_of_mary-general-roman@'))?.description ?? '', /holy day of obligation/);
});
