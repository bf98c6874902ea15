import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { problem } from '../errors/index.js';
import { type HeadersOfUrl, PROBLEM_TYPE, addHeadersOfUrl, instanceJson, problemBody, sendProblem } from './problem-reply.js';
import { setHeaderList } from './cors.js';

/**
 * Requests refused before routing answer RFC 9457 problems too, never Fastify's or Node's default bodies (CONTRACT
 * conventions). Fastify's `frameworkErrors`: a path whose percent-encoding is invalid (`/v1/x/%FF`) is a 400. Under
 * /v1 it carries the engines' CORS headers (`headersOf`), and its preflight is answered 204 like any /v1 path's
 * (`preflightOf`), so that a browser sends the request and its script reads the 400; no key is read, nothing is
 * charged.
 */
export function frameworkErrors(publicUrl: string, headersOf?: HeadersOfUrl, preflightOf?: HeadersOfUrl) {
  return (error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void => {
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] ? preflightOf?.(request.url) : undefined;
    if (preflight !== undefined) {
      reply.header('x-request-id', request.id);
      setHeaderList(reply, preflight);
      reply.code(204).send();
      return;
    }
    const detail = error.code === 'FST_ERR_BAD_URL' ? 'The path is not valid percent-encoded UTF-8.' : 'The request could not be routed.';
    addHeadersOfUrl(request, reply, headersOf);
    sendProblem(request, reply, problem('bad_request', detail), publicUrl);
  };
}

/**
 * The path of the request that could not be parsed, for the problem's `instance`: read from the start of the bytes
 * the parser was given (`rawPacket`, the request line first), when they start with an origin-form request line whose
 * path is printable and of a sane length (a 431 for an oversized header still names `/v1/ordo/today`); `/` when they
 * do not (the request line itself was the problem).
 */
function requestPath(err: Error & { rawPacket?: unknown }): string {
  if (!Buffer.isBuffer(err.rawPacket)) return '/';
  const line = /^[A-Z]{1,20} (\/[\x21-\x7e]{0,1023})[ ?]/.exec(err.rawPacket.toString('latin1', 0, 1100));
  return line?.[1] ?? '/';
}

/**
 * Node's `clientError`, which Fastify hands to `clientErrorHandler`: the request could not even be parsed. An unknown
 * method is 501 (RFC 9110 §15.6.2), a request line and headers over the limit 431 (RFC 6585 §5), anything else 400;
 * the answer is written on the socket, which then closes (the parser cannot go on).
 */
export function clientErrorHandler(publicUrl: string) {
  return (err: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void => {
    // A reset connection has nothing left to answer (Node's own handling).
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    // A request that did not arrive in time keeps Node's answer (408), as a problem.
    const refusal =
      err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? problem('request_timeout', 'The request did not arrive in time.')
        : err.code === 'HPE_INVALID_METHOD'
        ? problem('not_implemented', 'This server does not implement that method.')
        : err.code === 'HPE_HEADER_OVERFLOW'
          ? problem('headers_too_large', 'The request line and headers are larger than this server accepts (a very long URL?).')
          : problem('bad_request', 'The request is not valid HTTP/1.1.');
    const body = problemBody(refusal, instanceJson(requestPath(err)), randomUUID(), publicUrl);
    const head = [
      `HTTP/1.1 ${refusal.status} ${refusal.title}`,
      `Content-Type: ${PROBLEM_TYPE}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
    ].join('\r\n');
    socket.end(`${head}\r\n\r\n${body}`);
  };
}
