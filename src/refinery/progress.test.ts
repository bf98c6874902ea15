import assert from 'node:assert/strict';
import { test } from 'node:test';
import { streamProgress } from './progress.js';

/** A stream that keeps what is written; `isTTY` as asked. */
function sink(isTTY: boolean) {
  const chunks: string[] = [];
  const stream = { isTTY, write: (s: string) => chunks.push(s) > 0 } as unknown as NodeJS.WriteStream;
  // What a terminal shows: each line as last redrawn (`\r` goes back to the start of the line).
  const screen = () => chunks.join('').split('\n').map((l) => l.split('\r').pop()!).filter(Boolean);
  return { stream, chunks, screen };
}

test('on a terminal a step without a count runs as … and ends as done with its time; a counted one ends at 100 %', () => {
  let t = 0;
  const out = sink(true);
  const p = streamProgress(out.stream, () => t);
  p.step('veritas', 'building');
  p.progress('veritas', 'read Summa', 0, 1);
  t += 1500;
  p.progress('veritas', 'citations', 0, 4);
  p.progress('veritas', 'citations', 3, 4);
  t += 250;
  p.progress('veritas', 'write Bible', 0, 1);
  t += 2000;
  p.done('veritas', 'built v1');
  assert.deepEqual(out.screen(), [
    'veritas: building',
    'veritas: read Summa     done (1.5 s)',
    `veritas: citations      [${'#'.repeat(24)}] 100% (0.3 s)`,
    'veritas: write Bible    done (2.0 s)',
    'veritas: built v1',
  ]);
  // While a step runs it shows … (no 0 % bar that never moves).
  assert.ok(out.chunks.includes('\rveritas: write Bible    …'));
  assert.ok(!out.chunks.some((c) => c.includes('] 0%') && c.includes('write Bible')));
});

test('elsewhere (a log, a pipe) a step is one line, a counted one a line per quarter, no bars', () => {
  const out = sink(false);
  const p = streamProgress(out.stream, () => 0);
  p.progress('veritas', 'read Summa', 0, 1);
  for (let i = 0; i <= 8; i++) p.progress('veritas', 'citations', i, 8);
  p.done('veritas', 'built v1');
  assert.deepEqual(out.screen(), ['veritas: read Summa…', 'veritas: citations 0/8', 'veritas: citations 2/8', 'veritas: citations 4/8', 'veritas: citations 6/8', 'veritas: citations 8/8', 'veritas: built v1']);
});
