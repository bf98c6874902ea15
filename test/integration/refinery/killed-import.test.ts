import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { SqliteDatabase as Database } from '../../../src/platform/storage/sqlite-driver.js';
import { readCurrentVersion } from '../../../src/platform/datasets/layout.js';
import { SHARED_DATA } from './fixture-sources.js';

const ROOT = new URL('../../../', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'lumen-killed-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `lumen data import` from the sources, as an operator would, in a child process. */
function lumenImport(args: string[]) {
  return spawn(process.execPath, ['--import', 'tsx', '-e', "const m = await import('./src/cli/main.ts'); process.exitCode = await m.main(process.argv.slice(1));", 'data', 'import', '--from', SHARED_DATA, ...args], {
    cwd: ROOT,
    env: { ...process.env, LUMEN_DATA_DIR: dataDir, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const exit = (child: ReturnType<typeof spawn>) => new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

test('an import killed midway leaves the previous version serving; the next import cleans up (refinery:import:killed-midway)', async (t) => {
  if (!existsSync(join(SHARED_DATA, 'saints'))) return void t.skip('shared data not present');
  const first = lumenImport(['--only', 'devotio', '--json']);
  let stdout = '';
  first.stdout!.on('data', (c) => (stdout += c));
  assert.equal(await exit(first), 0);
  const summary = JSON.parse(stdout) as { datasets: Array<{ status: string; version: string; records: { saints: number } }> };
  assert.equal(summary.datasets[0]!.status, 'built');
  const served = summary.datasets[0]!.version;

  const second = lumenImport(['--only', 'devotio', '--force']);
  const datasetDir = join(dataDir, 'devotio');
  const building = () => readdirSync(datasetDir).some((n) => n.startsWith('.tmp-'));
  // The child has to load the CLI (through tsx) before it builds: on a loaded 2-core machine that alone took
  // more than 20 s. Whatever happens, the child is killed, so a failed wait cannot leave it holding the lock.
  const deadline = Date.now() + 120_000;
  const exited = exit(second);
  try {
    while (!building() && second.exitCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    assert.ok(building(), 'the second import started building');
  } finally {
    second.kill('SIGKILL');
    await exited;
  }

  assert.equal(readCurrentVersion(dataDir, 'devotio'), served);
  const db = new Database(join(datasetDir, 'versions', served, 'devotio.sqlite'), { readonly: true });
  assert.ok((db.prepare('select count(*) as n from saints').get() as { n: number }).n > 1000);
  db.close();

  const third = lumenImport(['--only', 'devotio', '--force']);
  assert.equal(await exit(third), 0);
  assert.notEqual(readCurrentVersion(dataDir, 'devotio'), served);
  assert.equal(building(), false, 'the stale build folder was removed');
  assert.equal(existsSync(join(datasetDir, '.lock')), false);
});

test('a tampered source is refused by the CLI with a clear message and exit code 1', async (t) => {
  if (!existsSync(join(SHARED_DATA, 'saints'))) return void t.skip('shared data not present');
  const { cpSync, appendFileSync } = await import('node:fs');
  const copy = mkdtempSync(join(tmpdir(), 'lumen-tampered-'));
  try {
    cpSync(SHARED_DATA, copy, { recursive: true });
    appendFileSync(join(copy, 'saints', 'romcal_martyrology.jsonl'), '{"id":"forged_saint","name":"Forged"}\n');
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', "const m = await import('./src/cli/main.ts'); process.exitCode = await m.main(process.argv.slice(1));", 'data', 'import', '--from', copy, '--force'], {
      cwd: ROOT,
      env: { ...process.env, LUMEN_DATA_DIR: dataDir, NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (c) => (stderr += c));
    assert.equal(await exit(child), 1);
    assert.match(stderr, /checksum mismatch for saints\/romcal_martyrology\.jsonl/);
    assert.match(stderr, /served are unchanged/);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
