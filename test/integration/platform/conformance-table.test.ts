// Conformance is executable (issue 12, point 5): the requirements list, docs/conformance.md and the test titles
// agree both ways. Pure file reading: no server, no test is run.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { DOC, renderTable, tableOf } from '../../conformance/render-table.js';
import { requirements } from '../../conformance/requirements.js';
import { titleIds } from '../../conformance/title-ids.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ID = /^[a-z][a-z0-9]*(?::[a-z0-9-]+)+$/;
const used = titleIds(ROOT);
const listed = new Set(requirements.map((r) => r.id));

test('requirement ids are well formed and listed once, each with a source and at least one test', () => {
  const seen = new Set<string>();
  for (const r of requirements) {
    assert.match(r.id, ID);
    assert.ok(!seen.has(r.id), `${r.id} is listed twice`);
    seen.add(r.id);
    assert.ok(r.source.trim().length > 0, `${r.id} names no source`);
    assert.ok(!r.source.includes('|'), `${r.id}: a | in the source breaks the table row`);
    assert.ok(r.tests.length > 0, `${r.id} names no test`);
  }
});

test('docs/conformance.md holds exactly the requirements list, row for row (platform:conformance:executable)', () => {
  const table = tableOf(readFileSync(DOC, 'utf8'));
  const documented = new Set([...table.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!));
  assert.deepEqual([...listed].filter((id) => !documented.has(id)), [], 'listed but not in docs/conformance.md');
  assert.deepEqual([...documented].filter((id) => !listed.has(id)), [], 'in docs/conformance.md but not listed');
  assert.equal(table, renderTable(requirements), 'run `node --import tsx test/conformance/render-table.ts`');
});

test('every test file a requirement names exists and has a title carrying the id', () => {
  const wrong: string[] = [];
  for (const r of requirements) {
    for (const file of r.tests) {
      if (!existsSync(new URL(file, `file://${ROOT}`))) wrong.push(`${r.id}: ${file} does not exist`);
      else if (!used.get(r.id)?.has(file)) wrong.push(`${r.id}: no test title in ${file} carries it`);
    }
    // and the other way: no file whose titles carry the id is left out of its row
    for (const file of used.get(r.id) ?? []) if (!r.tests.includes(file)) wrong.push(`${r.id}: ${file} is missing`);
  }
  assert.deepEqual(wrong, []);
});

test('every id a test title carries is a listed requirement, and a group names at least one', () => {
  const unknown: string[] = [];
  for (const [id, files] of used) {
    const known = id.endsWith(':*') ? [...listed].some((l) => l.startsWith(id.slice(0, -1))) : listed.has(id);
    if (!known) unknown.push(`${id} (${[...files].join(', ')})`);
  }
  assert.deepEqual(unknown, []);
});

test('the scan sees ids in every title form: parentheses, a leading id, lists, groups; not URLs', () => {
  // guards the scanner itself, since an id it cannot see would pass the checks above vacuously
  for (const id of ['ratelimit:any-window', 'oauth:refresh:reuse-revokes-chain', 'mcp:gate:*', 'oauth:cimd:refuse']) {
    assert.ok(used.has(id), `${id} not found in the test titles`);
  }
  assert.ok(![...used.keys()].some((id) => id.startsWith('http')), 'a URL was read as an id');
});
