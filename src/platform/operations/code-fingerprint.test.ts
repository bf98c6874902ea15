import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { codeFingerprint, fingerprintOf } from './code-fingerprint.js';

test('the code fingerprint changes with any file of the code or the lock file, and not with source maps or tests', () => {
  const root = mkdtempSync(join(tmpdir(), 'lumen-fingerprint-'));
  try {
    const dir = join(root, 'dist');
    mkdirSync(join(dir, 'engines'), { recursive: true });
    writeFileSync(join(dir, 'main.js'), 'export const a = 1;');
    writeFileSync(join(dir, 'engines', 'passage.js'), 'export const b = 2;');
    const first = fingerprintOf(dir);
    assert.equal(fingerprintOf(dir), first, 'the same files, the same fingerprint');
    writeFileSync(join(dir, 'main.js.map'), '{}');
    writeFileSync(join(dir, 'engines', 'passage.test.js'), 'test()');
    assert.equal(fingerprintOf(dir), first, 'maps and tests are not code the server runs');
    const seen = new Set([first]);
    const changes: Array<() => void> = [
      () => writeFileSync(join(dir, 'engines', 'passage.js'), 'export const b = 3;'),
      () => writeFileSync(join(dir, 'engines', 'table.json'), '[1]'),
      () => writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}'),
      () => writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}'),
    ];
    for (const change of changes) {
      change();
      const now = fingerprintOf(dir);
      assert.ok(!seen.has(now), 'every change gives a new fingerprint');
      seen.add(now);
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  // The running code's, kept from start: the digest of the folder this code runs from (src/ here, dist/ when built).
  assert.equal(codeFingerprint(), fingerprintOf(fileURLToPath(new URL('../../', import.meta.url))));
  assert.match(codeFingerprint(), /^[A-Za-z0-9_-]{27}$/);
});
