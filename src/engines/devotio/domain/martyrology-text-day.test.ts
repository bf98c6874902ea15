import assert from 'node:assert/strict';
import { test } from 'node:test';
import { martyrologyTextDay } from './martyrology-text-day.js';

test('the 1960 text of a civil day: in a leap year 24 February is the added day and 25-29 February read 24-28', () => {
  assert.equal(martyrologyTextDay('2024-02-23'), '02-23');
  assert.equal(martyrologyTextDay('2024-02-24'), '02-29', 'the bissextile day');
  assert.equal(martyrologyTextDay('2024-02-25'), '02-24', 'St Matthias in a leap year');
  assert.equal(martyrologyTextDay('2024-02-29'), '02-28', 'Pridie Kalendas Martii');
  assert.equal(martyrologyTextDay('2024-03-01'), '03-01');
  assert.equal(martyrologyTextDay('2025-02-24'), '02-24', 'a common year');
  assert.equal(martyrologyTextDay('2100-02-25'), '02-25', '2100 is not a leap year');
  assert.equal(martyrologyTextDay('2000-02-29'), '02-28', '2000 is');
});
