import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type LumenError, isLumenError } from '../platform/errors/index.js';
import { closeAfterAnswer } from '../platform/http/lingering-close.js';
import { fromFastifyError } from '../platform/http/problem-reply.js';

/**
 * The error handler of POST /mcp: a body refused before the handler (not JSON, not UTF-8, empty, too large, a media
 * type with no parser) is answered as the SDK's Streamable HTTP transport answers it — a JSON-RPC error with id
 * null (JSON-RPC 2.0 §5.1: -32700 for a parse error; -32000 for the transport's own refusals) and the same HTTP
 * status — not as an RFC 9457 problem, since a client of /mcp reads JSON-RPC (CONTRACT.md, conventions). Server
 * errors go on to the platform's handler.
 */
export function jsonRpcBodyErrors(error: FastifyError | LumenError, _request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const err = isLumenError(error) ? error : fromFastifyError(error as FastifyError);
  if (err.status >= 500) throw error;
  const parse = err.code === 'invalid_json' || err.code === 'invalid_encoding';
  const message = parse
    ? `Parse error: ${err.detail}`
    : err.status === 415
      ? 'Unsupported Media Type: Content-Type must be application/json'
      : err.status === 413
        ? `Payload Too Large: ${err.detail}`
        : `Bad Request: ${err.detail}`;
  if (err.status === 413) closeAfterAnswer(reply);
  return reply
    .code(err.status)
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ jsonrpc: '2.0', error: { code: parse ? -32700 : -32000, message }, id: null }));
}
