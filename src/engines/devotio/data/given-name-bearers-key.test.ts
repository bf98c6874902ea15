import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The source files a module loads at run time: its relative imports (not `import type`), followed through. */
function runtimeImports(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [resolve(ROOT, entry)];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/(?:^|\n)\s*(?:import|export)(\s+type)?\s[^;]*?from\s+'(\.[^']+)'|(?:^|\n)\s*import\s+'(\.[^']+)'|import\('(\.[^']+)'\)/g)) {
      if (m[1]) continue;
      const target = resolve(dirname(file), (m[2] ?? m[3] ?? m[4])!).replace(/\.js$/, '.ts');
      if (existsSync(target)) stack.push(target);
    }
  }
  return new Set([...seen].map((f) => relative(ROOT, f)));
}

// Review finding: the saint search imported the dataset's info key from the refinery's given-name-bearers.ts, so
// the server loaded the refinery's review table of bare names (former-slugs-of-name-review.ts) to read one string.
test("the devotio engine loads the given-name bearers' info key, not the refinery's review table", () => {
  const loaded = runtimeImports('src/engines/devotio/index.ts');
  assert.ok(loaded.has('src/engines/devotio/data/search-saints.ts'), 'the walk reaches the search');
  assert.ok(loaded.has('src/engines/devotio/data/given-name-bearers-key.ts'));
  for (const refinery of ['src/refinery/devotio/given-name-bearers.ts', 'src/refinery/devotio/former-slugs-of-name-review.ts']) {
    assert.ok(!loaded.has(refinery), `${refinery} is loaded by the server`);
  }
  // The refinery still writes the key it shares with the engine.
  assert.ok(runtimeImports('src/refinery/devotio/builder.ts').has('src/engines/devotio/data/given-name-bearers-key.ts'));
});
