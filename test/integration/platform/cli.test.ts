import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

function lumen(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/run.ts', ...args], {
    env: { ...process.env, NODE_ENV: 'test', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

test('`lumen --help` lists the commands and the environment', () => {
  const result = lumen(['--help']);
  assert.equal(result.status, 0);
  assert.match(result.stdout, /serve\s/);
  assert.match(result.stdout, /migrate\s/);
  assert.match(result.stdout, /DATABASE_URL\s/);
  const sub = lumen(['migrate', '--help']);
  assert.equal(sub.status, 0);
  assert.match(sub.stdout, /Usage: lumen migrate/);
});

test('an unknown command or option exits non-zero with a clear message (platform:cli)', () => {
  const unknown = lumen(['bogus']);
  assert.equal(unknown.status, 2);
  assert.match(unknown.stderr, /unknown command 'bogus'/);
  const option = lumen(['migrate', '--frobnicate']);
  assert.equal(option.status, 2);
  assert.match(option.stderr, /unknown option '--frobnicate'/);
});

test('`lumen migrate --json` applies migrations once and reports them', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lumen-cli-'));
  try {
    const env = { DATABASE_URL: join(dir, 'lumen.sqlite') };
    const first = lumen(['migrate', '--json'], env);
    assert.equal(first.status, 0, first.stderr);
    const report = JSON.parse(first.stdout) as { applied: string[]; database: string };
    assert.equal(report.database, 'sqlite');
    const second = lumen(['migrate', '--json'], env);
    assert.deepEqual((JSON.parse(second.stdout) as { applied: string[] }).applied, []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
