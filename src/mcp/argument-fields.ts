import type { FieldIssue } from '../platform/errors/index.js';
import { FIELD_PREFIX } from '../platform/operations/parse-input.js';
import type { GeneratedTool } from './tools-from-operations.js';

type Arguments = Pick<GeneratedTool, 'paramNames' | 'queryNames'>;

/**
 * A field as a tool's caller names it. REST names a field by the part of the request it is in (`path.chapter`,
 * `query.in.1`: FIELD_PREFIX in parse-input.ts), and a tool takes the path's and the query's parameters as one
 * object of arguments (tools-from-operations.ts), so a field inside an argument is named from the argument
 * (`chapter`, `in.1`). Any other field (a header, the body, a query parameter the tool leaves out) is left as REST
 * names it.
 */
export function argumentField(field: string, tool: Arguments): string {
  const dot = field.indexOf('.');
  if (dot <= 0) return field;
  const place = field.slice(0, dot);
  const rest = field.slice(dot + 1);
  const dotAfter = rest.indexOf('.');
  const name = dotAfter < 0 ? rest : rest.slice(0, dotAfter);
  const names = place === FIELD_PREFIX.params ? tool.paramNames : place === FIELD_PREFIX.query ? tool.queryNames : undefined;
  return names?.has(name) ? rest : field;
}

/**
 * A problem's fields and detail as a tool's caller reads them. Every Lumen problem that names a field lists it in
 * `errors` and opens its detail with it (`path.chapter: John has 21 chapters`: parse-input.ts, the engines'
 * problems); that opening is renamed as the field is, and the rest of the detail is left as written, the values the
 * caller gave included (`book: 'query.part' names no book`). `parameter`, where a problem names its field so
 * (Tempus, Devotio), is renamed too.
 */
export function asArguments(
  problem: { detail: string; errors?: readonly FieldIssue[] | undefined; extra?: Record<string, unknown> | undefined },
  tool: Arguments,
): { detail: string; errors?: FieldIssue[]; extra: Record<string, unknown> } {
  const errors = problem.errors?.map((e) => ({ ...e, field: argumentField(e.field, tool) }));
  const extra = { ...problem.extra };
  if (typeof extra.parameter === 'string') extra.parameter = argumentField(extra.parameter, tool);
  const fields = [...(problem.errors ?? []).map((e) => e.field), ...(typeof problem.extra?.parameter === 'string' ? [problem.extra.parameter] : [])];
  const opening = fields.find((f) => problem.detail.startsWith(`${f}:`));
  const detail = opening === undefined ? problem.detail : argumentField(opening, tool) + problem.detail.slice(opening.length);
  return { detail, ...(errors ? { errors } : {}), extra };
}
