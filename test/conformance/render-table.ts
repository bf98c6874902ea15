// Renders docs/conformance.md's table from the requirements list. Run this file to rewrite the table after editing
// the list: `node --import tsx test/conformance/render-table.ts` (the conformance-table test says when it is due).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Requirement, requirements } from './requirements.js';

export const HEADER = '| requirement | rule (source) | tests |\n|---|---|---|';

export function renderTable(list: readonly Requirement[]): string {
  const rows = list.map((r) => `| \`${r.id}\` | ${r.source} | ${r.tests.map((t) => `\`${t}\``).join(', ')} |`);
  return `${HEADER}\n${rows.join('\n')}`;
}

/** the table part of the document: from the header row to the last row that follows it */
export function tableOf(markdown: string): string {
  const start = markdown.indexOf(HEADER);
  if (start < 0) return '';
  const lines = markdown.slice(start).split('\n');
  const end = lines.findIndex((line) => !line.startsWith('|'));
  return lines.slice(0, end < 0 ? lines.length : end).join('\n');
}

export const DOC = fileURLToPath(new URL('../../docs/conformance.md', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const markdown = readFileSync(DOC, 'utf8');
  const old = tableOf(markdown);
  if (!old) throw new Error(`no table starting with ${HEADER} in ${DOC}`);
  writeFileSync(DOC, markdown.replace(old, renderTable(requirements)));
}
