import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { errorCatalogue } from '../../../src/platform/errors/index.js';

const SRC = new URL('../../../src/', import.meta.url).pathname;

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'catalogue.ts') out.push(readFileSync(path, 'utf8'));
  }
  return out;
}

test('docs/errors.md lists exactly the codes of the catalogue, with the same status and title (platform:errors-catalogue)', () => {
  const markdown = readFileSync(new URL('../../../docs/errors.md', import.meta.url), 'utf8');
  const documented = new Map<string, { status: number; title: string }>();
  for (const match of markdown.matchAll(/^\| `([a-z0-9_.]+)` \| (\d{3}) \| ([^|]+?) \|/gm)) {
    assert.ok(!documented.has(match[1]!), `${match[1]} documented twice`);
    documented.set(match[1]!, { status: Number(match[2]), title: match[3]!.trim() });
  }
  const catalogue = errorCatalogue();
  const codes = new Set<string>(catalogue.keys());
  const missingFromDocs = [...codes].filter((code) => !documented.has(code));
  const missingFromCode = [...documented.keys()].filter((code) => !codes.has(code));
  assert.deepEqual(missingFromDocs, [], 'codes defined in the source but not in docs/errors.md');
  assert.deepEqual(missingFromCode, [], 'codes in docs/errors.md that the source does not define');
  for (const [code, spec] of catalogue) {
    assert.deepEqual(documented.get(code), { status: spec.status, title: spec.title }, `row of ${code}`);
  }
});

test('every code of the catalogue is raised somewhere in the source (a code nobody raises is a promise nobody keeps)', () => {
  const text = sources(SRC).join('\n');
  const unused = [...errorCatalogue().keys()].filter((code) => !text.includes(`'${code}'`));
  assert.deepEqual(unused, []);
});
