import assert from 'node:assert/strict';
import { test } from 'node:test';
import { optionalSolemnities } from './optional-solemnities.js';

test('optionalSolemnities: only optional proper solemnities, judged by the calendar\'s own (last) definition', () => {
  const found = optionalSolemnities({
    // Canada and France: the dedication of churches of unknown date, optional in the national calendar.
    dedication: [{ precedence: 'PROPER_SOLEMNITY_4_B' }, { isOptional: true, precedence: 'PROPER_SOLEMNITY_4_B' }],
    // Made optional by the general calendar, then obligatory by the national one: not offered.
    kept: [{ isOptional: true, precedence: 'PROPER_SOLEMNITY_4_B' }, { precedence: 'PROPER_SOLEMNITY_4_B' }],
    memorial: [{ isOptional: true, precedence: 'OPTIONAL_MEMORIAL_12' }],
    unranked: [{ isOptional: true }],
    none: [],
  });
  assert.deepEqual(found.map(([id]) => id), ['dedication']);
  assert.equal(found[0]![1].isOptional, true);
});
