import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Refusal, isLumenError } from '../errors/index.js';
import { gate } from './gate.js';
import { secondsSinceArrival } from '../http/arrival.js';
import type { Metrics } from '../http/metrics.js';
import { sendProblem } from '../http/problem-reply.js';
import type { PlatformServices } from '../services.js';
import { ANONYMOUS, type Engine, type Operation, type OperationContext, type Principal, RawResult } from './define.js';
import { engineIndexOperation } from './engine-index.js';
import { setCacheHeaders, weakEtag } from './etag.js';
import { invokeOperation } from './invoke.js';
import type { CachedRoute, ResponseCache } from './response-cache.js';

/** `/days/{date}` → `/days/:date` (find-my-way syntax). */
export function toRoutePath(prefix: string, path: string): string {
  const full = `${prefix}${path}` || '/';
  return full.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

/** The operations an engine exposes, its generated index first (engines mounted at the root have none). */
export function engineOperations(engine: Engine): Operation[] {
  return engine.prefixes[0] === '' ? engine.operations : [engineIndexOperation(engine), ...engine.operations];
}

/**
 * Node joins repeated request headers into one string, except `set-cookie` (never sent by clients) and a few
 * that Lumen does not read, so the parsed headers can be handed on as they are: no copy per request.
 */
function headerRecord(request: FastifyRequest): Record<string, string | undefined> {
  return request.headers as Record<string, string | undefined>;
}

interface Serialized {
  payload: string;
  etag?: string;
}

/**
 * Frozen results are immutable (engines freeze what they cache), so their JSON and ETag are computed once and
 * kept for as long as the engine keeps the object: a cached read costs no serialisation and no hashing.
 */
const serializedFrozen = new WeakMap<object, Serialized>();

function serialize(result: unknown, withEtag: boolean): Serialized {
  const frozen = result !== null && typeof result === 'object' && Object.isFrozen(result);
  let entry = frozen ? serializedFrozen.get(result as object) : undefined;
  if (!entry) {
    entry = { payload: result === undefined ? '' : JSON.stringify(result) };
    if (frozen) serializedFrozen.set(result as object, entry);
  }
  if (withEtag && entry.etag === undefined) entry.etag = weakEtag(entry.payload);
  return entry;
}

/** Sends an operation's result; returns its serialisation when it was a JSON answer (200 or 304). */
function sendResult(op: Operation, request: FastifyRequest, reply: FastifyReply, result: unknown, input: unknown): Serialized | undefined {
  if (result instanceof RawResult) {
    for (const [k, v] of Object.entries(result.headers)) reply.header(k, v);
    reply.code(op.successStatus ?? 200).type(result.contentType).send(result.body);
    return undefined;
  }
  const { payload, etag } = serialize(result, op.cache?.etag === true);
  if (setCacheHeaders(op, input, etag, request.headers['if-none-match'], (name, value) => void reply.header(name, value))) {
    reply.code(304).send();
    return { payload, etag };
  }
  if (result === undefined) {
    reply.code(op.successStatus ?? 204).send();
    return undefined;
  }
  reply
    .code(op.successStatus ?? 200)
    .type('application/json; charset=utf-8')
    .send(payload);
  return { payload, etag };
}

/** What an operation's REST face sees of a request; the logger is built only if the handler uses it. */
class RestContext implements OperationContext {
  readonly face = 'rest' as const;
  readonly setHeader: (name: string, value: string | number) => void;
  /** Whether the handler set a header of its own (its answer then cannot come from the response cache). */
  headersSet = false;

  constructor(
    private readonly request: FastifyRequest,
    reply: FastifyReply,
    readonly principal: Principal,
  ) {
    this.setHeader = (name, value) => {
      this.headersSet = true;
      reply.header(name, value);
    };
  }

  get requestId(): string {
    return this.request.id;
  }
  get log(): FastifyBaseLogger {
    return this.request.lumenLog;
  }
  get headers(): Record<string, string | undefined> {
    return headerRecord(this.request);
  }
  get ip(): string {
    return this.request.ip;
  }
}

export interface OperationRoutesOptions {
  services: PlatformServices;
  engines: Engine[];
  publicUrl: string;
  metrics: Metrics;
  /** Where `shared` operations leave their answers (absent: no response cache). */
  responseCache?: ResponseCache;
}

/**
 * One Fastify route per operation and prefix, all generated from the operation definitions. The handler is
 * synchronous whenever every step is (a cached key, the in-memory limiter, a cached result): no promise, no
 * microtask. It sets the request id and records the latency itself, so these routes run no hooks (route-kinds.ts).
 */
export function registerOperationRoutes(app: FastifyInstance, options: OperationRoutesOptions): void {
  const { services, engines, publicUrl, metrics, responseCache } = options;
  for (const engine of engines) {
    const operations = engineOperations(engine);
    for (const prefix of engine.prefixes) {
      for (const op of operations) {
        const access = op.access ?? engine.access;
        const bucket = op.rateLimit === undefined ? engine.rateLimit : op.rateLimit;
        // Public, unlimited operations (health, readiness) skip the gate entirely.
        const gated = access !== 'public' || Boolean(bucket);
        const url = toRoutePath(prefix, op.path);
        const series = metrics.route(url);
        const done = (request: FastifyRequest, reply: FastifyReply) =>
          series.observe(request.method, reply.statusCode, secondsSinceArrival(request));
        // The cache answers 200 (or 304) with the JSON, its ETag and Cache-Control, nothing else.
        const cached: CachedRoute | undefined =
          responseCache && op.method === 'GET' && op.cache?.shared && (op.successStatus ?? 200) === 200 ? { engine, op, gated, series } : undefined;
        const answer = (request: FastifyRequest, reply: FastifyReply, ctx: RestContext, result: unknown, input: unknown): void => {
          const sent = sendResult(op, request, reply, result, input);
          if (cached && sent && request.method === 'GET' && !ctx.headersSet) responseCache!.store(request.url, cached, sent.payload, sent.etag, input);
          done(request, reply);
        };
        const refuse = (request: FastifyRequest, reply: FastifyReply, err: unknown): void => {
          // Client errors (401, 404, 429 …) are answered here, the same problem the error handler would
          // send, without the detour through Fastify's error path: floods of refused requests stay cheap.
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
        const run = (request: FastifyRequest, reply: FastifyReply, principal: Principal): void | Promise<void> => {
          const ctx = new RestContext(request, reply, principal);
          const invoked = invokeOperation(op, { params: request.params, query: request.query, body: request.body }, ctx);
          if (invoked instanceof Promise) {
            return invoked.then(
              (value) => answer(request, reply, ctx, value.result, value.input),
              (err: unknown) => refuse(request, reply, err),
            );
          }
          answer(request, reply, ctx, invoked.result, invoked.input);
        };
        app.route({
          method: op.method,
          url,
          config: { operationId: op.id },
          handler: (request, reply) => {
            reply.header('x-request-id', request.id);
            try {
              if (!gated) return run(request, reply, ANONYMOUS);
              const setHeader = (name: string, value: string | number) => void reply.header(name, value);
              const admitted = gate(services, engine, op, headerRecord(request), request.raw.socket, setHeader);
              if (admitted instanceof Promise) {
                return admitted
                  .then((a) => (a instanceof Refusal ? refuse(request, reply, a) : run(request, reply, a)))
                  .catch((err: unknown) => refuse(request, reply, err));
              }
              if (admitted instanceof Refusal) return refuse(request, reply, admitted);
              return run(request, reply, admitted);
            } catch (err) {
              return refuse(request, reply, err);
            }
          },
        });
      }
    }
  }
}
