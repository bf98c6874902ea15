import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type LumenError, problem } from '../errors/index.js';

/** UTF-8 that refuses invalid bytes rather than replacing them (also the MCP early answer's reading of a body). */
export const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The detail of a 415 (also for media types no parser knows: problem-reply.ts). */
export const UNSUPPORTED = 'Send application/json (or form data, or plain text, where the endpoint says so).';

/**
 * Lumen accepts JSON (strict UTF-8; invalid bytes are a 400, never silently replaced),
 * application/x-www-form-urlencoded (the OAuth endpoints), and text/plain where an operation says which field of its
 * body the text is (`Operation.textBody`: POST /v1/veritas/resolve reads a text as `{ text }`). Every other media
 * type with a body, and text/plain elsewhere, gets 415. Form values that repeat are kept as arrays so that the OAuth
 * endpoints can refuse them (RFC 6749 §3.1).
 */
type Done = (err: Error | null, value?: unknown) => void;

/** The body as text, or undefined once `done` has been given the 400 for bytes that are not UTF-8. */
function readText(body: Buffer, done: Done): string | undefined {
  try {
    return strictUtf8.decode(body);
  } catch {
    done(problem('invalid_encoding', 'The request body is not valid UTF-8.'), undefined);
    return undefined;
  }
}

/** Charsets whose bytes are UTF-8 as they are (US-ASCII is a subset). */
const UTF8_CHARSETS = new Set(['utf-8', 'utf8', 'us-ascii']);

/**
 * A body this server cannot read as sent: one with a content coding (`Content-Encoding: gzip`; Lumen decodes none,
 * and reading compressed bytes as UTF-8 would only misreport them as invalid text) or declared in a charset other
 * than UTF-8 (`charset=utf-16`; reading it as UTF-8 would misread it). Both are 415 (RFC 9110 §15.5.16), the coding
 * one with `Accept-Encoding: identity` (RFC 7694 §3). Undefined when the body can be read.
 */
function unreadableBody(headers: FastifyRequest['headers'], body: Buffer, asciiReadsInAnyCharset: boolean): LumenError | undefined {
  const coding = headers['content-encoding']?.trim().toLowerCase();
  if (coding && coding !== 'identity') {
    return problem('unsupported_media_type', `Content-Encoding ${coding.slice(0, 40)} is not accepted; send the body uncompressed.`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
  }
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(headers['content-type'] ?? '')?.[1]?.toLowerCase();
  if (charset !== undefined && !UTF8_CHARSETS.has(charset) && !(asciiReadsInAnyCharset && isAscii(body))) {
    return problem('unsupported_media_type', `The body is declared charset=${charset.slice(0, 40)}; send it in UTF-8.`);
  }
  return undefined;
}

function isAscii(body: Buffer): boolean {
  for (let i = 0; i < body.length; i++) if (body[i]! > 0x7f) return false;
  return true;
}

/**
 * A parser of a body read whole, run only when the body can be read (unreadableBody). `asciiReadsInAnyCharset`: a
 * form body (WHATWG URL: its percent-encoding is UTF-8, and the media type defines no charset parameter) that is all
 * ASCII reads the same whatever charset it is labelled with; common HTTP clients label theirs ISO-8859-1 (Apache
 * HttpClient 4's UrlEncodedFormEntity), and a token request must not be refused for it.
 */
const readable =
  (parse: (request: FastifyRequest, body: Buffer, done: Done) => void, asciiReadsInAnyCharset = false) =>
  (request: FastifyRequest, body: string | Buffer, done: Done): void => {
    const refusal = unreadableBody(request.headers, body as Buffer, asciiReadsInAnyCharset);
    if (refusal) done(refusal, undefined);
    else parse(request, body as Buffer, done);
  };

export function registerBodyParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  const parseJson = (body: Buffer, done: Done, method: string) => {
    const text = readText(body, done);
    if (text === undefined) return;
    if (text.trim() === '') {
      // A DELETE carries no document (RFC 9110 §9.3.5): many HTTP clients send their JSON Content-Type on every
      // request, and an empty body with it is no body, not malformed JSON. Elsewhere an empty JSON body is a 400.
      if (method === 'DELETE') done(null, undefined);
      else done(problem('invalid_json', 'The request body is empty; send a JSON document.'), undefined);
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch (err) {
      done(problem('invalid_json', `The request body is not valid JSON: ${(err as Error).message}`), undefined);
    }
  };
  const json = readable((request, body, done) => parseJson(body, done, request.method));
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, json);
  app.addContentTypeParser(/^application\/[a-z0-9.+-]*\+json$/, { parseAs: 'buffer' }, json);
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, readable((request, body, done) => {
    const field = (request.routeOptions.config as { textBody?: string } | undefined)?.textBody;
    if (field === undefined) {
      done(problem('unsupported_media_type', UNSUPPORTED), undefined);
      return;
    }
    const text = readText(body, done);
    if (text !== undefined) done(null, { [field]: text });
  }));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, readable((_request, body, done) => {
    const text = readText(body, done);
    if (text === undefined) return;
    const out: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(text)) {
      const prev = out[key];
      if (prev === undefined) out[key] = value;
      else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
    }
    done(null, out);
  }, true));
}
