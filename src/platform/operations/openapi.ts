import { z } from 'zod';
import { errorCatalogue } from '../errors/index.js';
import type { Access, Engine, Operation } from './define.js';
import { engineOperations } from './rest-routes.js';
import { takesAnyQuery } from './unknown-query.js';

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return json;
}

const SECURITY: Record<Access, Array<Record<string, string[]>>> = {
  public: [],
  apiKey: [{ ApiKey: [] }],
  tenantKey: [{ TenantKey: [] }],
  portal: [{ PortalJwt: [] }],
};

const problemRef = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

/** Response headers the platform sends, as components; each operation's responses name those they carry. */
const HEADERS = {
  'X-RateLimit-Limit': { description: 'requests allowed in the window of this bucket', required: true, schema: { type: 'integer', minimum: 0 } },
  'X-RateLimit-Remaining': { description: 'requests left in the current window', required: true, schema: { type: 'integer', minimum: 0 } },
  'X-RateLimit-Reset': { description: 'when the window frees a request (Unix epoch seconds)', required: true, schema: { type: 'integer', minimum: 0 } },
  'Retry-After': { description: 'seconds to wait before retrying', required: true, schema: { type: 'integer', minimum: 0 } },
  ETag: { description: 'weak validator of the representation; send it back in If-None-Match for a 304', required: true, schema: { type: 'string' } },
} as const;

const headerRef = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` });

const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': headerRef('X-RateLimit-Limit'),
  'X-RateLimit-Remaining': headerRef('X-RateLimit-Remaining'),
  'X-RateLimit-Reset': headerRef('X-RateLimit-Reset'),
};

const IN = { params: 'path', query: 'query', headers: 'header' } as const;

function parameters(op: Operation): unknown[] {
  const out: unknown[] = [];
  for (const where of ['params', 'query', 'headers'] as const) {
    const schema = op[where];
    if (!schema) continue;
    const json = toSchema(schema, 'input');
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, prop] of Object.entries(properties)) {
      const { description, ...rest } = prop;
      out.push({
        name,
        in: IN[where],
        required: where === 'params' ? true : required.has(name),
        ...(description ? { description } : {}),
        schema: rest,
      });
    }
  }
  return out;
}

/** The headers of an operation's success answer: its ETag, and those its handler sets. */
function successHeaders(op: Operation): { headers?: Record<string, unknown> } {
  const headers: Record<string, unknown> = op.cache?.etag ? { ETag: headerRef('ETag') } : {};
  for (const [name, { description, required }] of Object.entries(op.responseHeaders ?? {})) {
    headers[name] = { description, required: required ?? false, schema: { type: 'string' } };
  }
  return Object.keys(headers).length > 0 ? { headers } : {};
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function operationObject(engine: Engine, op: Operation): Record<string, unknown> {
  const access = op.access ?? engine.access;
  const status = String(op.successStatus ?? 200);
  const content: Record<string, unknown> = op.streams
    ? { [op.streams.contentType]: { schema: { type: 'string' } } }
    : op.onlyAlternates
      ? {}
      : { 'application/json': { schema: toSchema(op.output, 'output') } };
  for (const alt of op.alternates ?? []) {
    content[alt.contentType] = { schema: alt.schema ? { ...toSchema(alt.schema, 'output'), description: alt.description } : { type: 'string', description: alt.description } };
  }
  const responses: Record<string, unknown> = {
    // RFC 9110 §15.3.5: a 204 has no content.
    [status]: { description: op.streams?.description ?? op.summary, ...(status === '204' ? {} : { content }), ...successHeaders(op) },
    '400': problemRef(
      takesAnyQuery(op.query)
        ? 'Invalid input: `validation_failed` names the field (query parameters this operation does not know are ignored)'
        : 'Invalid input: `validation_failed` names the field; `unknown_query_parameter` names a query parameter this operation does not take',
    ),
  };
  if (op.moves) {
    responses['301'] = { description: op.moves, headers: { Location: { description: 'where the resource is now', required: true, schema: { type: 'string' } } } };
  }
  if (op.cache?.etag) responses['304'] = { description: 'Not modified (If-None-Match matched the ETag)', headers: { ETag: headerRef('ETag') } };
  // Every body a POST, PUT, PATCH or DELETE carries is read (and refused when too large or not JSON), whether the
  // operation takes one or not.
  if (op.body || BODY_METHODS.has(op.method)) {
    responses['413'] = problemRef('`payload_too_large`: the body is over the size limit');
    responses['415'] = problemRef(`\`unsupported_media_type\`: the body is not ${op.textBody ? 'JSON or plain text' : 'JSON'}`);
  }
  const bucket = op.rateLimit === undefined ? engine.rateLimit : op.rateLimit;
  if (access !== 'public') {
    responses['401'] = problemRef(
      bucket
        ? 'Missing, malformed, unknown or revoked credential (charged to the refused-request budget of the client address, whose headers it carries; 429 once that is spent)'
        : 'Missing, malformed, unknown or revoked credential',
    );
  }
  if (op.path.includes('{')) responses['404'] = problemRef('No such resource');
  if (bucket) responses['429'] = { ...problemRef('Rate limit exceeded; see Retry-After'), headers: { 'Retry-After': headerRef('Retry-After') } };
  for (const code of op.problems ?? []) {
    const spec = errorCatalogue().get(code);
    if (!spec) throw new Error(`operation ${op.id} lists unknown problem code ${code}`);
    const key = String(spec.status);
    const existing = responses[key] as { description: string; headers?: unknown } | undefined;
    const line = `\`${code}\`: ${spec.title}`;
    responses[key] = { ...existing, ...problemRef(existing ? `${existing.description}; ${line}` : line) };
  }
  // The gate charges the caller before anything else is decided: every answer carries the caller's budget (a 401,
  // the budget of refused requests from its address: gate.ts).
  if (bucket) {
    for (const response of Object.values(responses as Record<string, { headers?: Record<string, unknown> }>)) {
      response.headers = { ...RATE_LIMIT_HEADERS, ...response.headers };
    }
  }
  const obj: Record<string, unknown> = {
    operationId: op.id,
    summary: op.summary,
    tags: [engine.name],
    parameters: parameters(op),
    responses,
    security: SECURITY[access],
  };
  if (op.description) obj.description = op.description;
  if (op.body) {
    const content: Record<string, unknown> = { 'application/json': { schema: toSchema(op.body, 'input') } };
    if (op.textBody) content['text/plain'] = { schema: { type: 'string', description: `the \`${op.textBody}\` of the JSON form, as plain UTF-8 text (the other fields at their defaults)` } };
    // A body the schema accepts leaving out (an intercession's) is not required.
    obj.requestBody = { required: !op.body.safeParse(undefined).success, content };
  }
  return obj;
}

export interface OpenApiInput {
  title: string;
  version: string;
  description: string;
  serverUrl: string;
  engines: Engine[];
  /** Path items for routes that are not operations (OAuth, MCP, streams). */
  extraPaths: Record<string, unknown>;
}

/** The OpenAPI 3.1 document, generated from the operation definitions plus the documented raw routes. */
export function buildOpenApi(input: OpenApiInput): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const engine of input.engines) {
    const [prefix = '', ...aliases] = engine.prefixes;
    for (const op of engineOperations(engine)) {
      if (op.hidden) continue;
      const path = `${prefix}${op.path}` || '/';
      const method = op.method.toLowerCase();
      const obj = operationObject(engine, op);
      paths[path] ??= {};
      paths[path][method] = obj;
      // An alias prefix (/v1/tempus for /v1/ordo) serves every operation too: documented as the canonical path's
      // twin, with an operationId of its own (ids are unique in a document).
      for (const [i, alias] of aliases.entries()) {
        const aliasPath = `${alias}${op.path}`;
        paths[aliasPath] ??= {};
        paths[aliasPath][method] = {
          ...obj,
          operationId: `${op.id}.alias${aliases.length > 1 ? i + 1 : ''}`,
          description: `Alias of \`${op.method} ${path}\`: the same operation and answer.${obj.description ? `\n\n${obj.description}` : ''}`,
        };
      }
    }
  }
  for (const [path, item] of Object.entries(input.extraPaths)) {
    paths[path] = { ...(paths[path] ?? {}), ...(item as Record<string, unknown>) };
  }
  return {
    openapi: '3.1.0',
    info: { title: input.title, version: input.version, description: input.description },
    servers: [{ url: input.serverUrl }],
    tags: input.engines.map((e) => ({ name: e.name, description: e.description })),
    paths,
    components: {
      securitySchemes: {
        ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'API key from the developer portal' },
        TenantKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'Communio tenant key from the operator' },
        PortalJwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'JWT from the identity provider' },
      },
      headers: HEADERS,
      schemas: {
        Problem: {
          type: 'object',
          description: 'RFC 9457 problem details',
          required: ['type', 'title', 'status', 'detail', 'code'],
          properties: {
            type: { type: 'string', format: 'uri' },
            title: { type: 'string' },
            status: { type: 'integer' },
            detail: { type: 'string' },
            code: { type: 'string', description: 'stable machine code; see /docs/errors' },
            instance: { type: 'string' },
            request_id: { type: 'string' },
            errors: {
              type: 'array',
              items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } },
            },
          },
        },
      },
    },
  };
}
