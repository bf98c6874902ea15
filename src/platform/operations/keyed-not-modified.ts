import type { FastifyReply } from 'fastify';
import { type Engine, type Operation, RawResult } from './define.js';
import { keyedEtag, matchesIfNoneMatch, setCacheHeaders } from './etag.js';

/** Keyed ETags remembered per operation; the map is emptied when full (a forgotten one only costs a full answer). */
const MAX_REMEMBERED = 4096;

/**
 * The 304 of an operation with a keyed ETag (`cache.etagKey`, define.ts), answered before its handler runs: the
 * ETag is made from the key, the engine's generation and the code (etag.ts `keyedEtag`), so whether If-None-Match
 * matches is known from the validated input alone, and the answer's JSON need not be built to be thrown away.
 *
 * Only ETags this process has sent with a 200 (or a 304 after a full answer) are answered early, each with the
 * `Vary` that answer carried:
 * - an error is never turned into a 304: a key whose answer is a 400, 404 or 503 never had an ETag here, so even
 *   `If-None-Match: *` (which matches any current representation, RFC 9110 §13.1.2, and so none for a 404) goes to
 *   the handler, which answers the error;
 * - a 304 carries the `Vary` its 200 would have (RFC 9110 §15.4.5), which for a cacheable answer depends on its
 *   length (`Vary: Accept-Encoding` from 2 KiB: content-encoding.ts), unknown without the answer.
 * The ETag changes with the generation and the code, so a remembered one never outlives the answer it names.
 * Answers whose handler set headers of its own are not remembered: an early 304 could not repeat them.
 */
export class KeyedNotModified {
  /** ETag → the `Vary` of the answer that carried it. */
  readonly #sent = new Map<string, string | undefined>();

  constructor(
    private readonly op: Operation,
    private readonly engine: Engine,
  ) {}

  /**
   * Called once the route has sent the handler's result: a JSON answer (200, or 304 after it was built) with its
   * keyed ETag, and no header of the handler's own, is remembered with the `Vary` it went out with.
   */
  sent(reply: FastifyReply, result: unknown, etag: string | undefined, handlerSetHeaders: boolean): void {
    if (etag === undefined || handlerSetHeaders || result === undefined || result instanceof RawResult) return;
    if ((reply.statusCode !== 200 && reply.statusCode !== 304) || this.#sent.has(etag)) return;
    if (this.#sent.size >= MAX_REMEMBERED) this.#sent.clear();
    const vary = reply.getHeader('vary');
    this.#sent.set(etag, typeof vary === 'string' ? vary : undefined);
  }

  /**
   * Answers 304 (ETag, Cache-Control and Vary as the full answer's) and returns true when If-None-Match matches a
   * remembered ETag of this input; false when the handler must answer. The gate has run: the headers it set stay.
   */
  answer(reply: FastifyReply, input: unknown, ifNoneMatch: string): boolean {
    if (this.#sent.size === 0) return false;
    const etag = keyedEtag(this.op, this.engine.cacheGeneration?.(), this.op.cache!.etagKey!(input as never));
    if (!this.#sent.has(etag) || !matchesIfNoneMatch(ifNoneMatch, etag)) return false;
    const vary = this.#sent.get(etag);
    if (vary !== undefined) reply.header('vary', vary);
    setCacheHeaders(this.op, input, etag, ifNoneMatch, (name, value) => void reply.header(name, value));
    reply.code(304).send();
    return true;
  }
}
