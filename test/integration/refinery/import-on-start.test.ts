import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Platform } from '../../../src/platform/module.js';
import type { DatasetBuilder } from '../../../src/refinery/dataset-builder.js';
import { readCurrentVersion, readMeta } from '../../../src/platform/datasets/layout.js';
import { createRefineryModule } from '../../../src/refinery/refinery-module.js';

/** A builder with no source files that counts its builds. */
function probeBuilder(version: number, builds: { n: number }): DatasetBuilder {
  return {
    name: 'probe',
    title: 'probe',
    builderVersion: version,
    files: [],
    sources: [],
    build(ctx) {
      builds.n += 1;
      writeFileSync(join(ctx.outDir, 'probe.txt'), `v${version}`);
      return { records: { things: 1 } };
    },
  };
}

function platformFor(dir: string, sources: string, lines: string[] = []): Platform {
  const log = { info: (_: object, msg: string) => lines.push(msg), warn() {}, error() {} };
  return { config: { data: { dir, sources, importOnStart: true } }, log } as unknown as Platform;
}

// The corpus file format changed with its builder version 2 (site_grid instead of an R*Tree): a server started on a
// data folder of the older format must not serve it, nor wait for someone to run `lumen data import`.
test('on start, a missing dataset is imported, and one built by an older builder version is imported again', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'lumen-start-'));
  const sources = mkdtempSync(join(tmpdir(), 'lumen-sources-'));
  try {
    const builds = { n: 0 };
    const lines: string[] = [];
    await createRefineryModule(platformFor(dir, sources, lines), [probeBuilder(1, builds)]).start!();
    assert.equal(builds.n, 1, 'missing: imported');
    // A first start says what it does while it imports, step by step, not only when it is done.
    assert.ok(lines.some((l) => l.startsWith('import: building')), lines.join(' | '));
    await createRefineryModule(platformFor(dir, sources), [probeBuilder(1, builds)]).start!();
    assert.equal(builds.n, 1, 'present and current: left alone');
    await createRefineryModule(platformFor(dir, sources), [probeBuilder(2, builds)]).start!();
    assert.equal(builds.n, 2, 'older builder version: imported again');
    assert.equal(readMeta(dir, 'probe', readCurrentVersion(dir, 'probe')!).builderVersion, 2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(sources, { recursive: true, force: true });
  }
});
