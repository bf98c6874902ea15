import { z } from 'zod';
import type { Engine, Operation } from '../platform/operations/define.js';

/** An MCP tool generated from one read operation. */
export interface GeneratedTool {
  name: string;
  op: Operation;
  engine: Engine;
  /** Names of the arguments that go to the path (the rest go to the query). */
  paramNames: Set<string>;
  /** Names of the arguments that go to the query. */
  queryNames: Set<string>;
  /** Non-object outputs are wrapped as `{ result }`: structuredContent must be an object (MCP 2025-06-18). */
  wrapped: boolean;
  definition: {
    name: string;
    title: string;
    description: string;
    inputSchema: { type: 'object'; [k: string]: unknown };
    outputSchema?: { type: 'object'; [k: string]: unknown };
    annotations: { title: string; readOnlyHint: true; destructiveHint: false; idempotentHint: true; openWorldHint: false };
  };
}

type Shape = Record<string, z.ZodType>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const out = z.toJSONSchema(schema, { target: 'draft-7', io, unrepresentable: 'any' }) as Record<string, unknown>;
  delete out.$schema;
  return out;
}

/** The query shape less the parameters the tool does not take (they are then unknown arguments, refused by name). */
function withoutOmitted(shape: Shape, omit: readonly string[] | undefined): Shape {
  if (!omit?.length) return shape;
  return Object.fromEntries(Object.entries(shape).filter(([k]) => !omit.includes(k)));
}

/** `tempus.days.get` → `tempus_days_get` (MCP tool names: letters, digits, `_`, `-`). */
export function toolName(op: Operation): string {
  return op.mcp && op.mcp.name ? op.mcp.name : op.id.replace(/[^A-Za-z0-9_-]/g, '_');
}

/**
 * Only read engines that opted in, only GET operations, never communio (the seed, item 3), and only operations
 * whose effective access is 'apiKey': a tool call runs with an OAuth principal standing in for an API key, so an
 * operation meant for tenant keys or the portal must never become a tool, whatever its engine says (defense in
 * depth besides the communio exclusion).
 */
export function isTool(engine: Engine, op: Operation): boolean {
  const access = op.access ?? engine.access;
  return engine.mcp && engine.name !== 'communio' && access === 'apiKey' && op.method === 'GET' && op.mcp !== false && !op.hidden;
}

export function toolsFromEngines(engines: Engine[]): GeneratedTool[] {
  const tools: GeneratedTool[] = [];
  const seen = new Set<string>();
  for (const engine of engines) {
    for (const op of engine.operations) {
      if (!isTool(engine, op)) continue;
      const name = toolName(op);
      if (seen.has(name)) throw new Error(`two operations give the MCP tool name ${name}`);
      seen.add(name);
      const params = (op.params?.shape ?? {}) as Shape;
      const query = withoutOmitted((op.query?.shape ?? {}) as Shape, op.mcp ? op.mcp.omit : undefined);
      const input = z.object({ ...query, ...params });
      const isObject = op.output instanceof z.ZodObject;
      let outputSchema: Record<string, unknown> | undefined;
      try {
        outputSchema = jsonSchema(isObject ? op.output : z.object({ result: op.output }), 'output');
      } catch {
        outputSchema = undefined;
      }
      const mcp = op.mcp || undefined;
      const title = mcp?.title ?? op.summary;
      const lead = mcp?.description ?? op.summary;
      // An mcp.description written as the operation's description plus a hint must not be followed by it again.
      const body = op.description && !lead.includes(op.description) ? op.description : undefined;
      const description = [lead, body, mcp?.use, `(${engine.title}; REST: GET ${engine.prefixes[0]}${op.path})`]
        .filter(Boolean)
        .join('\n\n');
      tools.push({
        name,
        op,
        engine,
        paramNames: new Set(Object.keys(params)),
        queryNames: new Set(Object.keys(query)),
        wrapped: !isObject,
        definition: {
          name,
          title,
          description,
          // Unknown arguments are refused (call-tool.ts): a misspelt filter must not silently widen the answer.
          inputSchema: { ...jsonSchema(input, 'input'), additionalProperties: false } as unknown as GeneratedTool['definition']['inputSchema'],
          ...(outputSchema ? { outputSchema: outputSchema as { type: 'object' } } : {}),
          annotations: { title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
        },
      });
    }
  }
  return tools;
}
