import assert from 'node:assert/strict';
import { appendFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { SqliteDatabase as Database } from '../../../src/platform/storage/sqlite-driver.js';
import { readCurrentVersion } from '../../../src/platform/datasets/layout.js';
import { devotioDataset } from '../../../src/refinery/devotio/builder.js';
import { DatasetDefectsError } from '../../../src/refinery/devotio/validate/validate-dataset.js';
import { runImport } from '../../../src/refinery/run-import.js';
import { openSources } from '../../../src/refinery/source-reader.js';
import { copyFixtures, manifestOf } from './fixture-sources.js';

const dataDir = mkdtempSync(join(tmpdir(), 'lumen-data-'));
const copies: string[] = [];
after(() => {
  for (const dir of [dataDir, ...copies]) rmSync(dir, { recursive: true, force: true });
});

const importFrom = (from: string) => runImport({ sources: openSources(from), dataDir, builders: [devotioDataset], manifest: manifestOf(from), force: true });

test('the merge turns the catalogue dates into real dates: a century as a range, an unpadded day padded', async () => {
  const sources = copyFixtures();
  copies.push(sources);
  const [result] = await importFrom(sources);
  const db = new Database(join(dataDir, 'devotio', 'versions', result!.version, 'devotio.sqlite'), { readonly: true });
  const doc = (slug: string) => JSON.parse((db.prepare('select doc from saints where slug = ?').get(slug) as { doc: string }).doc);
  try {
    assert.deepEqual(doc('anne').died, { date: '1', approximate: true, until: '100' });
    assert.deepEqual(doc('thomas-more').died, { date: '1535-07-06', approximate: false });
    assert.equal(doc('thomas-aquinas').name.la, 'Sanctus Thomas de Aquino');
  } finally {
    db.close();
  }
});

test('a record that breaks a rule fails the import, is named, and the served version stays (refinery:validate:rule-fails-import)', async () => {
  const sources = copyFixtures();
  copies.push(sources);
  const before = readCurrentVersion(dataDir, 'devotio');
  const versions = readdirSync(join(dataDir, 'devotio', 'versions'));
  // A catalogue entry whose name is a serialisation leftover: nothing in the merge can make it a name.
  appendFileSync(join(sources, 'saints/romcal_martyrology.jsonl'), '\n{"id": "undefined_martyr", "name": "undefined", "canonization_level": "SAINT", "titles": ["MARTYR"]}\n');
  await assert.rejects(importFrom(sources), (err: unknown) => {
    assert.ok(err instanceof DatasetDefectsError, String(err));
    assert.match(err.message, /saint:undefined \[leftover\] name\.en: serialisation leftover "undefined"/);
    return true;
  });
  assert.equal(readCurrentVersion(dataDir, 'devotio'), before);
  // Nothing was published (the unfinished build folder is never read, and the next import removes it).
  assert.deepEqual(readdirSync(join(dataDir, 'devotio', 'versions')), versions);
});
