// Reads the requirement ids that test titles carry, straight from the test files (no test is run), so the
// conformance check stays a fast, pure file read.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// The first string argument of test(…), it(…), describe(…) and their .skip/.only/.todo forms.
const TITLE = /\b(?:test|it|describe)(?:\.\w+)?\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;
// `area:topic[:case]`, lower case, not part of a URL or a longer word; `*` stands for a group (`oauth:code:*`).
const ID = /(?<![\w:/.])[a-z][a-z0-9]*(?::[a-z0-9*-]+)+(?![\w:/])/g;

function testFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) testFiles(path, out);
    else if (name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

/** id → the repository-relative test files whose titles carry it */
export function titleIds(root: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const file of [...testFiles(join(root, 'src')), ...testFiles(join(root, 'test'))]) {
    const text = readFileSync(file, 'utf8');
    for (const title of text.matchAll(TITLE)) {
      for (const id of title[2]!.match(ID) ?? []) {
        let files = found.get(id);
        if (!files) found.set(id, (files = new Set()));
        files.add(relative(root, file));
      }
    }
  }
  return found;
}
