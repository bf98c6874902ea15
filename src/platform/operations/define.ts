import type { ServerResponse } from 'node:http';
import type { Writes } from '../http/durable-answers.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ErrorCode } from '../errors/catalogue.js';

/**
 * An operation is defined once — name, summary, input schemas, output schema, handler, HTTP method and path —
 * and every face is generated from that one definition: the Fastify route with validation (`rest-routes.ts`),
 * the OpenAPI document (`openapi.ts`) and the MCP tool (`src/mcp`).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: no credential, an API key (read engines), a tenant key (communio), a portal JWT. */
export type Access = 'public' | 'apiKey' | 'tenantKey' | 'portal';

/** The authenticated caller, whichever face the call came through. */
export interface Principal {
  kind: 'anonymous' | 'apiKey' | 'tenantKey' | 'portalUser' | 'oauth';
  /** Stable id of the credential or user that is charged and audited (`key_…`, `tnt_…`, `usr_…`). */
  id: string;
  userId?: string;
  tenantId?: string;
  clientId?: string;
  scopes?: readonly string[];
}

export const ANONYMOUS: Principal = Object.freeze({ kind: 'anonymous', id: 'anonymous' });

export interface OperationContext {
  principal: Principal;
  requestId: string;
  log: FastifyBaseLogger;
  face: 'rest' | 'mcp';
  /** Lower-cased request headers (REST); empty for MCP. */
  headers: Readonly<Record<string, string | undefined>>;
  /** Sets a response header (REST); ignored for MCP. */
  setHeader(name: string, value: string | number): void;
  /** Client IP (REST) when known. */
  ip?: string;
  /** Aborted when the client goes away. */
  signal?: AbortSignal;
  /**
   * In-process callers only (REST and MCP never set it): a write that must commit with the operation's own write
   * transaction, or roll back with it; a throw from it aborts the operation and reaches the caller. Only an
   * operation that says so in its definition's comment runs it (`portal.keys.create`: the dashboard's single-use
   * create form); others ignore it.
   */
  transactionStep?: TransactionStep;
}

/** A write run inside another module's transaction: `trx` is that transaction, typed by the step's own tables. */
export type TransactionStep = (trx: Kysely<object>) => Promise<void>;

/** A non-JSON body (iCalendar, CSV): returned as is, with its media type. */
export class RawResult {
  constructor(
    readonly contentType: string,
    readonly body: string | Buffer,
    readonly headers: Record<string, string> = {},
  ) {}
}

export function raw(contentType: string, body: string | Buffer, headers?: Record<string, string>): RawResult {
  return new RawResult(contentType, body, headers);
}

/**
 * A long-lived answer (Server-Sent Events). Once the gate has admitted the caller and the input is valid, the
 * platform writes the status line and headers (the request id and `X-RateLimit-*` set so far, `Cache-Control:
 * no-store`, the stream's media type) and hands the response to `start`, which owns it from then on. The platform
 * ends every open stream when shutdown begins (`stream-answer.ts`); `start` cleans up on the response's `close`.
 */
export class StreamResult {
  constructor(
    readonly contentType: string,
    readonly start: (response: ServerResponse) => void | Promise<void>,
  ) {}
}

export function stream(contentType: string, start: (response: ServerResponse) => void | Promise<void>): StreamResult {
  return new StreamResult(contentType, start);
}

/**
 * The resource now lives under other path parameters of the same operation (a record whose slug changed). REST
 * answers 301 Moved Permanently with `Location` (RFC 9110 §15.4.2), so that stored links keep working; MCP, whose
 * tools take parameters rather than URLs, answers `value`, the resource itself, which is checked like any answer.
 */
export class MovedResult {
  constructor(
    readonly params: Readonly<Record<string, string>>,
    readonly value: unknown,
  ) {}
}

export function moved(params: Record<string, string>, value: unknown): MovedResult {
  return new MovedResult(params, value);
}

type AnyObject = z.ZodObject<z.ZodRawShape>;
type OutOf<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface OperationInput<P, Q, B, H = undefined> {
  params: OutOf<P>;
  query: OutOf<Q>;
  body: OutOf<B>;
  /** The declared request headers (lower-case names), validated; REST only. */
  headers: OutOf<H>;
}

export interface OperationDef<
  P extends AnyObject | undefined,
  Q extends AnyObject | undefined,
  B extends z.ZodType | undefined,
  O extends z.ZodType,
  H extends AnyObject | undefined = undefined,
> {
  /** Dotted id, unique across Lumen: `tempus.days.get`. OpenAPI operationId and the MCP tool name derive from it. */
  id: string;
  summary: string;
  description?: string;
  method: HttpMethod;
  /** Path under the engine prefix in OpenAPI template form: `/days/{date}`. `''` is the engine root. */
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * A field of `body` that a `text/plain` body stands for: the operation also takes its body as plain text (UTF-8),
   * read as `{ [textBody]: text }` with the body's other fields at their defaults (POST resolve: `text`). Other
   * operations answer a plain-text body 415 (http/body-parsers.ts).
   */
  textBody?: string;
  /**
   * The largest request body (bytes) the operation takes, when it needs more than the server's BODY_LIMIT_BYTES (the
   * larger of the two applies): POST resolve's 60,000 characters of any text, JSON-escaped.
   */
  bodyLimit?: number;
  /** Request headers the operation reads, by lower-case name: validated like the other parts, documented in OpenAPI. */
  headers?: H;
  output: O;
  /**
   * The operation answers a stream (its handler returns `stream(…)`) of this media type instead of JSON;
   * `output` then describes nothing that is sent and is not checked.
   */
  streams?: { contentType: string; description: string };
  /** Catalogue codes this operation may answer beyond the generic ones (documented in OpenAPI by their status). */
  problems?: ErrorCode[];
  /** The handler may return `moved(…)`: what moves, for the 301 of the OpenAPI document. */
  moves?: string;
  /** HTTP status of success (default 200). */
  successStatus?: number;
  /**
   * Extra media types the operation can return (e.g. `text/calendar`), for OpenAPI; `schema` describes a JSON one
   * (GeoJSON), which is otherwise documented as a string.
   */
  alternates?: Array<{ contentType: string; description: string; schema?: z.ZodType }>;
  /** Headers the handler sets on its success answer (`ctx.setHeader`), by name: documented in OpenAPI. */
  responseHeaders?: Record<string, { description: string; required?: boolean }>;
  /** The operation answers only its `alternates` (an iCalendar file), never JSON: OpenAPI documents no application/json. */
  onlyAlternates?: boolean;
  /**
   * ETag + If-None-Match for immutable results, and Cache-Control max-age (seconds; a function of input).
   * `shared`: the JSON answer depends on the URL alone (params and query; not on the caller, other headers or the
   * clock), so the platform may answer a repeated URL from its response cache — after authentication and the
   * rate limit, exactly as the route would (see response-cache.ts). An engine whose data can change under a URL
   * must then say so through `Engine.cacheGeneration`. A shared operation may answer with `raw()` (a string body,
   * no headers of its own): the cache keeps its content type.
   * `vary: 'accept'`: the answer also depends on the Accept header (content negotiation, e.g. GeoJSON): the
   * platform sends `Vary: Accept` (RFC 9110 §12.5.5) and the response cache keys such answers by URL and Accept.
   * `etagKey`: the JSON answer is a pure function of this key (the input as the handler reads it: a citation, the
   * translations asked…), the engine's `cacheGeneration` and the code, so its ETag is made from those (etag.ts
   * `keyedEtag`) instead of by hashing its bytes: for large answers computed per request (a passage), whose hash
   * cost a tenth of the request. Only with `etag: true`, not with `vary: 'accept'` (two representations of one URL
   * need two ETags); `raw()` answers keep the hash of their body.
   */
  cache?: {
    etag?: boolean;
    maxAgeS?: number | ((input: OperationInput<P, Q, B, H>) => number);
    shared?: boolean;
    vary?: 'accept';
    etagKey?: (input: OperationInput<P, Q, B, H>) => string;
  };
  /**
   * An answer to a POST, PUT, PATCH or DELETE waits until the writes before it are durable (http/durable-answers.ts),
   * unless the operation makes its writes durable itself (`own`: Communio's group commit) or writes nothing
   * (`none`: a query sent as a body); a GET that writes waits too when it says `always`.
   */
  writes?: Writes;
  /** Rate-limit bucket charged for a call, overriding the engine's (`false`: not charged). */
  rateLimit?: string | false;
  /**
   * The bucket a call the operation refuses (a 4xx for its input: its body, parameters or rules) is charged to
   * instead of `rateLimit`, whose slot is given back (rebill-refusal.ts): a limit of "submissions" is not spent
   * by requests that submitted nothing, and those stay limited by the other bucket.
   */
  refusalRateLimit?: string;
  /** Access override for this operation (default: the engine's). */
  access?: Access;
  /**
   * MCP exposure: read operations of read engines become tools unless `false`. `description` replaces the summary
   * in the tool's description; `use` says when an AI client should call the tool (MCP tools are chosen by their
   * descriptions), after the operation's own description. `omit` names query parameters the tool does not take
   * (a representation that only REST serves, such as `format=geojson`: the tool's output schema is the JSON one).
   * `narrow` says how to ask for less when an answer is larger than a tool result carries (src/mcp/call-tool.ts);
   * `shorten`, when given, makes a smaller answer of the same output schema (the same call's answer with its least
   * needed parts left out, saying so in it) that the tool gives instead, when that one fits.
   */
  mcp?:
    | false
    | { name?: string; title?: string; description?: string; use?: string; omit?: readonly string[]; narrow?: string; shorten?: (result: never) => unknown };
  /**
   * The JSON of a result, when the operation can make it faster than `JSON.stringify` (texts escaped once and
   * kept), as a string or as its UTF-8 bytes (sent as they are: the passage joins verses kept encoded): it must
   * equal `JSON.stringify(result)`, which the REST face checks on every answer in tests (rest-answer.ts). MCP keeps
   * the object itself.
   */
  json?: (result: z.input<O>) => string | Buffer;
  /** Hide from OpenAPI (for aliases). */
  hidden?: boolean;
  handler(input: OperationInput<P, Q, B, H>, ctx: OperationContext): Promise<Answer<O>> | Answer<O>;
}

type Answer<O extends z.ZodType> = z.input<O> | RawResult | StreamResult | MovedResult;

export type Operation = OperationDef<AnyObject | undefined, AnyObject | undefined, z.ZodType | undefined, z.ZodType, AnyObject | undefined>;

export function defineOperation<
  P extends AnyObject | undefined = undefined,
  Q extends AnyObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  O extends z.ZodType = z.ZodType,
  H extends AnyObject | undefined = undefined,
>(def: OperationDef<P, Q, B, O, H>): Operation {
  if (!/^[a-z][a-z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/.test(def.id)) throw new Error(`bad operation id ${def.id}`);
  if (def.cache?.etagKey && (def.cache.etag !== true || def.cache.vary === 'accept')) throw new Error(`${def.id}: cache.etagKey needs etag: true and no vary`);
  return def as unknown as Operation;
}

/** Dataset provenance reported by an engine's index and by /readyz. */
export interface DatasetStatus {
  name: string;
  version: string | null;
  ready: boolean;
  records?: number;
  sources: Array<{ name: string; licence: string; attribution?: string; url?: string }>;
  detail?: string;
}

/** A Lumen engine: a named group of operations under one or more path prefixes. */
export interface Engine {
  name: string;
  title: string;
  description: string;
  /** `/v1/ordo`, `/v1/tempus` … the first is canonical; the rest are aliases (hidden from OpenAPI). */
  prefixes: string[];
  access: Access;
  /** Rate-limit bucket charged per call (`read` for the read engines), unless an operation says otherwise. */
  rateLimit?: string | false;
  operations: Operation[];
  /** Whether MCP tools are generated from this engine's GET operations. */
  mcp: boolean;
  datasets?(): DatasetStatus[];
  /** Changes whenever answers of `shared` operations may change (a new dataset version); constant if never. */
  cacheGeneration?(): unknown;
  close?(): Promise<void>;
}
