import type { BuildContext } from '../dataset-builder.js';

/** Parses JSON Lines; a malformed line is reported with its number and skipped, never silently lost. */
export function parseJsonl<T>(ctx: BuildContext, path: string, valid: (row: unknown) => row is T): T[] {
  const rows: T[] = [];
  const lines = ctx.text(path).split('\n');
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    try {
      const row: unknown = JSON.parse(line);
      if (valid(row)) rows.push(row);
      else ctx.problem(`${path}:${i + 1}: record without the expected fields; skipped`);
    } catch {
      ctx.problem(`${path}:${i + 1}: malformed JSON; skipped`);
    }
  });
  return rows;
}

export const hasId = (row: unknown): row is { id: string } =>
  typeof row === 'object' && row !== null && typeof (row as { id?: unknown }).id === 'string';
