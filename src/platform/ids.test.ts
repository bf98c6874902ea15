import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ID_KINDS, type IdKind, idPattern, newId } from './ids.js';

test('every kind of id has its prefix, 24 base32 characters, and is unique', () => {
  for (const kind of Object.keys(ID_KINDS) as IdKind[]) {
    const ids = new Set(Array.from({ length: 200 }, () => newId(kind)));
    assert.equal(ids.size, 200);
    for (const id of ids) assert.match(id, idPattern(kind));
  }
  assert.ok(!idPattern('key').test(newId('usr')), 'a pattern accepts only its own kind');
});

test('the 120 bits are spread over every character (no character is constant)', () => {
  const seen = Array.from({ length: 24 }, () => new Set<string>());
  for (let i = 0; i < 2000; i++) [...newId('int').slice(4)].forEach((c, at) => seen[at]!.add(c));
  for (const chars of seen) assert.ok(chars.size > 20, `a position took only ${chars.size} values`);
});
