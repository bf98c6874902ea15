import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
const moduleUrl = new URL('./tick-shape.ts', import.meta.url).href;

/**
 * A child process queues ticks, runs a full GC with none queued, queues more, and prints V8's feedback for
 * process.nextTick (%DebugPrint): the states of the tick literal's DefineKeyedOwnPropertyInLiteral slots (V8
 * allocates it after a few calls; many more calls would optimise nextTick before the GC, which hides the effect).
 */
async function literalFeedback(keep: boolean): Promise<{ states: string[]; kept: boolean }> {
  const script = `
    import { keepTickShape, keptTick } from ${JSON.stringify(moduleUrl)};
    if (${keep}) keepTickShape();
    const noop = () => {};
    const burst = (n) => new Promise((resolve) => { for (let i = 0; i < n; i++) process.nextTick(noop); setImmediate(resolve); });
    for (let i = 0; i < 2; i++) await burst(100);
    gc();
    for (let i = 0; i < 2; i++) await burst(100);
    console.log('kept: ' + (keptTick() !== undefined));
    %DebugPrint(process.nextTick);
  `;
  // %DebugPrint writes through C's stdout, which a non-blocking pipe would cut short: the child writes to a file.
  const dir = mkdtempSync(join(tmpdir(), 'lumen-tick-shape-'));
  const file = join(dir, 'stdout');
  const fd = openSync(file, 'w');
  try {
    const args = ['--allow-natives-syntax', '--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script];
    const child = spawn(process.execPath, args, { stdio: ['ignore', fd, 'inherit'] });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    assert.equal(code, 0, 'the child process failed');
  } finally {
    closeSync(fd);
  }
  const stdout = readFileSync(file, 'utf8');
  rmSync(dir, { recursive: true, force: true });
  const states = [...stdout.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((m) => m[1]!);
  return { states, kept: stdout.includes('kept: true') };
}

test('without the kept entry, a full GC between ticks leaves the tick literal megamorphic (what the fix is for)', async () => {
  const { states, kept } = await literalFeedback(false);
  assert.equal(kept, false);
  assert.ok(states.length >= 4, `the literal's slots were not found in the feedback: ${states.join(', ')}`);
  assert.ok(states.includes('MEGAMORPHIC'), `expected a megamorphic slot on this Node: ${states.join(', ')}`);
});

test('with keepTickShape, the tick literal stays monomorphic across a full GC', async () => {
  const { states, kept } = await literalFeedback(true);
  assert.equal(kept, true, 'no TickObject was kept');
  assert.ok(states.length >= 4, `the literal's slots were not found in the feedback: ${states.join(', ')}`);
  assert.deepEqual(
    states.filter((s) => s !== 'MONOMORPHIC'),
    [],
    `slots: ${states.join(', ')}`,
  );
});
