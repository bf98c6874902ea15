import type { z } from 'zod';
import { type FieldIssue, problem } from '../errors/index.js';
import type { Operation, OperationInput } from './define.js';
import { numberIssues } from './plain-numbers.js';
import { declaresQueryParameter, takesAnyQuery, unknownQueryParameters } from './unknown-query.js';

type Part = 'params' | 'query' | 'body' | 'headers';
const PARTS: readonly Part[] = ['params', 'query', 'body'];
const WITH_HEADERS: readonly Part[] = [...PARTS, 'headers'];

/**
 * How a problem names the part a field is in: `path.chapter`, `query.limit`, `body.text`, `header.x`. Path
 * parameters are `path.`, as the engines' own 404s name them (`path.chapter: John has 21 chapters`), not `params.`
 * (the router's word for them), so one client-side rule reads every problem.
 */
export const FIELD_PREFIX: Readonly<Record<Part, string>> = { params: 'path', query: 'query', body: 'body', headers: 'header' };

/** The value at an issue's path in what was given (undefined where any step is missing). */
function valueAt(given: unknown, path: readonly PropertyKey[]): unknown {
  let v = given;
  for (const key of path) v = v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined;
  return v;
}

/**
 * A required field that was not given is said to be missing: zod would say "expected string, received undefined",
 * or, for a number read from text, "expected number, received NaN" (an MCP call without its `verse` argument).
 */
export const MISSING = 'required, and not given';

function issuesOf(part: Part, error: z.ZodError, given: unknown): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: [FIELD_PREFIX[part], ...issue.path.map(String)].join('.'),
    message: issue.code === 'invalid_type' && issue.path.length > 0 && valueAt(given, issue.path) === undefined ? MISSING : issue.message,
  }));
}

/**
 * Validates the parts of a request against the operation's schemas. A query parameter the operation does not
 * declare is refused first, with its own code (unknown-query.ts); otherwise all problems of all parts are reported
 * together, and the detail names the first field so that a human sees where to look.
 */
export function parseInput(
  op: Operation,
  parts: { params?: unknown; query?: unknown; body?: unknown; headers?: unknown },
): OperationInput<unknown, unknown, unknown, unknown> {
  const query = parts.query;
  if (query !== null && typeof query === 'object') {
    const unknown = unknownQueryParameters(op.query, query as Record<string, unknown>);
    if (unknown) throw unknown;
  }
  const out: Record<Part, unknown> = { params: undefined, query: undefined, body: undefined, headers: undefined };
  const issues: FieldIssue[] = [];
  for (const part of op.headers ? WITH_HEADERS : PARTS) {
    const schema = op[part];
    if (!schema) continue;
    // A JSON body of `null` is a body, and the wrong type: kept as null, it is refused like `[]` or `"x"`, not read
    // as no body (an operation whose body is optional would have taken it).
    let given = part === 'body' ? parts.body : (parts[part] ?? {});
    // A query parameter sent twice (`limit=10&limit=30`) arrives as an array; no Lumen parameter is a repeated one
    // (lists are comma-separated), so say so, rather than let the schema report "received array" or "NaN". An
    // operation that takes any query (unknown-query.ts) ignores what it does not declare, repeated or not.
    if (part === 'query' && given !== null && typeof given === 'object') {
      const loose = takesAnyQuery(op.query);
      const repeated = Object.entries(given as Record<string, unknown>).filter(
        ([name, v]) => Array.isArray(v) && (!loose || declaresQueryParameter(op.query, name)),
      );
      if (repeated.length > 0) {
        issues.push(...repeated.map(([name]) => ({ field: `query.${name}`, message: 'given more than once; send it once (lists are comma-separated)' })));
        continue;
      }
    }
    // Numbers in the URL are plain decimal digits (plain-numbers.ts); a badly written one is reported as such, and
    // the schema judges the rest of the part without it.
    let misspelt: Set<string> | undefined;
    if ((part === 'query' || part === 'params') && given !== null && typeof given === 'object') {
      const prefix = part === 'query' ? 'query' : 'path';
      const bad = numberIssues(prefix, schema as z.ZodObject, given as Record<string, unknown>);
      if (bad.length > 0) {
        issues.push(...bad);
        misspelt = new Set(bad.map((issue) => issue.field.slice(prefix.length + 1)));
        given = Object.fromEntries(Object.entries(given as Record<string, unknown>).filter(([name]) => !misspelt!.has(name)));
      }
    }
    const result = schema.safeParse(given);
    if (result.success) out[part] = result.data;
    else issues.push(...issuesOf(part, result.error, given).filter((issue) => !misspelt?.has(issue.field.split('.')[1]!)));
  }
  if (issues.length > 0) {
    const first = issues[0]!;
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
    throw problem('validation_failed', `${first.field}: ${first.message}${more}`, { errors: issues });
  }
  return out as OperationInput<unknown, unknown, unknown, unknown>;
}
