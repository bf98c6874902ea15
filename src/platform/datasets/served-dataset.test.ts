import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { layout } from './layout.js';
import { ServedDataset } from './served-dataset.js';

function dataset(dataDir: string, opened: string[]) {
  return new ServedDataset<string>(dataDir, {
    name: 'probe',
    open: (dir, meta) => (opened.push(meta.version), `opened ${dir}`),
    sources: [{ source: 'a test', licence: 'CC0-1.0' }],
    records: () => 1,
  });
}

test('openNow opens the current version at start, so the first request finds it open; without a version it does nothing', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lumen-served-'));
  try {
    const opened: string[] = [];
    const before = dataset(dataDir, opened);
    before.openNow();
    assert.deepEqual(opened, [], 'nothing imported: nothing opened, no error');
    assert.throws(() => before.need(), /has not been imported/);

    const dir = layout.versionDir(dataDir, 'probe', 'v1');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'meta.json'), JSON.stringify({ name: 'probe', version: 'v1', records: {} }));
    writeFileSync(layout.pointer(dataDir, 'probe'), 'v1\n');
    const served = dataset(dataDir, opened);
    served.openNow();
    assert.deepEqual(opened, ['v1'], 'opened at start');
    assert.equal(served.need().value, `opened ${dir}`);
    assert.deepEqual(opened, ['v1'], 'the request did not open it again');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
