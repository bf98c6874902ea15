import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TempusService } from '../calendar.js';
import { gregorianEaster, isLeap, yearShape } from './year-shapes.js';
import { shapeYears } from './warm-years.js';

test('Easter by the Gregorian computus, and the shape of a year', () => {
  for (const d of ['2000-04-23', '2025-04-20', '2026-04-05', '2285-03-22', '2038-04-25', '1970-03-29']) assert.equal(gregorianEaster(Number(d.slice(0, 4))), d);
  assert.deepEqual([isLeap(2024), isLeap(2100), isLeap(2000), isLeap(2026)], [true, false, true, false]);
  // 2026 and 2037: Easter on 5 April, neither they nor the years after them leap years.
  assert.equal(yearShape(2026), yearShape(2037));
  assert.notEqual(yearShape(2015), yearShape(2026), 'Easter on 5 April too, but 2016 is a leap year');
  const years = shapeYears(new Date('2026-11-23T00:00:00Z'));
  assert.equal(years.length, 105, '35 Easter dates times three patterns of leap years');
  assert.equal(new Set(years.map(yearShape)).size, 105);
  assert.equal(years[0], 2026, 'the nearest years first');
});

test('a year moved from another of its shape equals the year computed', async () => {
  const shared = new TempusService();
  const direct = new TempusService({ shapes: 0 });
  for (const q of [{}, { calendar: 'united-states' }, { calendar: 'england', locale: 'la' }]) {
    const [rs, rd] = [await shared.resolve(q), await direct.resolve(q)];
    for (const scope of ['gregorian', 'liturgical'] as const) {
      await shared.year(2026, rs, scope);
      assert.equal(shared.hasShape(2037, rs, scope), true);
      // 2037 differs from 2026 in its Sunday cycle (B, not A) and its weekday cycle.
      assert.deepEqual(await shared.year(2037, rs, scope), await direct.year(2037, rd, scope), `${JSON.stringify(q)} ${scope}`);
    }
  }
});

test('shapes learned by the warmer stay when other shapes fill the LRU', async () => {
  const calendar = new TempusService({ shapes: 1 });
  const r = await calendar.resolve({});
  await calendar.learnShape(2026, r, 'gregorian');
  await calendar.year(2027, r); // another shape, into the one-entry LRU
  await calendar.year(2028, r);
  assert.equal(calendar.hasShape(2037, r, 'gregorian'), true, '2026 is pinned');
  assert.equal(calendar.hasShape(2027, r, 'gregorian'), false, '2027 was evicted by 2028');
});
