import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { devotioDataset } from '../../../src/refinery/devotio/builder.js';
import type { DevotioReport } from '../../../src/refinery/devotio/dataset-report.js';
import { runImport } from '../../../src/refinery/run-import.js';
import { openSources } from '../../../src/refinery/source-reader.js';
import { runLumen } from '../../helpers/cli.js';
import { FIXTURE_SOURCES, manifestOf } from './fixture-sources.js';

const dataDir = mkdtempSync(join(tmpdir(), 'lumen-report-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

test('lumen data report devotio: counts, zero defects, anomaly classes with examples (text and --json)', async () => {
  const missing = await runLumen(['data', 'report', 'devotio'], { LUMEN_DATA_DIR: dataDir });
  assert.equal(missing.status, 1);
  assert.match(missing.stderr, /not imported.*lumen data import --only devotio/);

  await runImport({ sources: openSources(FIXTURE_SOURCES), dataDir, builders: [devotioDataset], manifest: manifestOf(FIXTURE_SOURCES) });
  const json = await runLumen(['data', 'report', 'devotio', '--json'], { LUMEN_DATA_DIR: dataDir });
  assert.equal(json.status, 0, json.stderr);
  const report = JSON.parse(json.stdout) as DevotioReport;
  assert.ok(report.counts.saints! > 10 && report.counts.groups! >= 1, JSON.stringify(report.counts));
  assert.equal(report.counts.prayers, 4);
  assert.deepEqual(report.defects.map((d) => d.count), [0, 0, 0, 0, 0, 0]);
  const noLatin = report.anomalies.find((a) => a.id === 'no-latin-name')!;
  assert.ok(noLatin.count >= 1 && noLatin.examples.length >= 1);
  // The fixture's malformed catalogue line is a source problem, listed with the others.
  assert.ok(report.anomalies.find((a) => a.id === 'source-other')!.examples.some((e) => /malformed JSON/.test(e)));

  const text = await runLumen(['data', 'report', 'devotio'], { LUMEN_DATA_DIR: dataDir });
  assert.equal(text.status, 0);
  assert.match(text.stdout, /^validation defects: 0$/m);
  assert.match(text.stdout, /^ {2}no-latin-name: \d+/m);
  assert.match(text.stdout, /^ {6}e\.g\. /m);

  const unknown = await runLumen(['data', 'report', 'veritas'], { LUMEN_DATA_DIR: dataDir });
  assert.equal(unknown.status, 2);
});
