import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * What a strict client generated from GET /openapi.json expects of a response: the operation its method and path
 * name, a documented status (exact, `4XX`, or `default`), a documented media type, the documented required
 * headers, and a body that the documented schema (its `$ref`s resolved) accepts. Each call returns the mismatches
 * it found, as sentences that name the request.
 */
type Json = Record<string, unknown>;
interface HeaderObject {
  required?: boolean;
  schema?: Json;
}
interface ResponseObject {
  description?: string;
  headers?: Record<string, HeaderObject | { $ref: string }>;
  content?: Record<string, { schema?: Json }>;
}
interface OperationObject {
  operationId: string;
  responses: Record<string, ResponseObject>;
}

export interface Checked {
  status: number;
  body: unknown;
  problems: string[];
}

const COMPONENTS = 'https://lumen.invalid/components.json';
const CONTRACT_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After', 'ETag', 'Location'];

export class OpenApiChecker {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  /** `operationId status media-type` of every success answered. */
  private readonly seen = new Set<string>();
  private readonly templates: Array<{ path: string; pattern: RegExp; params: number }>;

  constructor(private readonly doc: { paths: Record<string, Record<string, OperationObject>>; components?: { schemas?: Json; headers?: Record<string, HeaderObject> } }) {
    this.ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
    addFormats.default(this.ajv);
    this.ajv.addSchema({ $id: COMPONENTS, $defs: retarget(doc.components?.schemas ?? {}) });
    this.templates = Object.keys(doc.paths)
      .map((path) => ({
        path,
        pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
        params: (path.match(/\{/g) ?? []).length,
      }))
      // The most literal template wins (`/saints/of-the-day` over `/saints/{slug}`, `/years/{year}.ics` over
      // `/years/{year}`), as the router chooses.
      .sort((a, b) => a.params - b.params || literal(b.path) - literal(a.path));
  }

  /** The documented operation of a request: its path template and the operation object. */
  operation(method: string, url: string): { path: string; op: OperationObject } | undefined {
    const path = decodeURIComponent(new URL(url, 'http://x').pathname);
    const raw = new URL(url, 'http://x').pathname;
    for (const t of this.templates) {
      if (!t.pattern.test(raw) && !t.pattern.test(path)) continue;
      const op = this.doc.paths[t.path]?.[method.toLowerCase()];
      if (op) return { path: t.path, op };
    }
    return undefined;
  }

  /** Checks one real response against the document; reads its body. */
  async check(method: string, url: string, res: Response): Promise<Checked> {
    const request = `${method} ${url}`;
    const problems: string[] = [];
    const text = await res.text();
    const found = this.operation(method, url);
    if (!found) return { status: res.status, body: text, problems: [`${request}: no documented operation`] };
    const { path, op } = found;
    const key = [String(res.status), `${String(res.status)[0]}XX`, 'default'].find((k) => op.responses[k] !== undefined);
    if (key === undefined) {
      problems.push(`${request} answered ${res.status}; ${op.operationId} documents only ${Object.keys(op.responses).join(', ')}`);
      return { status: res.status, body: text, problems };
    }
    const documented = op.responses[key]!;
    for (const [name, declared] of Object.entries(documented.headers ?? {})) {
      const header = this.header(declared);
      const value = res.headers.get(name);
      if (header.required && value === null) problems.push(`${request} (${res.status}): the documented required header ${name} is missing`);
      if (value !== null && header.schema?.type === 'integer' && !/^\d+$/.test(value)) problems.push(`${request} (${res.status}): header ${name}: ${value} is not an integer`);
    }
    // The headers the contract promises clients (CONTRACT.md) are ones a client reads: sent means documented.
    for (const name of CONTRACT_HEADERS) {
      const listed = Object.keys(documented.headers ?? {}).some((h) => h.toLowerCase() === name.toLowerCase());
      if (res.headers.get(name) !== null && !listed) problems.push(`${request} (${res.status}): sends ${name}, which the document does not list`);
    }
    const contentType = res.headers.get('content-type') ?? undefined;
    const mediaType = contentType?.split(';')[0]!.trim().toLowerCase();
    const documentedType = contentType === undefined ? undefined : Object.keys(documented.content ?? {}).find((k) => mediaTypeMatches(k, contentType));
    if (res.status < 300 && documentedType !== undefined) this.seen.add(`${op.operationId} ${key} ${documentedType}`);
    if (text === '') {
      if (documented.content && Object.keys(documented.content).length > 0 && res.status !== 304 && res.status !== 204) {
        problems.push(`${request} (${res.status}): empty body, but the document gives it content ${Object.keys(documented.content).join(', ')}`);
      }
      return { status: res.status, body: undefined, problems };
    }
    const media = documentedType === undefined ? undefined : documented.content?.[documentedType];
    if (!media) {
      problems.push(`${request} (${res.status}): Content-Type ${mediaType ?? '(none)'} is not documented (documented: ${Object.keys(documented.content ?? {}).join(', ') || 'no content'})`);
      return { status: res.status, body: text, problems };
    }
    const isJson = /^application\/([a-z.+-]*\+)?json$/.test(mediaType!);
    let body: unknown = text;
    if (isJson) {
      try {
        body = JSON.parse(text);
      } catch {
        problems.push(`${request} (${res.status}): ${mediaType} body is not JSON`);
        return { status: res.status, body: text, problems };
      }
    }
    if (media.schema) {
      const validate = this.validator(`${method} ${path} ${key} ${mediaType}`, media.schema);
      if (!validate(body)) {
        const errors = (validate.errors ?? []).slice(0, 6).map((e) => `${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
        problems.push(`${request} (${res.status}): the body does not match the documented schema of ${op.operationId} ${key}: ${errors.join('; ')}`);
      }
    }
    return { status: res.status, body, problems };
  }

  /**
   * Media types documented for a success of an operation that was answered, which none of its answers used: the
   * document promises a representation the server never sends.
   */
  unsent(): string[] {
    const out: string[] = [];
    const answered = new Set([...this.seen].map((s) => s.split(' ').slice(0, 2).join(' ')));
    for (const item of Object.values(this.doc.paths)) {
      for (const op of Object.values(item)) {
        for (const [key, response] of Object.entries(op.responses)) {
          if (!answered.has(`${op.operationId} ${key}`)) continue;
          for (const type of Object.keys(response.content ?? {})) {
            if (!this.seen.has(`${op.operationId} ${key} ${type}`)) out.push(`${op.operationId} ${key}: documents ${type}, never sent`);
          }
        }
      }
    }
    return out;
  }

  private header(declared: HeaderObject | { $ref: string }): HeaderObject {
    if (!('$ref' in declared)) return declared;
    const name = declared.$ref.replace('#/components/headers/', '');
    const header = this.doc.components?.headers?.[name];
    if (!header) throw new Error(`unresolved header ${declared.$ref}`);
    return header;
  }

  private validator(id: string, schema: Json): ValidateFunction {
    let validate = this.compiled.get(id);
    if (!validate) {
      validate = this.ajv.compile(retarget(schema) as Json);
      this.compiled.set(id, validate);
    }
    return validate;
  }
}

/** A documented media type (`text/plain; version=0.0.4`) matches a Content-Type of that type with at least its parameters. */
function mediaTypeMatches(documented: string, contentType: string): boolean {
  const [type, ...params] = documented.toLowerCase().split(';').map((p) => p.trim());
  const [sentType, ...sentParams] = contentType.toLowerCase().split(';').map((p) => p.trim());
  return type === sentType && params.every((p) => sentParams.includes(p));
}

const literal = (path: string) => path.replace(/\{[^}]+\}/g, '').length;

/** `#/components/schemas/X` → the components schema's `$defs/X` (a copy; the document stays as it is). */
function retarget(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(retarget);
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/') ? `${COMPONENTS}#/$defs/${v.slice('#/components/schemas/'.length)}` : retarget(v);
  }
  return out;
}
