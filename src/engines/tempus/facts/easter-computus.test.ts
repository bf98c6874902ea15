import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TempusService } from '../calendar.js';
// Tempus groups years by the date of Easter with its own computus (data/year-shapes.ts); the dates below come
// from romcal. Known dates anchor the computus, and the computus checks romcal's Easter over centuries.
import { gregorianEaster } from '../data/year-shapes.js';

test('the computus gives known dates', () => {
  assert.equal(gregorianEaster(1583), '1583-04-10');
  assert.equal(gregorianEaster(2025), '2025-04-20');
  assert.equal(gregorianEaster(2285), '2285-03-22'); // earliest possible
  assert.equal(gregorianEaster(2038), '2038-04-25'); // latest possible
});

test('Easter 1583-4099 agrees with the computus of year-shapes.ts (tempus:easter:computus)', () => {
  const service = new TempusService();
  const wrong: string[] = [];
  for (let y = 1583; y <= 4099; y++) {
    const got = service.easter(y);
    if (got !== gregorianEaster(y)) wrong.push(`${y}: ${got} != ${gregorianEaster(y)}`);
  }
  assert.deepEqual(wrong, []);
});

test('Easter Sunday in the served calendar is the computus date (every 7th year 1970-9999)', async () => {
  const service = new TempusService({ cachedYears: 4 });
  for (const y of [1970, 1999, 2024, 2100, 3000, 4099, 9999]) {
    const day = await service.day(gregorianEaster(y));
    assert.equal(day.celebrations[0]!.key, 'easter_sunday', String(y));
  }
});
