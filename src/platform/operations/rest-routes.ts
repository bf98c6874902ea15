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

/**
 * The handler of one operation under one prefix. It is synchronous whenever every step is (a cached key, the
 * in-memory limiter, a cached result): no promise, no microtask. It sets the request id and records the latency
 * itself, so these routes run no hooks (route-kinds.ts).
 */
function operationHandler(options: HandlerOptions, engine: Engine, op: Operation, url: string): Handler {
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
  return (request, reply) => {
    reply.header('x-request-id', request.id);
    try {
      if (!gated) return run(request, reply, ANONYMOUS);
      const setHeader = (name: string, value: string | number) => void reply.header(name, value);
      const admitted = gate(services, engine, op, headerRecord(request), request.raw.socket, setHeader);
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

const ANY_METHOD: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** One Fastify route per operation and prefix, all generated from the operation definitions. */
export function registerOperationRoutes(app: FastifyInstance, routeOptions: OperationRoutesOptions): void {
  const options: HandlerOptions = { ...routeOptions, streams: new OpenStreams(app) };
  for (const engine of options.engines) {
    const operations = engineOperations(engine);
    for (const prefix of engine.prefixes) {
      for (const op of operations) {
        const url = toRoutePath(prefix, op.path);
        app.route({ method: op.method, url, config: { operationId: op.id, writes: op.writes }, handler: operationHandler(options, engine, op, url) });
      }
      // Engines at the root (the platform's health and docs) own no prefix, so they claim no unknown paths.
      if (prefix === '') continue;
      const unknown = unknownPathOperation(engine);
      const url = `${prefix}/*`;
      app.route({ method: ANY_METHOD, url, config: { operationId: unknown.id, is405: true }, handler: operationHandler(options, engine, unknown, url) });
    }
  }
}
