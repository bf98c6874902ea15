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
