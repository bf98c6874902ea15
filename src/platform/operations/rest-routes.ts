import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { Refusal, isLumenError, problem } from '../errors/index.js';
import { gate } from './gate.js';
import { secondsSinceArrival } from '../http/arrival.js';
import type { Metrics } from '../http/metrics.js';
import { sendProblem } from '../http/problem-reply.js';
import type { PlatformServices } from '../services.js';
import { ANONYMOUS, type Engine, type Operation, type Principal, StreamResult } from './define.js';
import { engineIndexOperation } from './engine-index.js';
import { invokeOperation } from './invoke.js';
import type { CachedRoute, ResponseCache } from './response-cache.js';
import { RestContext, headerRecord, sendResult } from './rest-answer.js';
import { OpenStreams } from './stream-answer.js';

/** `/days/{date}` → `/days/:date` (find-my-way syntax). */
export function toRoutePath(prefix: string, path: string): string {
  const full = `${prefix}${path}` || '/';
  return full.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

/** The operations an engine exposes, its generated index first (engines mounted at the root have none). */
export function engineOperations(engine: Engine): Operation[] {
  return engine.prefixes[0] === '' ? engine.operations : [engineIndexOperation(engine), ...engine.operations];
}

export interface OperationRoutesOptions {
  services: PlatformServices;
  engines: Engine[];
  publicUrl: string;
  metrics: Metrics;
  /** Where `shared` operations leave their answers (absent: no response cache). */
  responseCache?: ResponseCache;
}

interface HandlerOptions extends OperationRoutesOptions {
  streams: OpenStreams;
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => void | Promise<unknown>;

const ADMITTED = Symbol('lumen.admitted');
type Admitted = FastifyRequest & { [ADMITTED]?: Principal };

/** Methods whose requests may carry a body, which Fastify reads and parses before the handler. */
const takesBody = (methods: readonly string[]) => methods.some((m) => m !== 'GET' && m !== 'HEAD');

/**
 * The handler of one operation under one prefix. It is synchronous whenever every step is (a cached key, the
 * in-memory limiter, a cached result): no promise, no microtask. It sets the request id and records the latency
 * itself, so these routes run no hooks (route-kinds.ts).
 */
function operationHandler(options: HandlerOptions, engine: Engine, op: Operation, url: string, methods: readonly string[] = [op.method]): { handler: Handler; onRequest?: Handler } {
  const { services, publicUrl, metrics, responseCache, streams } = options;
  const access = op.access ?? engine.access;
  const bucket = op.rateLimit === undefined ? engine.rateLimit : op.rateLimit;
  // Public, unlimited operations (health, readiness) skip the gate entirely.
  const gated = access !== 'public' || Boolean(bucket);
  const series = metrics.route(url);
  const done = (request: FastifyRequest, reply: FastifyReply) => series.observe(request.method, reply.statusCode, secondsSinceArrival(request));
  // The cache answers 200 (or 304) with the JSON, its ETag and Cache-Control, nothing else.
  const cached: CachedRoute | undefined =
    responseCache && op.method === 'GET' && op.cache?.shared && (op.successStatus ?? 200) === 200 ? { engine, op, gated, series } : undefined;
  // Only operations that declare them pay for headers and streams: the others keep the hot path as it was.
  const readsHeaders = op.headers !== undefined;
  const answersStreams = op.streams !== undefined;
  const answer = (request: FastifyRequest, reply: FastifyReply, ctx: RestContext, result: unknown, input: unknown): void => {
    if (answersStreams && result instanceof StreamResult) {
      streams.start(request, reply, op.successStatus ?? 200, result);
      done(request, reply);
      return;
    }
    const sent = sendResult(op, request, reply, result, input, cached !== undefined);
    if (cached && sent && request.method === 'GET' && !ctx.headersSet) responseCache!.store(request, cached, sent, input);
    done(request, reply);
  };
  const refuse = (request: FastifyRequest, reply: FastifyReply, err: unknown): void => {
    // Client errors (401, 404, 429 …) are answered here, the same problem the error handler would send, without
    // the detour through Fastify's error path: floods of refused requests stay cheap.
    if (err instanceof Refusal) {
      sendProblem(request, reply, err, publicUrl);
      done(request, reply);
      return;
    }
    if (!isLumenError(err) || err.status >= 500) throw err;
    if (err.cause) request.lumenLog.debug({ cause: String((err.cause as Error).message ?? err.cause), code: err.code }, 'request refused');
    sendProblem(request, reply, err, publicUrl);
    done(request, reply);
  };
  const run = (request: FastifyRequest, reply: FastifyReply, principal: Principal): void | Promise<unknown> => {
    const ctx = new RestContext(request, reply, principal);
    const parts = readsHeaders
      ? { params: request.params, query: request.query, body: request.body, headers: request.headers }
      : { params: request.params, query: request.query, body: request.body };
    const invoked = invokeOperation(op, parts, ctx);
    if (invoked instanceof Promise) {
      // Resolving with the reply (a thenable that settles when the response ends) tells Fastify the answer is
      // under way: an `onSend` hook may still be waiting (http/durable-answers.ts) when this promise settles.
      return invoked.then(
        (value) => {
          answer(request, reply, ctx, value.result, value.input);
          return reply;
        },
        (err: unknown) => {
          refuse(request, reply, err);
          return reply;
        },
      );
    }
    answer(request, reply, ctx, invoked.result, invoked.input);
  };
  const admit = (request: FastifyRequest, reply: FastifyReply) =>
    gate(services, engine, op, headerRecord(request), request.raw.socket, (name, value) => void reply.header(name, value));
  // A request that may carry a body is admitted before the body is read (an onRequest hook): a missing key is a
  // 401 and a spent budget a 429 whatever the body, and a refused body (400, 413, 415) carries X-RateLimit-*.
  if (gated && takesBody(methods)) {
    const onRequest = async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
      reply.header('x-request-id', request.id);
      try {
        const admitted = await admit(request, reply);
        if (!(admitted instanceof Refusal)) {
          (request as Admitted)[ADMITTED] = admitted;
          return undefined;
        }
        refuse(request, reply, admitted);
      } catch (err) {
        refuse(request, reply, err);
      }
      // Answered (an onSend hook may still be finishing it): the route goes no further.
      return reply;
    };
    const handler: Handler = (request, reply) => {
      const admitted = (request as Admitted)[ADMITTED];
      if (admitted === undefined) throw new Error(`${op.id}: the admitting onRequest hook did not run`);
      try {
        return run(request, reply, admitted);
      } catch (err) {
        return refuse(request, reply, err);
      }
    };
    return { handler, onRequest };
  }
  const handler: Handler = (request, reply) => {
    reply.header('x-request-id', request.id);
    try {
      if (!gated) return run(request, reply, ANONYMOUS);
      const admitted = admit(request, reply);
      if (admitted instanceof Promise) {
        return admitted
          .then((a) => (a instanceof Refusal ? refuse(request, reply, a) : run(request, reply, a)))
          .catch((err: unknown) => refuse(request, reply, err))
          .then(() => reply);
      }
      if (admitted instanceof Refusal) return refuse(request, reply, admitted);
      return run(request, reply, admitted);
    } catch (err) {
      return refuse(request, reply, err);
    }
  };
  return { handler };
}

/**
 * What answers a path under an engine's prefix that no operation matches: the seed puts the credential on every
 * request to a read engine and the X-RateLimit-* headers on every response of a rate-limited engine, so the
 * caller is authenticated (401 first) and charged like any call, and only then told 404.
 */
function unknownPathOperation(engine: Engine): Operation {
  return {
    id: `${engine.name}.unknownPath`,
    summary: 'No operation at this path',
    method: 'GET',
    path: '/*',
    output: undefined as never,
    mcp: false,
    hidden: true,
    handler: () => {
      throw problem('not_found', `No ${engine.title} operation at this path.`);
    },
  } as Operation;
}

/**
 * What answers a method an operation's path does not take (RFC 9110 §15.5.6: 405 with `Allow`): like an unknown
 * path, the caller is authenticated and charged first, so every answer of a rate-limited engine carries its
 * X-RateLimit-* headers.
 */
function methodNotAllowedOperation(engine: Engine, path: string, allow: string): Operation {
  return {
    id: `${engine.name}.methodNotAllowed`,
    summary: 'A method this path does not take',
    method: 'POST',
    path,
    output: undefined as never,
    mcp: false,
    hidden: true,
    handler: () => {
      throw problem('method_not_allowed', `This method is not allowed here; use ${allow}.`, { headers: { Allow: allow } });
    },
  } as unknown as Operation;
}

const ANY_METHOD: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function route(app: FastifyInstance, method: HTTPMethods | HTTPMethods[], url: string, config: Record<string, unknown>, answer: { handler: Handler; onRequest?: Handler }): void {
  app.route({ method, url, config, handler: answer.handler, ...(answer.onRequest ? { onRequest: answer.onRequest } : {}) });
}

/** One Fastify route per operation and prefix, all generated from the operation definitions. */
export function registerOperationRoutes(app: FastifyInstance, routeOptions: OperationRoutesOptions): void {
  const options: HandlerOptions = { ...routeOptions, streams: new OpenStreams(app) };
  for (const engine of options.engines) {
    const operations = engineOperations(engine);
    for (const prefix of engine.prefixes) {
      const methodsByUrl = new Map<string, { path: string; methods: Set<string> }>();
      for (const op of operations) {
        const url = toRoutePath(prefix, op.path);
        route(app, op.method, url, { operationId: op.id, writes: op.writes }, operationHandler(options, engine, op, url));
        const entry = methodsByUrl.get(url) ?? { path: op.path, methods: new Set<string>() };
        entry.methods.add(op.method);
        methodsByUrl.set(url, entry);
      }
      // Engines at the root (the platform's health and docs) own no prefix, so they claim no unknown paths or
      // methods: the platform's generic 405 routes answer those (http/method-not-allowed.ts).
      if (prefix === '') continue;
      for (const [url, { path, methods }] of methodsByUrl) {
        const missing = ANY_METHOD.filter((m) => !methods.has(m));
        if (missing.length === 0) continue;
        const allow = [...methods, ...(methods.has('GET') ? ['HEAD'] : [])].sort().join(', ');
        const op = methodNotAllowedOperation(engine, path, allow);
        route(app, missing, url, { operationId: op.id, is405: true }, operationHandler(options, engine, op, url, missing));
      }
      const unknown = unknownPathOperation(engine);
      const url = `${prefix}/*`;
      route(app, ANY_METHOD, url, { operationId: unknown.id, is405: true }, operationHandler(options, engine, unknown, url, ANY_METHOD));
    }
  }
}
