import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TempusService } from '../calendar.js';
import { COMMON_CALENDARS, YearWarmer, likelyYears } from './warm-years.js';

const NOW = new Date('2026-11-23T12:00:00Z');
const isPromise = (v: unknown) => typeof (v as { then?: unknown } | null)?.then === 'function';

test('the likely years are last year, this year and the next, and the liturgical years now running and next', () => {
  assert.deepEqual(
    likelyYears(NOW).map((y) => `${y.scope} ${y.year}`).sort(),
    ['gregorian 2025', 'gregorian 2026', 'gregorian 2027', 'liturgical 2026', 'liturgical 2027'],
  );
  assert.deepEqual(COMMON_CALENDARS[0], { calendar: 'general-roman', locale: 'en' }, 'the default calendar comes first');
  assert.ok(COMMON_CALENDARS.some((c) => c.calendar === 'united-states'));
});

test('warmed years answer without waiting, survive eviction from the LRU, and equal a cold computation', async () => {
  const calendar = new TempusService({ cachedYears: 2 });
  const warmer = new YearWarmer(calendar, () => NOW, [{ calendar: 'general-roman', locale: 'en' }]);
  warmer.start();
  await warmer.settled();
  assert.deepEqual(warmer.progress, { done: 5, total: 5 });
  const r = await calendar.resolve({});
  // Other years fill the two-entry LRU: the pinned years stay.
  for (const y of [2101, 2102, 2103]) await calendar.year(y, r);
  for (const { year, scope } of likelyYears(NOW)) {
    const entry = calendar.computed(year, r, scope);
    assert.equal(isPromise(entry), false, `${scope} ${year} is answered synchronously`);
  }
  const cold = await new TempusService().year(2027, await new TempusService().resolve({}));
  assert.deepEqual(await calendar.year(2027, r), cold, 'the warmed year is the computed year');
  await warmer.stop();
});

test('a new civil year drops the years that are no longer likely', async () => {
  const calendar = new TempusService();
  let now = NOW;
  const warmer = new YearWarmer(calendar, () => now, [{ calendar: 'general-roman', locale: 'en' }]);
  warmer.start();
  await warmer.settled();
  assert.equal(calendar.pinnedYears, 5);
  now = new Date('2028-01-02T00:00:00Z');
  warmer.start();
  await warmer.settled();
  // 2025 and 2026 (both scopes) are gone; 2027 (both) and 2028, 2029 are pinned.
  assert.equal(calendar.pinnedYears, 6);
  await warmer.stop();
});
