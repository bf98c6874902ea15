import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TempusService } from './calendar.js';
import type { CalendarEntry } from './data/calendars.js';

test('a failed year computation is not cached: the next request recomputes', async () => {
  let calls = 0;
  // The real General Roman bundle, except that its first load fails (a transient import error).
  const flaky: CalendarEntry = {
    id: 'general-roman',
    name: 'General Roman Calendar',
    load: async () => {
      calls += 1;
      if (calls === 1) throw new Error('transient load failure');
      return (await import('@romcal/calendar.general-roman')) as never;
    },
  };
  const service = new TempusService();
  const r = { calendar: flaky, locale: 'en' as const, options: { epiphany_on_sunday: false, ascension_on_sunday: false, corpus_christi_on_sunday: false } };
  await assert.rejects(service.year(2026, r), /transient load failure/);
  const days = await service.year(2026, r);
  assert.equal(days.length, 365);
  assert.ok(calls >= 2);
});

test('locales are case-insensitive; problems name the caller’s fields', async () => {
  const service = new TempusService();
  const day = await service.day('2026-01-28', { locale: 'pt-BR' });
  assert.equal(day.locale, 'pt-br');
  await assert.rejects(service.day('2026-01-28', { locale: 'xx' }, 'query'), (e: { extra?: { parameter?: string } }) => {
    assert.equal(e.extra?.parameter, 'query.locale');
    return true;
  });
  await assert.rejects(service.day('1900-01-01', {}, 'query'), (e: { extra?: { parameter?: string } }) => {
    assert.equal(e.extra?.parameter, 'query.date');
    return true;
  });
  await assert.rejects(service.day('2026-01-28', { locale: 'xx' }), (e: { extra?: { parameter?: string } }) => {
    assert.equal(e.extra?.parameter, 'options.locale');
    return true;
  });
});

test('a celebration’s calendar is general-roman or the calendar asked for, never romcal’s ProperOfTime or a region', async () => {
  const service = new TempusService();
  for (const calendar of ['general-roman', 'canada', 'england', 'france', 'united-states']) {
    const r = await service.resolve({ calendar });
    const days = await service.year(2026, r);
    const seen = new Set(days.flatMap((d) => [...d.celebrations.map((c) => c.calendar), ...d.observances.map((o) => o.calendar)]));
    assert.deepEqual([...seen].filter((c) => c !== 'general-roman' && c !== calendar), [], calendar);
  }
  // The Proper of Time is the General Roman Calendar's; a region's celebration (romcal's `americas`, `europe`) is
  // kept by the national calendar asked for.
  const easter = await service.day('2026-04-05', { calendar: 'united-states' });
  assert.equal(easter.celebrations[0]!.calendar, 'general-roman');
  const guadalupe = await service.day('2026-12-12', { calendar: 'united-states' });
  assert.equal(guadalupe.celebrations[0]!.calendar, 'united-states');
  const benedict = await service.day('2026-07-11', { calendar: 'france' });
  assert.equal(benedict.celebrations[0]!.calendar, 'france');
});

test('calendar ids are case-insensitive: the day names the canonical id', async () => {
  const service = new TempusService();
  const day = await service.day('2026-07-04', { calendar: 'UNITED-States' });
  assert.equal(day.calendar, 'united-states');
  const r = await service.resolve({ calendar: 'England' });
  assert.equal(r.calendar.id, 'england');
});
