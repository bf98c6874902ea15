import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TempusService } from '../../tempus/calendar.js';
import { type Weekday, rosaryFor } from './rosary-day.js';

// Seasons come from Tempus, as in the engine (Devotio's module receives Tempus's calendar).
const tempus = new TempusService();
async function on(date: string, form: 'rvm' | 'traditional' = 'rvm') {
  const day = await tempus.day(date);
  return rosaryFor(day.weekday as Weekday, day.season.key, form);
}

test('the calendar Devotio relies on gives known Easter dates and Advent I', async () => {
  for (const easter of ['2025-04-20', '2026-04-05', '2000-04-23']) {
    assert.equal((await tempus.day(easter)).celebrations[0]?.key, 'easter_sunday', easter);
  }
  assert.equal((await tempus.day('2026-11-29')).celebrations[0]?.key, 'advent_1_sunday');
});

test('weekday arrangement of Rosarium Virginis Mariae, Luminous on Thursday', async () => {
  // 2026-06-15 is a Monday.
  const days = ['2026-06-15', '2026-06-16', '2026-06-17', '2026-06-18', '2026-06-19', '2026-06-20', '2026-06-21'];
  const sets = await Promise.all(days.map(async (s) => (await on(s)).set));
  assert.deepEqual(sets, ['joyful', 'sorrowful', 'glorious', 'luminous', 'sorrowful', 'joyful', 'glorious']);
  assert.equal((await on('2026-06-18', 'traditional')).set, 'joyful');
  assert.equal((await on('2026-06-20', 'traditional')).set, 'glorious');
});

test('Sundays follow the seasonal custom', async () => {
  assert.equal((await on('2026-12-06')).set, 'joyful'); // Advent II
  assert.equal((await on('2026-12-27')).set, 'joyful'); // Holy Family
  assert.equal((await on('2027-01-10')).set, 'joyful'); // Baptism of the Lord
  assert.equal((await on('2027-01-17')).set, 'glorious'); // Ordinary Time
  assert.equal((await on('2026-03-29')).set, 'sorrowful'); // Palm Sunday
  assert.equal((await on('2026-04-05')).set, 'glorious'); // Easter
});
