import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLumenError, problem } from '../errors/index.js';
import { sendProblem } from '../http/problem-reply.js';
import type { PlatformServices } from '../services.js';
import { ANONYMOUS, type Engine, type Operation, type OperationContext, RawResult } from './define.js';
import { engineIndexOperation } from './engine-index.js';
import { matchesIfNoneMatch, weakEtag } from './etag.js';
import { invokeOperation } from './invoke.js';

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

/** Authenticates the caller and charges the rate limit, setting the X-RateLimit-* headers (429 when spent). */
export async function gate(
  services: PlatformServices,
  engine: Engine,
  op: Operation,
  headers: Record<string, string | undefined>,
  setHeader: (name: string, value: string | number) => void,
): Promise<OperationContext['principal']> {
  const access = op.access ?? engine.access;
  const principal = access === 'public' ? ANONYMOUS : await services.authenticator.authenticate(access, headers);
  const bucket = op.rateLimit === undefined ? engine.rateLimit : op.rateLimit;
  if (bucket && services.rateLimiter) {
    const decision = await services.rateLimiter.consume(bucket, principal.id);
    setHeader('X-RateLimit-Limit', decision.limit);
    setHeader('X-RateLimit-Remaining', decision.remaining);
    setHeader('X-RateLimit-Reset', decision.resetAt);
    if (!decision.allowed) {
      throw problem('rate_limited', `Rate limit of ${decision.limit} requests exceeded; retry in ${decision.retryAfterS} s.`, {
        headers: { 'Retry-After': decision.retryAfterS },
      });
    }
  }
  return principal;
}

function sendResult(
  op: Operation,
  request: FastifyRequest,
  reply: FastifyReply,
  result: unknown,
  input: unknown,
): FastifyReply {
  if (result instanceof RawResult) {
    for (const [k, v] of Object.entries(result.headers)) reply.header(k, v);
    return reply.code(op.successStatus ?? 200).type(result.contentType).send(result.body);
  }
  const { payload, etag } = serialize(result, op.cache?.etag === true);
  if (op.cache?.maxAgeS !== undefined) {
    const maxAge = typeof op.cache.maxAgeS === 'function' ? op.cache.maxAgeS(input as never) : op.cache.maxAgeS;
    reply.header('Cache-Control', maxAge > 0 ? `private, max-age=${maxAge}` : 'no-cache');
  }
  if (etag) {
    reply.header('ETag', etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  }
  if (result === undefined) return reply.code(op.successStatus ?? 204).send();
  return reply
    .code(op.successStatus ?? 200)
    .type('application/json; charset=utf-8')
    .send(payload);
}

/** One Fastify route per operation and prefix, all generated from the operation definitions. */
export function registerOperationRoutes(app: FastifyInstance, services: PlatformServices, engines: Engine[], publicUrl: string): void {
  for (const engine of engines) {
    const operations = engineOperations(engine);
    for (const prefix of engine.prefixes) {
      for (const op of operations) {
        const access = op.access ?? engine.access;
        const bucket = op.rateLimit === undefined ? engine.rateLimit : op.rateLimit;
        // Public, unlimited operations (health, readiness) skip the gate entirely.
        const gated = access !== 'public' || Boolean(bucket);
        app.route({
          method: op.method,
          url: toRoutePath(prefix, op.path),
          config: { operationId: op.id },
          handler: async (request, reply) => {
            const headers = headerRecord(request);
            const setHeader = (name: string, value: string | number) => void reply.header(name, value);
            try {
              const principal = gated ? await gate(services, engine, op, headers, setHeader) : ANONYMOUS;
              const ctx: OperationContext = {
                principal,
                requestId: request.id,
                log: request.log,
                face: 'rest',
                headers,
                setHeader,
                ip: request.ip,
              };
              let invoked = invokeOperation(op, { params: request.params, query: request.query, body: request.body }, ctx);
              if (invoked instanceof Promise) invoked = await invoked;
              return sendResult(op, request, reply, invoked.result, invoked.input);
            } catch (err) {
              // Client errors (401, 404, 429 …) are answered here, the same problem the error handler would
              // send, without the detour through Fastify's error path: floods of refused requests stay cheap.
              if (isLumenError(err) && err.status < 500) {
                if (err.cause) request.log.debug({ cause: String((err.cause as Error).message ?? err.cause), code: err.code }, 'request refused');
                return sendProblem(request, reply, err, publicUrl);
              }
              throw err;
            }
          },
        });
      }
    }
  }
}
