import assert from 'node:assert/strict';
import { test } from 'node:test';
import { threeReadings } from './mass-from-common.js';

test('a solemnity, a Sunday and a feast kept on a Sunday have three readings; a feast on a weekday two (GIRM 357)', () => {
  assert.equal(threeReadings('solemnity', false), true);
  assert.equal(threeReadings('sunday', true), true);
  assert.equal(threeReadings('feast', true), true, 'the Lateran Basilica on Sunday 9 November 2025');
  assert.equal(threeReadings('feast', false), false, 'Guadalupe in the United States, the patrons of Europe');
});
