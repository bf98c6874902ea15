import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { type Engine, MovedResult, type Operation, type OperationContext, type Principal, RawResult } from './define.js';
import { compressible, varyOf } from '../http/content-encoding.js';
import { joinVary } from '../http/vary.js';
import { problem } from '../errors/index.js';
import { keyedEtag, setCacheHeaders, weakEtag } from './etag.js';
import { checkingOutputs } from './invoke.js';

/**
 * Node joins repeated request headers into one string, except `set-cookie` (never sent by clients) and a few
 * that Lumen does not read, so the parsed headers can be handed on as they are: no copy per request.
 */
export function headerRecord(request: FastifyRequest): Record<string, string | undefined> {
  return request.headers as Record<string, string | undefined>;
}

export interface Serialized {
  /** The JSON, or a raw answer's body; a large JSON answer with an ETag as UTF-8 bytes (see `serialize`). */
  payload: string | Buffer;
  etag?: string;
  /** A raw answer's own type (JSON otherwise). */
  contentType?: string;
}

/**
 * Frozen results are immutable (engines freeze what they cache), so their JSON and ETag are computed once and
 * kept for as long as the engine keeps the object: a cached read costs no serialisation and no hashing.
 */
const serializedFrozen = new WeakMap<object, Serialized>();

/**
 * Above this many characters a JSON answer that is hashed for its ETag is encoded to UTF-8 once, and the bytes are
 * hashed and sent (and kept by the response cache), instead of the string being encoded once for the hash and
 * again for the socket.
 */
const AS_BYTES = 1024;

function json(op: Operation, result: unknown): string | Buffer {
  if (!op.json) return JSON.stringify(result);
  const own = op.json(result as never);
  if (checkingOutputs()) {
    const text = typeof own === 'string' ? own : own.toString('utf8');
    if (text !== JSON.stringify(result)) {
      throw problem('internal_error', `operation ${op.id}: its json() differs from JSON.stringify of its result`, {
        cause: new Error(`json(): ${text.slice(0, 300)}\nJSON.stringify: ${JSON.stringify(result).slice(0, 300)}`),
      });
    }
  }
  return own;
}

function serialize(op: Operation, engine: Engine, result: unknown, input: unknown): Serialized {
  const withEtag = op.cache?.etag === true;
  const etagKey = op.cache?.etagKey;
  const frozen = result !== null && typeof result === 'object' && Object.isFrozen(result);
  let entry = frozen ? serializedFrozen.get(result as object) : undefined;
  if (!entry) {
    const text = result === undefined ? '' : json(op, result);
    // Bytes when they are to be hashed (encoded once for the hash and the socket); a keyed ETag hashes no body.
    entry = { payload: typeof text === 'string' && withEtag && !etagKey && text.length > AS_BYTES ? Buffer.from(text) : text };
    if (frozen) serializedFrozen.set(result as object, entry);
  }
  if (withEtag && entry.etag === undefined) {
    const etag = etagKey ? keyedEtag(op, engine.cacheGeneration?.(), etagKey(input as never)) : weakEtag(entry.payload);
    // A keyed ETag depends on the generation at the time of the request: not kept with a frozen result's JSON.
    if (etagKey) return { ...entry, etag };
    entry.etag = etag;
  }
  return entry;
}

/**
 * RFC 9110 §15.4.2: 301 with the URL of the same route under the new parameters (the query kept), cacheable as
 * long as the operation's answers are; no body, the client asks again where it is sent.
 */
function sendMoved(op: Operation, request: FastifyRequest, reply: FastifyReply, result: MovedResult, input: unknown): void {
  const params = { ...(request.params as Record<string, string>), ...result.params };
  const path = request.routeOptions.url!.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const query = request.url.indexOf('?');
  setCacheHeaders(op, input, undefined, undefined, (name, value) => void reply.header(name, value));
  reply.code(301).header('location', query < 0 ? path : path + request.url.slice(query)).send();
}

/**
 * Sends an operation's result; returns its serialisation when it was a JSON answer (200 or 304). `cacheable`: the
 * response cache may keep it, and answer it compressed later (response-cache.ts), so a large answer says it varies
 * by Accept-Encoding from the first time it is sent. Accept and Accept-Encoding join the `Vary` the reply already
 * has (the route's credential header, rest-routes.ts; a handler's own).
 */
export function sendResult(op: Operation, engine: Engine, request: FastifyRequest, reply: FastifyReply, result: unknown, input: unknown, cacheable = false): Serialized | undefined {
  const byAccept = op.cache?.vary === 'accept';
  if (result instanceof MovedResult) {
    sendMoved(op, request, reply, result, input);
    return undefined;
  }
  if (result instanceof RawResult) {
    const own = Object.entries(result.headers);
    const vary = varyOf(byAccept, cacheable && own.length === 0 && typeof result.body === 'string' && compressible(result.body.length));
    if (vary) setHeaderJoiningVary(reply, 'vary', vary);
    for (const [k, v] of own) setHeaderJoiningVary(reply, k, v);
    // A raw representation of an immutable resource (iCalendar, GeoJSON) is validated like JSON: ETag and 304.
    const etag = op.cache?.etag === true ? weakEtag(result.body) : undefined;
    if (setCacheHeaders(op, input, etag, request.headers['if-none-match'], (name, value) => void reply.header(name, value))) {
      reply.code(304).send();
      return own.length > 0 || typeof result.body !== 'string' ? undefined : { payload: result.body, contentType: result.contentType, etag };
    }
    reply.code(op.successStatus ?? 200).type(result.contentType).send(result.body);
    // A string answer with no headers of its own can be kept by the response cache, with its type.
    return own.length > 0 || typeof result.body !== 'string' ? undefined : { payload: result.body, contentType: result.contentType, ...(etag ? { etag } : {}) };
  }
  const { payload, etag } = serialize(op, engine, result, input);
  const vary = varyOf(byAccept, cacheable && compressible(payload.length));
  if (vary) setHeaderJoiningVary(reply, 'vary', vary);
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

/**
 * Sets a header; a `Vary` set by a handler (Corpus's `Vary: Accept`) or a raw result joins the one the route already
 * set (the credential header) instead of replacing it.
 */
function setHeaderJoiningVary(reply: FastifyReply, name: string, value: string | number): void {
  if (name.toLowerCase() === 'vary') {
    const current = reply.getHeader('vary');
    reply.header('vary', joinVary(typeof current === 'string' ? current : undefined, String(value)));
  } else reply.header(name, value);
}

/** What an operation's REST face sees of a request; the logger is built only if the handler uses it. */
export class RestContext implements OperationContext {
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
      setHeaderJoiningVary(reply, name, value);
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

