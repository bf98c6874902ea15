import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
  onRequestHookHandler,
} from 'fastify';
import { type CrossOrigin, allowPreflight, crossOriginHeaders } from './cors.js';
import type { Writes } from './durable-answers.js';

/**
 * A route whose shape a standard fixes (OAuth endpoints, `/mcp`, the development IdP) or that answers HTML to
 * people (the dashboard): not an operation, but declared in one place all the same. One declaration registers
 * the Fastify route, its OpenAPI entry, its CORS policy and its `Cache-Control`.
 */
export interface RawRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify's syntax (`/dashboard/keys/:id`); documented as `/dashboard/keys/{id}`. */
  path: string;
  /** The OpenAPI 3.1 operation object (summary, parameters, requestBody, responses …). */
  openapi: Record<string, unknown>;
  /** Called across origins by browser-based clients: any origin, no credentials (`cors.ts`). */
  cors?: CrossOrigin;
  /**
   * `Cache-Control` of every answer of the route, failures included (set before the body is read, so a refused
   * body carries it too). OAuth endpoints: `no-store` (RFC 6749 §5.1, §5.2); discovery documents: a max-age.
   */
  cacheControl?: string;
  /**
   * See `Writes`: by default the answer to a POST, PUT, PATCH or DELETE waits until the writes are durable; a GET
   * that writes says `always`.
   */
  writes?: Writes;
}

const documented = new WeakMap<FastifyInstance, Record<string, Record<string, unknown>>>();

/** OpenAPI path syntax for a Fastify path. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** Declares a raw route: registers it, its preflight when cross-origin, and its OpenAPI entry. */
export function rawRoute<G extends RouteGenericInterface = RouteGenericInterface>(
  app: FastifyInstance,
  route: RawRoute,
  options: RouteShorthandOptions,
  handler: (request: FastifyRequest<G>, reply: FastifyReply) => unknown,
): void;
export function rawRoute<G extends RouteGenericInterface = RouteGenericInterface>(
  app: FastifyInstance,
  route: RawRoute,
  handler: (request: FastifyRequest<G>, reply: FastifyReply) => unknown,
): void;
export function rawRoute(app: FastifyInstance, route: RawRoute, a: unknown, b?: unknown): void {
  const options = (b === undefined ? {} : a) as RouteShorthandOptions;
  const handler = (b === undefined ? a : b) as RouteHandlerMethod;
  const { method, path, cors, cacheControl } = route;
  const addCors = cors ? crossOriginHeaders(cors) : undefined;
  const own = options.onRequest === undefined ? [] : Array.isArray(options.onRequest) ? options.onRequest : [options.onRequest];
  const headers: onRequestHookHandler | undefined =
    addCors || cacheControl
      ? (_request, reply, done) => {
          addCors?.(reply);
          if (cacheControl) reply.header('Cache-Control', cacheControl);
          done();
        }
      : undefined;
  const onRequest = headers ? [headers, ...own] : own;
  const config = route.writes ? { ...(options.config as object | undefined), writes: route.writes } : options.config;
  app.route({ ...options, ...(config ? { config } : {}), method, url: path, ...(onRequest.length ? { onRequest } : {}), handler } as Parameters<
    FastifyInstance['route']
  >[0]);
  if (cors) allowPreflight(app, path, method, cors);
  let paths = documented.get(app);
  if (!paths) documented.set(app, (paths = {}));
  const key = openApiPath(path);
  paths[key] = { ...(paths[key] ?? {}), [method.toLowerCase()]: withPathParameters(path, route.openapi) };
}

/**
 * OpenAPI 3.1 §4.8.12.1: every `{name}` of a path must be declared as a required path parameter; a route that does
 * not describe its own gets a string parameter of that name.
 */
function withPathParameters(path: string, operation: Record<string, unknown>): Record<string, unknown> {
  const names = [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  if (names.length === 0) return operation;
  const declared = (operation.parameters as Array<{ name?: string; in?: string }> | undefined) ?? [];
  const missing = names.filter((name) => !declared.some((p) => p.in === 'path' && p.name === name));
  if (missing.length === 0) return operation;
  return { ...operation, parameters: [...declared, ...missing.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }))] };
}

/** The OpenAPI path items of every raw route declared on `app`. */
export function rawRouteDocs(app: FastifyInstance): Record<string, Record<string, unknown>> {
  return documented.get(app) ?? {};
}
