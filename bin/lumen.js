#!/usr/bin/env node
// The `lumen` command. The TypeScript sources are compiled to dist/ by `npm install` (the prepare script).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(fileURLToPath(entry))) {
  process.stderr.write('lumen: dist/ is missing; run `npm install` (or `npm run build`) first\n');
  process.exit(1);
}
// Before anything else loads: keeps V8's maps of process.nextTick's entries alive (src/platform/runtime/tick-shape.ts).
const { keepTickShape } = await import(new URL('../dist/platform/runtime/tick-shape.js', import.meta.url).href);
keepTickShape();
const { main } = await import(entry.href);
process.exitCode = await main(process.argv.slice(2));
