import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adventSunday, easterSunday } from './easter.js';
import { rosaryFor } from './rosary-day.js';

const d = (s: string) => new Date(`${s}T00:00:00Z`);

test('computus gives known Easter dates', () => {
  assert.equal(easterSunday(2025).toISOString().slice(0, 10), '2025-04-20');
  assert.equal(easterSunday(2026).toISOString().slice(0, 10), '2026-04-05');
  assert.equal(easterSunday(2000).toISOString().slice(0, 10), '2000-04-23');
  assert.equal(adventSunday(2026).toISOString().slice(0, 10), '2026-11-29');
});

test('weekday arrangement of Rosarium Virginis Mariae, Luminous on Thursday', () => {
  // 2026-06-15 is a Monday.
  const sets = ['2026-06-15', '2026-06-16', '2026-06-17', '2026-06-18', '2026-06-19', '2026-06-20', '2026-06-21'].map((s) => rosaryFor(d(s), 'rvm').set);
  assert.deepEqual(sets, ['joyful', 'sorrowful', 'glorious', 'luminous', 'sorrowful', 'joyful', 'glorious']);
  assert.equal(rosaryFor(d('2026-06-18'), 'traditional').set, 'joyful');
  assert.equal(rosaryFor(d('2026-06-20'), 'traditional').set, 'glorious');
});

test('Sundays follow the seasonal custom', () => {
  assert.equal(rosaryFor(d('2026-12-06'), 'rvm').set, 'joyful'); // Advent II
  assert.equal(rosaryFor(d('2026-12-27'), 'rvm').set, 'joyful'); // Holy Family
  assert.equal(rosaryFor(d('2027-01-10'), 'rvm').set, 'joyful'); // Baptism of the Lord
  assert.equal(rosaryFor(d('2027-01-17'), 'rvm').set, 'glorious'); // Ordinary Time
  assert.equal(rosaryFor(d('2026-03-29'), 'rvm').set, 'sorrowful'); // Palm Sunday
  assert.equal(rosaryFor(d('2026-04-05'), 'rvm').set, 'glorious'); // Easter
});
