#!/usr/bin/env node
// Runs every test file with Node's built-in test runner and the tsx loader, on the Node binary that runs this
// script (so CI's Node 24 leg tests Node 24). Usage: node scripts/run-tests.mjs [filter-substring …]
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const filters = process.argv.slice(2);

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (name.endsWith('.test.ts')) out.push(relative(root, path));
  }
  return out;
}

const files = [...walk(join(root, 'src')), ...walk(join(root, 'test'))]
  .filter((f) => filters.length === 0 || filters.some((s) => f.includes(s)))
  .sort();
if (files.length === 0) {
  console.error('no test files matched');
  process.exit(1);
}
const concurrency = process.env.TEST_CONCURRENCY ?? '3';
const args = [
  '--import',
  'tsx',
  '--test',
  `--test-concurrency=${concurrency}`,
  '--test-timeout=180000',
  '--test-reporter=spec',
  ...files,
];
console.log(`node ${process.version}: ${files.length} test files`);
const child = spawn(process.execPath, args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'test' },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
