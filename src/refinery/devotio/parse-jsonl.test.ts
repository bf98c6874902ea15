import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BuildContext } from '../dataset-builder.js';
import { eachJsonLine, hasId, parseJsonl } from './parse-jsonl.js';

const TEXT = '{"id":"a"}\n\n{"id":\n  \n{"name":"no id"}\n{"id":"b"}\n';

function context(): { ctx: BuildContext; problems: string[] } {
  const problems: string[] = [];
  const ctx = { text: () => TEXT, problem: (m: string) => problems.push(m) } as unknown as BuildContext;
  return { ctx, problems };
}

test('eachJsonLine: every record with its line number; blank lines skipped; a malformed one reported, not lost', () => {
  const { ctx, problems } = context();
  const seen: Array<[unknown, number]> = [];
  eachJsonLine(ctx, 'x.jsonl', TEXT, (row, line) => seen.push([row, line]));
  assert.deepEqual(seen, [[{ id: 'a' }, 1], [{ name: 'no id' }, 5], [{ id: 'b' }, 6]]);
  assert.deepEqual(problems, ['x.jsonl:3: malformed JSON; skipped']);
});

test('parseJsonl: the records its check accepts; the others reported with their line', () => {
  const { ctx, problems } = context();
  assert.deepEqual(parseJsonl(ctx, 'x.jsonl', hasId), [{ id: 'a' }, { id: 'b' }]);
  assert.deepEqual(problems, ['x.jsonl:3: malformed JSON; skipped', 'x.jsonl:5: record without the expected fields; skipped']);
});
