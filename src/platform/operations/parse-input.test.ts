import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { isLumenError } from '../errors/index.js';
import type { Operation } from './define.js';
import { parseInput } from './parse-input.js';

const op = {
  params: z.object({ chapter: z.coerce.number().int().min(0), verse: z.coerce.number().int().min(0) }),
  query: z.object({ ref: z.string().min(1), limit: z.coerce.number().int().min(1).default(20) }),
  body: z.object({ text: z.string() }).optional(),
} as unknown as Operation;

function issues(parts: Parameters<typeof parseInput>[1]): Array<{ field: string; message: string }> {
  try {
    parseInput(op, parts);
  } catch (err) {
    assert.ok(isLumenError(err));
    assert.equal(err.code, 'validation_failed');
    return err.errors ?? [];
  }
  return [];
}

test('a required field that is not given is called missing, not "received undefined" or "NaN" (platform:input:missing)', () => {
  // An MCP call without its `verse` argument: the path number was read as NaN.
  assert.deepEqual(issues({ params: { chapter: '3' }, query: { ref: 'Jn 3:16' } }), [{ field: 'path.verse', message: 'required, and not given' }]);
  // GET /v1/veritas/bible/passage without ?ref=.
  assert.deepEqual(issues({ params: { chapter: '3', verse: '16' }, query: {} }), [{ field: 'query.ref', message: 'required, and not given' }]);
  assert.deepEqual(issues({ params: { chapter: '3', verse: '16' }, query: { ref: 'x' }, body: {} }), [{ field: 'body.text', message: 'required, and not given' }]);
  // A value of the wrong type that was given keeps the schema's own message.
  const [wrong] = issues({ params: { chapter: '3', verse: '16' }, query: { ref: 'x' }, body: { text: 5 } });
  assert.equal(wrong?.field, 'body.text');
  assert.match(wrong?.message ?? '', /expected string, received number/);
});
