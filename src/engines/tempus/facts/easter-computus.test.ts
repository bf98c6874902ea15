import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TempusService } from '../calendar.js';

/**
 * An independent Gregorian computus (the anonymous algorithm published by Meeus, "Astronomical Algorithms",
 * ch. 8, after Butcher 1876), written here and not shared with the engine.
 */
function gregorianEaster(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

test('the independent computus gives known dates', () => {
  assert.equal(gregorianEaster(1583), '1583-04-10');
  assert.equal(gregorianEaster(2025), '2025-04-20');
  assert.equal(gregorianEaster(2285), '2285-03-22'); // earliest possible
  assert.equal(gregorianEaster(2038), '2038-04-25'); // latest possible
});

test('Easter 1583-4099 agrees with the independent computus (tempus:easter:computus)', () => {
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
