import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Refusal } from '../errors/index.js';
import { type Encoding, acceptedEncoding, compressInBackground, compressible, varyOf } from '../http/content-encoding.js';
import { joinVary } from '../http/vary.js';
import { PROBLEM_TYPE, instanceJson, problemBody } from '../http/problem-reply.js';
import type { EarlyAnswer } from '../http/early-answers.js';
import type { Metrics } from '../http/metrics.js';
import type { RouteSeries } from '../http/route-histogram.js';
import type { PlatformServices } from '../services.js';
import { ANONYMOUS, type Engine, type Operation, type Principal } from './define.js';
import { setCacheHeaders } from './etag.js';
import type { Serialized } from './rest-answer.js';
import { gate } from './gate.js';

/** What the cache knows of an operation route. */
export interface CachedRoute {
  engine: Engine;
  op: Operation;
  gated: boolean;
  series: RouteSeries;
  /** The route's CORS headers (flat name/value list), carried by every answer, a 429 included. */
  cors: readonly string[] | undefined;
  /** The credential header the route reads (gate.ts), named in the Vary of every answer, a 429 included. */
  vary: string | undefined;
}

/** A compressed copy of an answer: the bytes, or why there are none (still compressing; not smaller). */
type Variant = Buffer | 'pending' | 'none';

interface Entry {
  /** Its key in the cache (the URL, and Accept when the answer varies by it). */
  key: string;
  route: CachedRoute;
  /** Asked since it was last passed over for eviction (second-chance eviction). */
  recent: boolean;
  /** Large answers as bytes: encoded once, not on every hit (a small string goes out with the headers in one write). */
  payload: string | Buffer;
  bytes: number;
  /** Whether the answer goes out compressed to clients that accept it (and so varies by Accept-Encoding). */
  compressible: boolean;
  /** Its Vary, as the route sends it: the credential header, Accept, Accept-Encoding where they apply. */
  vary: string | undefined;
  /** Its compressed copies, made once on the thread pool when a client first accepts the encoding. */
  variants: Partial<Record<Encoding, Variant>> | undefined;
  /** What the entry holds in all (the answer and its compressed copies), for the cache's byte budget. */
  size: number;
  contentType: string;
  etag: string | undefined;
  input: unknown;
  generation: unknown;
  /** The URL's path as a problem's `instance` member (a spent budget answers 429 for this URL). */
  instance: string;
}

export interface ResponseCacheOptions {
  services: () => PlatformServices;
  publicUrl: string;
  /** Answers kept (the oldest not asked recently evicted first). */
  maxEntries?: number;
  /** Longer URLs are not cached. */
  maxUrlLength?: number;
  /** Bytes of answers kept (Corpus pages run to tens of kilobytes each); default 64 MiB. */
  maxBytes?: number;
  /** Counts the answers given (the cache's hits). */
  metrics?: Pick<Metrics, 'answeredEarly'>;
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** Characters above which a cached answer is kept as bytes. */
const LARGE_PAYLOAD = 4096;
/** Response headers as Node's flat [name, value, name, value, …] list, which writeHead takes as it is. */
type HeaderList = (string | number)[];

/**
 * The response cache: repeated GETs of `shared` operations (cache.shared in define.ts: the answer depends on the
 * URL alone) are answered before routing, from the JSON, ETag and input the route produced the first time.
 * Everything that depends on the caller still runs for every request, through the same code as the route: the
 * API key is authenticated and the rate limit charged (gate.ts), the X-RateLimit-* headers set, a spent budget
 * answered 429, If-None-Match honoured, a request id given and the latency recorded under the route; every answer
 * names the route's credential header in Vary, as the route's do. Anything the
 * cache does not answer itself (a miss, a credential problem, an asynchronous failure) goes to Fastify unchanged;
 * the route then answers exactly as it always does. The entry is keyed by the raw URL and dropped when the
 * engine's `cacheGeneration` changes.
 */
export class ResponseCache implements EarlyAnswer {
  /** Insertion order is the eviction order; a hit only sets `recent` (no map write on the hot path). */
  readonly #entries = new Map<string, Entry>();
  /** URLs whose answers vary by Accept (their entries are keyed `URL\nAccept`). */
  readonly #varying = new Set<string>();
  readonly #maxEntries: number;
  readonly #maxUrlLength: number;
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(private readonly options: ResponseCacheOptions) {
    this.#maxEntries = options.maxEntries ?? 4096;
    this.#maxUrlLength = options.maxUrlLength ?? 256;
    this.#maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  }

  /**
   * Called by a shared operation's route after it answered 200 with this JSON (or raw string). Answers that vary
   * by Accept are kept under the URL and the Accept header, and the URL is noted as one that varies.
   */
  store(req: { url: string; headers: { accept?: string | undefined } }, route: CachedRoute, sent: Serialized, input: unknown): void {
    const { url } = req;
    if (url.length > this.#maxUrlLength) return;
    let key = url;
    if (route.op.cache?.vary === 'accept') {
      if (this.#varying.size >= this.#maxEntries) this.#varying.clear();
      this.#varying.add(url);
      key = `${url}\n${req.headers.accept ?? ''}`;
    }
    this.#drop(key);
    const generation = route.engine.cacheGeneration?.();
    const { etag } = sent;
    const payload = typeof sent.payload === 'string' && sent.payload.length > LARGE_PAYLOAD ? Buffer.from(sent.payload) : sent.payload;
    const bytes = Buffer.byteLength(payload);
    const entry: Entry = {
      key,
      route,
      recent: false,
      payload,
      bytes,
      compressible: compressible(sent.payload.length),
      vary: joinVary(route.vary, varyOf(route.op.cache?.vary === 'accept', compressible(sent.payload.length))),
      variants: undefined,
      size: bytes,
      contentType: sent.contentType ?? JSON_TYPE,
      etag,
      input,
      generation,
      instance: instanceJson(url),
    };
    this.#entries.set(key, entry);
    this.#bytes += bytes;
    this.#evict();
  }

  #drop(key: string): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }

  /**
   * Second chance: the oldest entry goes, unless it was asked since it was last looked at, in which case it moves
   * to the back once. An approximation of least-recently-used that costs a hit nothing.
   */
  #evict(): void {
    const over = () => this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes;
    let passes = this.#entries.size;
    while (over() && passes-- > 0) {
      const [url, entry] = this.#entries.entries().next().value as [string, Entry];
      this.#entries.delete(url);
      if (entry.recent) {
        entry.recent = false;
        this.#entries.set(url, entry);
      } else this.#bytes -= entry.size;
    }
    while (over()) this.#drop(this.#entries.keys().next().value as string);
  }

  /**
   * Answers `req` from the cache and returns true, or returns false when Fastify must take it. `fallback` hands a
   * request back to Fastify after an asynchronous step failed (nothing was charged then: see gate.ts).
   */
  answer(req: IncomingMessage, res: ServerResponse, arrived: number, fallback: () => void): boolean {
    if (req.method !== 'GET') return false;
    let key = req.url as string;
    if (this.#varying.size > 0 && this.#varying.has(key)) key = `${key}\n${req.headers.accept ?? ''}`;
    const entry = this.#entries.get(key);
    if (entry === undefined) return false;
    entry.recent = true;
    const { route } = entry;
    if (entry.generation !== route.engine.cacheGeneration?.()) {
      this.#drop(key);
      return false;
    }
    const requestId = randomUUID();
    const headers: HeaderList = route.cors === undefined ? ['x-request-id', requestId] : ['x-request-id', requestId, ...route.cors];
    let admitted: ReturnType<typeof gate>;
    try {
      admitted = route.gated
        ? gate(this.options.services(), route.engine, route.op, req.headers as Record<string, string | undefined>, req.socket, (name, value) => {
            headers.push(name, value);
          })
        : ANONYMOUS;
    } catch {
      // A credential problem (401) or an unreachable limiter store (503): nothing was charged, and the route
      // answers these with its full problem (and logs the cause).
      return false;
    }
    if (admitted instanceof Promise) {
      admitted.then(
        (a) => this.#reply(req, res, arrived, entry, requestId, headers, a),
        () => fallback(),
      );
    } else {
      this.#reply(req, res, arrived, entry, requestId, headers, admitted);
    }
    return true;
  }

  #reply(
    req: IncomingMessage,
    res: ServerResponse,
    arrived: number,
    entry: Entry,
    requestId: string,
    headers: HeaderList,
    admitted: Principal | Refusal,
  ): void {
    const { route } = entry;
    if (admitted instanceof Refusal) {
      for (const name in admitted.headers) headers.push(name, admitted.headers[name]!);
      if (route.vary) headers.push('vary', route.vary);
      const body = problemBody(admitted, entry.instance, requestId, this.options.publicUrl);
      headers.push('content-type', PROBLEM_TYPE, 'content-length', Buffer.byteLength(body));
      res.writeHead(admitted.status, headers);
      res.end(body);
      route.series.observe('GET', admitted.status, (performance.now() - arrived) / 1000);
      return;
    }
    this.options.metrics?.answeredEarly('response_cache');
    const notModified = setCacheHeaders(route.op, entry.input, entry.etag, req.headers['if-none-match'], (name, value) => {
      headers.push(name, value);
    });
    if (entry.vary) headers.push('vary', entry.vary);
    const status = notModified ? 304 : 200;
    if (notModified) {
      res.writeHead(304, headers);
      res.end();
    } else {
      const encoding = entry.compressible ? acceptedEncoding(req.headers['accept-encoding']) : null;
      const compressed = encoding ? this.#variant(entry, encoding) : undefined;
      if (compressed) {
        headers.push('content-type', entry.contentType, 'content-encoding', encoding!, 'content-length', compressed.length);
        res.writeHead(200, headers);
        res.end(compressed);
      } else {
        headers.push('content-type', entry.contentType, 'content-length', entry.bytes);
        res.writeHead(200, headers);
        res.end(entry.payload);
      }
    }
    route.series.observe('GET', status, (performance.now() - arrived) / 1000);
  }

  /**
   * The entry's answer compressed with `encoding`, or undefined while it is being compressed (the first requests
   * that accept it get the identity meanwhile) or when compressing did not make it smaller.
   */
  #variant(entry: Entry, encoding: Encoding): Buffer | undefined {
    const variants = (entry.variants ??= {});
    const known = variants[encoding];
    if (known instanceof Buffer) return known;
    if (known !== undefined) return undefined;
    variants[encoding] = 'pending';
    const bytes = typeof entry.payload === 'string' ? Buffer.from(entry.payload) : entry.payload;
    const started = compressInBackground(bytes, encoding, (compressed) => {
      const useful = compressed !== null && compressed.length < entry.bytes * 0.9;
      variants[encoding] = useful ? compressed : 'none';
      if (!useful || this.#entries.get(entry.key) !== entry) return;
      entry.size += compressed.length;
      this.#bytes += compressed.length;
      this.#evict();
    });
    // Not started (too many under way): the next request that accepts it tries again.
    if (!started) delete variants[encoding];
    return undefined;
  }
}
