import { z } from 'zod';
import { type LumenError, problem } from '../errors/index.js';

/**
 * A query parameter an operation does not declare is refused, naming it and the parameters the operation takes: a
 * misspelt filter (`?qq=thomas`, `?feast_day=`) must not answer as if no filter had been given. The MCP tools refuse
 * unknown arguments the same way (mcp/call-tool.ts). An operation that takes any parameter declares a loose object
 * (`z.looseObject`): the generated routes for unknown paths and methods, which answer 404 and 405 whatever the query,
 * and the operational endpoints (`/healthz`, `/readyz`, `/metrics`), which filter nothing and are asked by load
 * balancers and monitors that may add a cache-busting parameter of their own (`/healthz?_=1732600000`).
 */
interface Accepted {
  names: readonly string[];
  set: ReadonlySet<string>;
  loose: boolean;
}

const NONE: Accepted = { names: [], set: new Set(), loose: false };
const bySchema = new WeakMap<z.ZodObject, Accepted>();

function acceptedBy(schema: z.ZodObject | undefined): Accepted {
  if (schema === undefined) return NONE;
  let accepted = bySchema.get(schema);
  if (accepted === undefined) {
    const names = Object.keys(schema.shape);
    const catchall = schema.def.catchall;
    accepted = { names, set: new Set(names), loose: catchall !== undefined && !(catchall instanceof z.ZodNever) };
    bySchema.set(schema, accepted);
  }
  return accepted;
}

/** Whether an operation takes any query parameter, declared or not (a loose object: see above). */
export function takesAnyQuery(schema: z.ZodObject | undefined): boolean {
  return acceptedBy(schema).loose;
}

/** Whether `schema` declares the query parameter `name`. */
export function declaresQueryParameter(schema: z.ZodObject | undefined, name: string): boolean {
  return acceptedBy(schema).set.has(name);
}

/** The problem for the query parameters of `given` that `schema` does not declare, or undefined when there are none. */
export function unknownQueryParameters(schema: z.ZodObject | undefined, given: Record<string, unknown>): LumenError | undefined {
  const accepted = acceptedBy(schema);
  if (accepted.loose) return undefined;
  let unknown: string[] | undefined;
  for (const name in given) if (!accepted.set.has(name)) (unknown ??= []).push(name);
  if (unknown === undefined) return undefined;
  const listed = unknown.map((n) => JSON.stringify(n)).join(', ');
  const takes = accepted.names.length > 0 ? `it accepts ${accepted.names.join(', ')}` : 'it takes no query parameters';
  return problem('unknown_query_parameter', `Unknown query parameter${unknown.length > 1 ? 's' : ''} ${listed}: ${takes}.`, {
    errors: unknown.map((name) => ({ field: `query.${name}`, message: 'unknown parameter' })),
    extra: { accepted: accepted.names },
  });
}
