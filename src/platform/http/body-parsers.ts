import type { FastifyInstance } from 'fastify';
import { problem } from '../errors/index.js';

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
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => parseJson(body as Buffer, done, request.method));
  app.addContentTypeParser(/^application\/[a-z0-9.+-]*\+json$/, { parseAs: 'buffer' }, (request, body, done) => parseJson(body as Buffer, done, request.method));
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (request, body, done) => {
    const field = (request.routeOptions.config as { textBody?: string } | undefined)?.textBody;
    if (field === undefined) {
      done(problem('unsupported_media_type', UNSUPPORTED), undefined);
      return;
    }
    const text = readText(body as Buffer, done);
    if (text !== undefined) done(null, { [field]: text });
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (_request, body, done) => {
    const text = readText(body as Buffer, done);
    if (text === undefined) return;
    const out: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(text)) {
      const prev = out[key];
      if (prev === undefined) out[key] = value;
      else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
    }
    done(null, out);
  });
}
