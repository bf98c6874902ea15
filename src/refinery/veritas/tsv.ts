import type { BuildContext } from '../dataset-builder.js';

/**
 * Rows of a tab-separated file with a header line and no quoting (the staged verse files). A row with the wrong
 * number of fields is reported with its line number and skipped.
 */
export function parseTsv(ctx: BuildContext, path: string): Array<Record<string, string>> {
  const lines = ctx.text(path).split('\n');
  const header = (lines[0] ?? '').replace(/\r$/, '').split('\t');
  const rows: Array<Record<string, string>> = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!.replace(/\r$/, '');
    if (line === '') continue;
    const fields = line.split('\t');
    if (fields.length < header.length - 1 || fields.length > header.length) {
      ctx.problem(`${path}:${i + 1}: ${fields.length} fields where ${header.length} were expected; skipped`);
      continue;
    }
    const row: Record<string, string> = {};
    header.forEach((h, j) => (row[h] = fields[j] ?? ''));
    rows.push(row);
  }
  return rows;
}
