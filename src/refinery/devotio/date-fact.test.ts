import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dateFact, deathDay, isRealDay, normaliseDate } from './date-fact.js';

test('every shape of catalogue date becomes a year, a real day or a range', () => {
  assert.deepEqual(dateFact('1274-03-07', false), { date: '1274-03-07', approximate: false });
  assert.deepEqual(dateFact(1225, true), { date: '1225', approximate: true });
  assert.deepEqual(dateFact('1537-07-6', false), { date: '1537-07-06', approximate: false });
  assert.deepEqual(dateFact('21-7-1794', false), { date: '1794-07-21', approximate: false });
  assert.deepEqual(dateFact('253-06', false), { date: '253', approximate: false });
  assert.deepEqual(dateFact({ century: 5 }, undefined), { date: '401', approximate: true, until: '500' });
  assert.deepEqual(dateFact({ between: [1187, 1180] }, undefined), { date: '1180', approximate: true, until: '1187' });
  assert.deepEqual(dateFact({ or: [250, 258, 270] }, undefined), { date: '250', approximate: true, until: '270' });
  assert.deepEqual(dateFact({ or: ['1118-12-21', '1120-12-21'] }, undefined), { date: '1118-12-21', approximate: true, until: '1120-12-21' });
  assert.equal(dateFact(undefined, undefined), null);
});

test('what is not a date is reported, never stored as text', () => {
  for (const bad of ['c. 1200', '1274-02-30', { decade: 3 }, { between: [1200] }] as const) {
    const fact = dateFact(bad as never, false);
    assert.ok(fact && 'error' in fact, JSON.stringify(bad));
    assert.doesNotMatch(fact.error, /\[object/);
  }
});

test('real days only', () => {
  assert.equal(isRealDay('2024-02-29'), true);
  assert.equal(isRealDay('1900-02-29'), false);
  assert.equal(isRealDay('1274-04-31'), false);
  assert.equal(normaliseDate('-44'), '-44');
});

test('deathDay: the day of a death known to the day, nothing for one known by its year alone', () => {
  assert.equal(deathDay({ date: '1431-05-30' }), '05-30');
  assert.equal(deathDay({ date: '725-06-18' }), '06-18', 'a three-digit year');
  assert.equal(deathDay({ date: '1431' }), null);
  assert.equal(deathDay({ date: '-0203' }), null, 'a year before Christ');
  assert.equal(deathDay({ date: '1431-05' }), null, 'a month is no day');
  assert.equal(deathDay(null), null);
});
