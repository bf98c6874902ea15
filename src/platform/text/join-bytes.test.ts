import assert from 'node:assert/strict';
import { test } from 'node:test';
import { joinBytes } from './join-bytes.js';

test('joinBytes gives the UTF-8 of its strings and the bytes of its buffers, in order', () => {
  const pieces = ['{"a":"é', Buffer.from('—“x”'), '', Buffer.alloc(0), '😀"}', Buffer.from('z'.repeat(5000))];
  const joined = joinBytes(pieces);
  assert.equal(joined.toString('utf8'), pieces.map((p) => (typeof p === 'string' ? p : p.toString('utf8'))).join(''));
  assert.equal(joined.length, Buffer.byteLength(joined.toString('utf8')));
  assert.equal(joinBytes([]).length, 0);
});
