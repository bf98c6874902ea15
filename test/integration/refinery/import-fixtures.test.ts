import assert from 'node:assert/strict';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { SqliteDatabase as Database } from '../../../src/platform/storage/sqlite-driver.js';
import { readCurrentVersion, readMeta } from '../../../src/platform/datasets/layout.js';
import { devotioDataset } from '../../../src/refinery/devotio/builder.js';
import { runImport } from '../../../src/refinery/run-import.js';
import { openSources } from '../../../src/refinery/source-reader.js';
import { ChecksumError } from '../../../src/refinery/verify-checksum.js';
import { copyFixtures, manifestOf } from './fixture-sources.js';

const sources = copyFixtures();
const manifest = manifestOf(sources);
const dataDir = mkdtempSync(join(tmpdir(), 'lumen-data-'));
after(() => {
  rmSync(sources, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const importFrom = (from: string, options: { force?: boolean; manifestOverride?: typeof manifest } = {}) =>
  runImport({ sources: openSources(from), dataDir, builders: [devotioDataset], manifest: options.manifestOverride ?? manifest, force: options.force });

test('import builds a version, points current at it and reports source problems (refinery:import:build-version)', async () => {
  const [result] = await importFrom(sources);
  assert.equal(result!.status, 'built');
  assert.equal(readCurrentVersion(dataDir, 'devotio'), result!.version);
  const meta = readMeta(dataDir, 'devotio', result!.version);
  assert.ok(meta.records.saints! > 10);
  assert.equal(meta.records.prayers, 4);
  // The fixture's romcal catalogue ends with a malformed line: reported with its line number, not dropped silently.
  assert.ok(meta.problems.some((p) => /romcal_martyrology\.jsonl:\d+: malformed JSON/.test(p)), meta.problems.join('\n'));
  const db = new Database(join(dataDir, 'devotio', 'versions', result!.version, 'devotio.sqlite'), { readonly: true });
  const doc = JSON.parse((db.prepare('select doc from saints where slug = ?').get('thomas-aquinas') as { doc: string }).doc);
  db.close();
  assert.equal(doc.feasts[0].date, '01-28');
  assert.ok(doc.titles.includes('doctor_of_the_church'));
});

test('a second import of the same sources is idempotent: same version, nothing rebuilt (refinery:import:idempotent)', async () => {
  const before = readCurrentVersion(dataDir, 'devotio');
  const [result] = await importFrom(sources);
  assert.equal(result!.status, 'unchanged');
  assert.equal(result!.version, before);
  assert.deepEqual(readdirSync(join(dataDir, 'devotio', 'versions')), [before]);
});

test('--force rebuilds a new version and keeps the previous one for readers still holding it', async () => {
  const before = readCurrentVersion(dataDir, 'devotio')!;
  const [result] = await importFrom(sources, { force: true });
  assert.equal(result!.status, 'built');
  assert.notEqual(result!.version, before);
  assert.equal(result!.previous, before);
  assert.deepEqual(readdirSync(join(dataDir, 'devotio', 'versions')).sort(), [before, result!.version].sort());
});

test('a tampered source is rejected by its checksum and the served version stays (refinery:import:checksum)', async () => {
  const tampered = copyFixtures();
  try {
    appendFileSync(join(tampered, 'prayers/prayers.json'), ' ');
    const before = readCurrentVersion(dataDir, 'devotio');
    await assert.rejects(importFrom(tampered, { force: true }), (err: unknown) => {
      assert.ok(err instanceof ChecksumError);
      assert.match(err.message, /checksum mismatch for prayers\/prayers\.json .*expected sha256 [0-9a-f]{64}.*got [0-9a-f]{64}/);
      return true;
    });
    assert.equal(readCurrentVersion(dataDir, 'devotio'), before);
    assert.equal(readdirSync(join(dataDir, 'devotio')).filter((n) => n.startsWith('.tmp-')).length, 0);
  } finally {
    rmSync(tampered, { recursive: true, force: true });
  }
});

test('a file missing from the manifest is refused', async () => {
  const partial = { ...manifest };
  delete (partial as Record<string, unknown>)['prayers/prayers.json'];
  await assert.rejects(importFrom(sources, { force: true, manifestOverride: partial }), /not in the source manifest/);
});

test('sources can be read from a base URL', async () => {
  const server = createServer((req, res) => {
    const path = join(sources, decodeURIComponent(new URL(req.url!, 'http://x').pathname));
    if (!path.startsWith(sources) || !existsSync(path)) return void res.writeHead(404).end();
    res.writeHead(200).end(readFileSync(path));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const [result] = await importFrom(url, { force: true });
    assert.equal(result!.status, 'built');
    assert.equal(readCurrentVersion(dataDir, 'devotio'), result!.version);
    await assert.rejects(importFrom(`${url}nowhere/`, { force: true }), /HTTP 404/);
  } finally {
    server.close();
  }
});
