import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { numberIssues } from './plain-numbers.js';

const query = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().optional(),
  lat: z.coerce.number().min(-90).max(90),
  radius: z.coerce.number().positive().max(500).optional(),
  name: z.string().optional(),
});

const fields = (given: Record<string, unknown>) => numberIssues('query', query, given).map((i) => i.field);

test('integers are plain decimal digits; a leading - only where the range takes negatives (platform:query:integers)', () => {
  assert.deepEqual(fields({ limit: '16', offset: '-3', lat: '-35.5', radius: '2.5', name: '0x10' }), []);
  assert.deepEqual(fields({ limit: '016' }), [], 'leading zeros are still decimal digits');
  for (const bad of ['0x10', '1e1', '+10', ' 10', '10 ', '10.0', '', '-5', '1_000', 'Infinity', '１６']) {
    assert.deepEqual(fields({ limit: bad }), ['query.limit'], JSON.stringify(bad));
  }
  assert.deepEqual(fields({ offset: '--3' }), ['query.offset']);
  assert.deepEqual(fields({ lat: '.5' }), ['query.lat']);
  assert.deepEqual(fields({ lat: '5.' }), ['query.lat']);
  assert.deepEqual(fields({ lat: '0x1' }), ['query.lat']);
  assert.deepEqual(fields({ radius: '-1' }), ['query.radius'], 'positive: no leading -');
});

test('the message says what the parameter accepts; values that are not text are left to the schema', () => {
  const [limit] = numberIssues('query', query, { limit: '0x10' });
  assert.equal(limit?.message, 'must be a whole number in decimal digits, from 1 to 100 (got "0x10")');
  const [offset] = numberIssues('path', query, { offset: 'x' });
  assert.equal(offset?.field, 'path.offset');
  assert.equal(offset?.message, 'must be a whole number in decimal digits (a leading - for negatives) (got "x")');
  const [radius] = numberIssues('query', query, { radius: '1e2' });
  assert.match(radius?.message ?? '', /^must be a number in decimal digits, with an optional fraction such as 2\.5, greater than 0 and at most 500 \(got "1e2"\)$/);
  // An MCP argument given as a JSON number is the schema's to judge.
  assert.deepEqual(numberIssues('query', query, { limit: 16, lat: -3.5 }), []);
  const long = numberIssues('query', query, { limit: '9'.repeat(40) + 'x' })[0]?.message ?? '';
  assert.ok(long.length < 120, 'a long value is shortened in the message');
});

test('a number in plain digits outside the stated range is named with the range, not left to zod\'s own words', () => {
  assert.deepEqual(numberIssues('query', query, { limit: '101' }), [{ field: 'query.limit', message: 'must be a whole number in decimal digits, from 1 to 100 (got "101")' }]);
  assert.deepEqual(fields({ limit: '0' }), ['query.limit']);
  assert.deepEqual(fields({ radius: '0' }), ['query.radius'], 'positive: 0 is outside');
  assert.deepEqual(fields({ radius: '500' }), [], 'the bound itself is inside');
  assert.deepEqual(fields({ lat: '90.5' }), ['query.lat']);
  assert.deepEqual(fields({ offset: '-99999' }), [], 'no range stated, none checked');
});

test('plain digits past the safe integers are said to be too large (it said "must be a whole number in decimal digits")', () => {
  const [big] = numberIssues('path', query, { offset: '99999999999999999999' });
  assert.equal(big?.message, 'is too large: it must be a whole number in decimal digits (a leading - for negatives), at most 9007199254740991 (got "99999999999999999999")');
  // A parameter with a range of its own says that range, as before.
  assert.match(numberIssues('query', query, { limit: '99999999999999999999' })[0]?.message ?? '', /^must be a whole number in decimal digits, from 1 to 100/);
});
