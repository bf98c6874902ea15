import type { BuildContext } from '../dataset-builder.js';

/**
 * Reads JSON Lines `text` (the file `path`): `each` gets every record with its line number (from 1), for its own
 * messages; a malformed line is reported with its number and skipped, never silently lost. Blank lines are skipped.
 */
export function eachJsonLine(ctx: BuildContext, path: string, text: string, each: (row: unknown, line: number) => void): void {
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let row: unknown;
    try {
      row = JSON.parse(line);
    } catch {
      ctx.problem(`${path}:${i + 1}: malformed JSON; skipped`);
      return;
    }
    each(row, i + 1);
  });
}

/** The records of the JSON Lines file `path` that `valid` accepts; any other is reported with its line and skipped. */
export function parseJsonl<T>(ctx: BuildContext, path: string, valid: (row: unknown) => row is T): T[] {
  const rows: T[] = [];
  eachJsonLine(ctx, path, ctx.text(path), (row, line) => {
    if (valid(row)) rows.push(row);
    else ctx.problem(`${path}:${line}: record without the expected fields; skipped`);
  });
  return rows;
}

export const hasId = (row: unknown): row is { id: string } =>
  typeof row === 'object' && row !== null && typeof (row as { id?: unknown }).id === 'string';
