import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
// Importing the module list loads every module, and with it every `defineErrors` call.
import '../../../src/modules.js';
import { errorCatalogue } from '../../../src/platform/errors/index.js';

test('docs/errors.md lists exactly the codes of the catalogue, with the same status and title', () => {
  const markdown = readFileSync(new URL('../../../docs/errors.md', import.meta.url), 'utf8');
  const documented = new Map<string, { status: number; title: string }>();
  for (const match of markdown.matchAll(/^\| `([a-z0-9_.]+)` \| (\d{3}) \| ([^|]+?) \|/gm)) {
    assert.ok(!documented.has(match[1]!), `${match[1]} documented twice`);
    documented.set(match[1]!, { status: Number(match[2]), title: match[3]!.trim() });
  }
  const catalogue = errorCatalogue();
  const missingFromDocs = [...catalogue.keys()].filter((code) => !documented.has(code));
  const missingFromCode = [...documented.keys()].filter((code) => !catalogue.has(code));
  assert.deepEqual(missingFromDocs, [], 'codes defined in the source but not in docs/errors.md');
  assert.deepEqual(missingFromCode, [], 'codes in docs/errors.md that the source does not define');
  for (const [code, spec] of catalogue) {
    assert.deepEqual(documented.get(code), { status: spec.status, title: spec.title }, `row of ${code}`);
  }
});
