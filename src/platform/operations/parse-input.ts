import type { z } from 'zod';
import { type FieldIssue, problem } from '../errors/index.js';
import type { Operation, OperationInput } from './define.js';

type Part = 'params' | 'query' | 'body' | 'headers';
const PARTS: readonly Part[] = ['params', 'query', 'body'];
const WITH_HEADERS: readonly Part[] = [...PARTS, 'headers'];

function issuesOf(part: Part, error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: [part === 'headers' ? 'header' : part, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}

/**
 * Validates the parts of a request against the operation's schemas. All problems of all parts are reported
 * together; the detail names the first field so that a human sees where to look.
 */
export function parseInput(
  op: Operation,
  parts: { params?: unknown; query?: unknown; body?: unknown; headers?: unknown },
): OperationInput<unknown, unknown, unknown, unknown> {
  const out: Record<Part, unknown> = { params: undefined, query: undefined, body: undefined, headers: undefined };
  const issues: FieldIssue[] = [];
  for (const part of op.headers ? WITH_HEADERS : PARTS) {
    const schema = op[part];
    if (!schema) continue;
    const given = parts[part] ?? (part === 'body' ? undefined : {});
    // A query parameter sent twice (`limit=10&limit=30`) arrives as an array; no Lumen parameter is a repeated one
    // (lists are comma-separated), so say so, rather than let the schema report "received array" or "NaN".
    if (part === 'query' && given !== null && typeof given === 'object') {
      const repeated = Object.entries(given as Record<string, unknown>).filter(([, v]) => Array.isArray(v));
      if (repeated.length > 0) {
        issues.push(...repeated.map(([name]) => ({ field: `query.${name}`, message: 'given more than once; send it once (lists are comma-separated)' })));
        continue;
      }
    }
    const result = schema.safeParse(given);
    if (result.success) out[part] = result.data;
    else issues.push(...issuesOf(part, result.error));
  }
  if (issues.length > 0) {
    const first = issues[0]!;
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
    throw problem('validation_failed', `${first.field}: ${first.message}${more}`, { errors: issues });
  }
  return out as OperationInput<unknown, unknown, unknown, unknown>;
}
