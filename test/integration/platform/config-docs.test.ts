import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { z } from 'zod';
import { sections } from '../../../src/platform/config/sections/index.js';

// Every environment variable the configuration reads is in a table of the README or docs/ with its default, and
// every such table agrees with the code. A table row documents variables when its first cell holds only their
// names (`A`, `B` or `A` / `B`) and its second cell their defaults in the same order (one value for all).
const ROOT = new URL('../../../', import.meta.url).pathname;

function defaults(): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const section of Object.values(sections)) {
    for (const [name, schema] of Object.entries(section.env as Record<string, z.ZodType>)) {
      out.set(name, schema.safeParse(undefined).data);
    }
  }
  return out;
}

/** `1 MiB` → 1048576, `28,800` → 28800, `unset`/`empty` stay words; backticks dropped. */
function normalise(value: string): string {
  const text = value.replace(/`/g, '').trim();
  const units = /^(\d+) (KiB|MiB)$/.exec(text);
  if (units) return String(Number(units[1]) * (units[2] === 'KiB' ? 1024 : 1024 * 1024));
  return /^\d{1,3}(,\d{3})+$/.test(text) ? text.replace(/,/g, '') : text;
}

function documentedRows(known: Set<string>): Array<{ where: string; names: string[]; values: string[] }> {
  const files = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
  const rows: Array<{ where: string; names: string[]; values: string[] }> = [];
  for (const file of files) {
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const cells = line.split('|').slice(1, -1);
        if (cells.length < 3) return;
        const first = cells[0]!.trim();
        if (!/^`[A-Z][A-Z0-9_]*`(\s*[,/]\s*`[A-Z][A-Z0-9_]*`)*$/.test(first)) return;
        const names = [...first.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]!);
        if (!names.every((n) => known.has(n))) return;
        const values = cells[1]!.split(/ \/ |, (?=\S)/).map(normalise);
        rows.push({ where: `${file}:${i + 1}`, names, values });
      });
  }
  return rows;
}

test('every configuration variable is documented with its default, and every documented default is the code’s', () => {
  const expected = defaults();
  const rows = documentedRows(new Set(expected.keys()));
  const documented = new Set<string>();
  const wrong: string[] = [];
  for (const { where, names, values } of rows) {
    if (values.length !== names.length && values.length !== 1) {
      wrong.push(`${where}: ${names.length} variables but ${values.length} defaults`);
      continue;
    }
    names.forEach((name, i) => {
      documented.add(name);
      const doc = values.length === 1 ? values[0]! : values[i]!;
      const code = expected.get(name);
      // An optional variable has no default in the schema: the doc says what unset means (`unset`, or what applies).
      if (code === undefined) return;
      const ok = code === '' ? doc === 'empty' || doc === 'unset' : doc === String(code);
      if (!ok) wrong.push(`${where}: ${name} documented as ${JSON.stringify(doc)}, the code's default is ${JSON.stringify(code)}`);
    });
  }
  const undocumented = [...expected.keys()].filter((name) => !documented.has(name));
  assert.deepEqual(undocumented, [], 'variables with no row in a configuration table of the README or docs/');
  assert.deepEqual(wrong, []);
});
