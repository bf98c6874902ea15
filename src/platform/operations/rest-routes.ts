import { z } from 'zod';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, onRequestHookHandler } from 'fastify';
import { closeAfterAnswer } from '../http/lingering-close.js';
import { fromFastifyError, sendProblem } from '../http/problem-reply.js';
import { Refusal, isLumenError, problem } from '../errors/index.js';
import { credentialHeaderOf, gate } from './gate.js';
import { secondsSinceArrival } from '../http/arrival.js';
import type { Metrics } from '../http/metrics.js';
import type { PlatformServices } from '../services.js';
import { ANONYMOUS, type Engine, type Operation, type Principal, StreamResult } from './define.js';
import { allowOf, allowPreflight, corsHeaderList, setHeaderList } from '../http/cors.js';
import { ENGINE_CROSS_ORIGIN, crossOriginOf } from './engine-cors.js';
import { engineIndexOperation } from './engine-index.js';
import { type Invoked, invokeOperation, invokeParsed } from './invoke.js';
import { parseInput } from './parse-input.js';
import { KeyedNotModified } from './keyed-not-modified.js';
import { codeFingerprint } from './code-fingerprint.js';
import { takesAnyQuery } from './unknown-query.js';
import type { CachedRoute, ResponseCache } from './response-cache.js';
import { RestContext, headerRecord, sendResult } from './rest-answer.js';
import { OpenStreams } from './stream-answer.js';
import { type Charge, rebillRefusal, refusesInput } from './rebill-refusal.js';

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
  /** The CORS headers of every answer under this prefix (engine-cors.ts), as a flat name/value list. */
  cors: readonly string[] | undefined;
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => void | Promise<unknown>;
type RouteAnswer = { handler: Handler; onRequest?: onRequestHookHandler; errorHandler?: (error: unknown, request: FastifyRequest, reply: FastifyReply) => unknown };

/** Errors Fastify raises while reading a body, before the handler: they come after the gate all the same. */
const BODY_ERRORS = new Set(['invalid_json', 'invalid_encoding', 'payload_too_large', 'unsupported_media_type', 'bad_request']);

const ADMITTED = Symbol('lumen.admitted');
type Admitted = FastifyRequest & { [ADMITTED]?: Principal };
const CHARGE = Symbol('lumen.charge');
type Rebillable = FastifyRequest & { [CHARGE]?: Charge };

/** Methods whose requests may carry a body, which Fastify reads and parses before the handler. */
const takesBody = (methods: readonly string[]) => methods.some((m) => m !== 'GET' && m !== 'HEAD');

/**
 * The handler of one operation under one prefix. It is synchronous whenever every step is (a cached key, the
 * in-memory limiter, a cached result): no promise, no microtask. It sets the request id and records the latency
 * itself, so these routes run no hooks (route-kinds.ts).
 */
function operationHandler(options: HandlerOptions, engine: Engine, op: Operation, url: string, methods: readonly string[] = [op.method], early = false): RouteAnswer {
  const { services, publicUrl, metrics, responseCache, streams, cors } = options;
  const access = op.access ?? engine.access;
  const bucket = op.rateLimit === undefined ? engine.rateLimit : op.rateLimit;
  // Public, unlimited operations (health, readiness) skip the gate entirely.
  const gated = access !== 'public' || Boolean(bucket);
  // Every answer depends on the credential header the route reads (200 or 401/429, the X-RateLimit-* headers), and
  // says so in Vary, which Accept and Accept-Encoding join where they apply (rest-answer.ts).
  const vary = credentialHeaderOf(access);
  const series = metrics.route(url);
  const done = (request: FastifyRequest, reply: FastifyReply) => series.observe(request.method, reply.statusCode, secondsSinceArrival(request));
  // The cache answers 200 (or 304) with the JSON, its ETag, Cache-Control and Vary, nothing else.
  const cached: CachedRoute | undefined =
    responseCache && op.method === 'GET' && op.cache?.shared && (op.successStatus ?? 200) === 200 ? { engine, op, gated, series, cors, vary } : undefined;
  // An operation that ignores the query (`/healthz?_=…`: unknown-query.ts) has one answer per path; keeping one
  // entry per cache-busting URL would only push other answers out of the cache.
  const keepsQuery = !takesAnyQuery(op.query);
  // The headers every answer carries, failures included: the request id, the credential header in Vary, and under
  // /v1 the CORS headers (so that a script in a page of another origin can read a 401 or a 429 too).
  const stamp = (request: FastifyRequest, reply: FastifyReply): void => {
    reply.header('x-request-id', request.id);
    if (vary) reply.header('vary', vary);
    if (cors) setHeaderList(reply, cors);
  };
  // Only operations that declare them pay for headers and streams: the others keep the hot path as it was.
  const readsHeaders = op.headers !== undefined;
  const answersStreams = op.streams !== undefined;
  // An operation with a keyed ETag answers a matching If-None-Match before its handler (keyed-not-modified.ts).
  const keyed = op.method === 'GET' && op.cache?.etagKey ? new KeyedNotModified(op, engine) : undefined;
  const answer = (request: FastifyRequest, reply: FastifyReply, ctx: RestContext, result: unknown, input: unknown): void => {
    if (answersStreams && result instanceof StreamResult) {
      streams.start(request, reply, op.successStatus ?? 200, result);
      done(request, reply);
      return;
    }
    const sent = sendResult(op, engine, request, reply, result, input, cached !== undefined);
    keyed?.sent(reply, result, sent?.etag, ctx.headersSet);
    if (cached && sent && request.method === 'GET' && !ctx.headersSet && (keepsQuery || !request.url.includes('?'))) {
      responseCache!.store(request, cached, sent, input);
    }
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
  // An operation with a `refusalRateLimit` moves the charge of a request it refuses to that bucket (rebill-refusal.ts).
  const refusalBucket = services.rateLimiter ? op.refusalRateLimit : undefined;
  const refuseInput = (request: FastifyRequest, reply: FastifyReply, err: unknown): void | Promise<FastifyReply> => {
    const charge = refusalBucket === undefined ? undefined : (request as Rebillable)[CHARGE];
    if (charge === undefined || !refusesInput(err)) return refuse(request, reply, err);
    (request as Rebillable)[CHARGE] = undefined;
    return rebillRefusal(services.rateLimiter!, charge, refusalBucket!, (name, value) => void reply.header(name, value)).then((limited) => {
      refuse(request, reply, limited ?? err);
      return reply;
    });
  };
  const run = (request: FastifyRequest, reply: FastifyReply, principal: Principal): void | Promise<unknown> => {
    const ctx = new RestContext(request, reply, principal);
    const parts = readsHeaders
      ? { params: request.params, query: request.query, body: request.body, headers: request.headers }
      : { params: request.params, query: request.query, body: request.body };
    let invoked: Invoked | Promise<Invoked>;
    const ifNoneMatch = keyed ? request.headers['if-none-match'] : undefined;
    if (ifNoneMatch !== undefined) {
      // Validated first, as the handler's input always is (a bad request stays a 400); then the 304 if it matches.
      const input = parseInput(op, parts);
      if (keyed!.answer(reply, input, ifNoneMatch)) return done(request, reply);
      invoked = invokeParsed(op, input, ctx);
    } else invoked = invokeOperation(op, parts, ctx);
    if (invoked instanceof Promise) {
      // Resolving with the reply (a thenable that settles when the response ends) tells Fastify the answer is
      // under way: an `onSend` hook may still be waiting (http/durable-answers.ts) when this promise settles.
      return invoked.then(
        (value) => {
          answer(request, reply, ctx, value.result, value.input);
          return reply;
        },
        (err: unknown) => {
          const refused = refuseInput(request, reply, err);
          return refused instanceof Promise ? refused : reply;
        },
      );
    }
    answer(request, reply, ctx, invoked.result, invoked.input);
  };
  const admit = (request: FastifyRequest, reply: FastifyReply) =>
    gate(
      services,
      engine,
      op,
      headerRecord(request),
      request.raw.socket,
      (name, value) => void reply.header(name, value),
      refusalBucket === undefined ? undefined : (charge) => void ((request as Rebillable)[CHARGE] = charge),
      () => request.ip,
    );
  // A request that may carry a body must be authenticated and charged whatever its body: a missing key is a 401 and
  // a spent budget a 429 even when the body is malformed, and a refused body (400, 413, 415) carries X-RateLimit-*.
  // An operation admits as usual in its handler and, when Fastify refuses the body before it, in its route error
  // handler: no hook on the path of every submission. The generated 405 and unknown-path routes,
  // which answer whatever the body, admit in an onRequest hook before the body is read.
  if (gated && takesBody(methods) && !early) {
    const errorHandler = (error: unknown, request: FastifyRequest, reply: FastifyReply): unknown => {
      const err = isLumenError(error) ? error : fromFastifyError(error as FastifyError);
      if (!BODY_ERRORS.has(err.code)) throw error;
      stamp(request, reply);
      if (err.status === 413) closeAfterAnswer(reply);
      const answer = (admitted: Principal | Refusal) => {
        if (admitted instanceof Refusal) return refuse(request, reply, admitted);
        const refused = refuseInput(request, reply, err);
        if (refused instanceof Promise) refused.catch((fault: unknown) => reply.send(fault));
      };
      let admitted: ReturnType<typeof admit>;
      try {
        admitted = admit(request, reply);
      } catch (refusal) {
        return refuse(request, reply, refusal);
      }
      // Nothing is returned: Fastify would send a returned value (or what a returned promise resolves to) as the body.
      if (admitted instanceof Promise) {
        admitted.then(answer, (refusal: unknown) => refuse(request, reply, refusal)).catch((fault: unknown) => reply.send(fault));
        return undefined;
      }
      answer(admitted);
      return undefined;
    };
    return { handler: lateGate, errorHandler };
  }
  if (gated && takesBody(methods)) {
    // Callback style, so that a synchronous admission (a cached key, the in-memory limiter) costs no promise. A hook
    // that answers does not call done(): the route goes no further.
    const onRequest: onRequestHookHandler = (request, reply, done) => {
      stamp(request, reply);
      const fail = (err: unknown) => {
        try {
          refuse(request, reply, err);
        } catch (fault) {
          done(fault as Error);
        }
      };
      const settle = (admitted: Principal | Refusal) => {
        if (admitted instanceof Refusal) return fail(admitted);
        (request as Admitted)[ADMITTED] = admitted;
        done();
      };
      let admitted: ReturnType<typeof admit>;
      try {
        admitted = admit(request, reply);
      } catch (err) {
        return fail(err);
      }
      if (admitted instanceof Promise) admitted.then(settle, fail);
      else settle(admitted);
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
  function lateGate(request: FastifyRequest, reply: FastifyReply): void | Promise<unknown> {
    stamp(request, reply);
    try {
      if (!gated) return run(request, reply, ANONYMOUS);
      const admitted = admit(request, reply);
      if (admitted instanceof Promise) {
        return admitted
          .then((a) => (a instanceof Refusal ? refuse(request, reply, a) : run(request, reply, a)))
          .catch((err: unknown): unknown => refuseInput(request, reply, err))
          .then(() => reply);
      }
      if (admitted instanceof Refusal) return refuse(request, reply, admitted);
      return run(request, reply, admitted);
    } catch (err) {
      return refuseInput(request, reply, err);
    }
  }
  return { handler: lateGate };
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
    query: ANY_QUERY,
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
    query: ANY_QUERY,
    output: undefined as never,
    mcp: false,
    hidden: true,
    handler: () => {
      throw problem('method_not_allowed', `This method is not allowed here; use ${allow}.`, { headers: { Allow: allow } });
    },
  } as unknown as Operation;
}

/** The query of the generated 404 and 405 routes: whatever it says, the answer is the same (unknown-query.ts). */
const ANY_QUERY = z.looseObject({});

const ANY_METHOD: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function route(app: FastifyInstance, method: HTTPMethods | HTTPMethods[], url: string, config: Record<string, unknown>, answer: RouteAnswer, bodyLimit?: number): void {
  app.route({
    method,
    url,
    config,
    // An operation that takes larger bodies than the server's limit raises it for its own route only.
    ...(bodyLimit !== undefined && bodyLimit > app.initialConfig.bodyLimit! ? { bodyLimit } : {}),
    handler: answer.handler,
    ...(answer.onRequest ? { onRequest: answer.onRequest } : {}),
    ...(answer.errorHandler ? { errorHandler: answer.errorHandler as never } : {}),
  });
}

/**
 * One Fastify route per operation and prefix, all generated from the operation definitions; under /v1, with its
 * CORS preflight (engine-cors.ts), and one for the prefix's unknown paths, which answer 401 or 404 readably.
 */
export function registerOperationRoutes(app: FastifyInstance, routeOptions: OperationRoutesOptions): void {
  const streams = new OpenStreams(app);
  // Keyed ETags carry the running code's fingerprint (code-fingerprint.ts): read at start, not by a request.
  if (routeOptions.engines.some((engine) => engine.operations.some((op) => op.cache?.etagKey))) codeFingerprint();
  for (const engine of routeOptions.engines) {
    const operations = engineOperations(engine);
    for (const prefix of engine.prefixes) {
      const crossOrigin = crossOriginOf(prefix);
      const options: HandlerOptions = { ...routeOptions, streams, cors: crossOrigin && corsHeaderList(crossOrigin) };
      const methodsByUrl = new Map<string, { path: string; methods: Set<string> }>();
      for (const op of operations) {
        const url = toRoutePath(prefix, op.path);
        route(app, op.method, url, { operationId: op.id, writes: op.writes, textBody: op.textBody }, operationHandler(options, engine, op, url), op.bodyLimit);
        if (crossOrigin) allowPreflight(app, url, op.method, crossOrigin);
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
        // Every path here answers OPTIONS (its preflight or the platform's), so its 405 lists it as its OPTIONS does.
        const allow = allowOf(methods);
        const op = methodNotAllowedOperation(engine, path, allow);
        route(app, missing, url, { operationId: op.id, is405: true }, operationHandler(options, engine, op, url, missing, true));
      }
      const unknown = unknownPathOperation(engine);
      const url = `${prefix}/*`;
      route(app, ANY_METHOD, url, { operationId: unknown.id, is405: true }, operationHandler(options, engine, unknown, url, ANY_METHOD, true));
      if (crossOrigin) for (const method of ANY_METHOD) allowPreflight(app, url, method, crossOrigin);
    }
  }
  if (routeOptions.engines.some((engine) => engine.prefixes.some((prefix) => crossOriginOf(prefix) !== undefined))) noEngineRoutes(app);
}

/**
 * A path under /v1 that names no engine (`/v1`, `/v1/nosuch`) is a 404 for every method, whatever its body (refused
 * in onRequest, before a body is read), and its preflight a 204 like any /v1 path's: a browser script reads the 404
 * as it reads an engine's. No engine means no access kind and no bucket, so no key is read and nothing is charged:
 * the 404 carries the CORS headers (added by the error handler, http/problem-reply.ts) but no X-RateLimit-*.
 */
function noEngineRoutes(app: FastifyInstance): void {
  const notFound = async (request: FastifyRequest) => {
    throw problem('not_found', `No resource at ${request.method} ${request.url.split('?')[0]}; the engines are under /v1/{engine} (see /openapi.json).`);
  };
  for (const url of ['/v1', '/v1/*']) {
    app.route({ method: ANY_METHOD, url, config: { is405: true }, onRequest: notFound, handler: notFound });
    for (const method of ANY_METHOD) allowPreflight(app, url, method, ENGINE_CROSS_ORIGIN);
  }
}
