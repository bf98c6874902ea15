import assert from 'node:assert/strict';
import { test } from 'node:test';
import { patronageWords } from './patronage-words.js';

test('patronage words: folded, the naming words left out, romcal spelling accepted', () => {
  assert.deepEqual(patronageWords('Europe'), ['europe']);
  assert.deepEqual(patronageWords('patron_of_europe'), ['europe']);
  assert.deepEqual(patronageWords('Co-Patroness of EUROPE'), ['europe']);
  assert.deepEqual(patronageWords('parish  priests'), ['parish', 'priests']);
  assert.deepEqual(patronageWords('Télévision'), ['television']);
});

test('patronage words: a text that names no patronage has none (finds nothing)', () => {
  assert.deepEqual(patronageWords('patron'), []);
  assert.deepEqual(patronageWords('*'), []);
});
