import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { type LumenError, problem } from '../errors/index.js';
import type { EarlyAnswers } from './early-answers.js';
import { PROBLEM_TYPE, instanceJson, problemBody } from './problem-reply.js';

const ARRIVED = Symbol('lumen.arrived');

type Stamped = IncomingMessage & { [ARRIVED]?: number };

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Fastify's `serverFactory`: the same HTTP/1.1 server Fastify would build (its keep-alive, request and
 * connection timeouts), with each request stamped with its arrival time before Fastify sees it (latency metrics
 * are measured from that stamp, body parsing included, without a per-request hook or response listener), and
 * offered to the early answerers first (early-answers.ts: the REST response cache, MCP's tool-answer cache).
 */
export function stampingServerFactory(publicUrl: string, early?: EarlyAnswers): (handler: Handler, options: FastifyServerOptions) => Server {
  return (handler, options) => {
    const server = http.createServer((req, res) => {
      // Shutdown has begun (close() stops listening first): a request that arrives now on a kept-alive connection
      // is refused here, as a problem like every other error, never with Fastify's own 503 body.
      if (!server.listening) {
        refuseWhileClosing(req, res, publicUrl);
        return;
      }
      const arrived = performance.now();
      (req as Stamped)[ARRIVED] = arrived;
      if (early !== undefined && early.answer(req, res, arrived, () => handler(req, res))) return;
      handler(req, res);
    });
    // An `Expect` other than 100-continue (RFC 9110 §10.1.1): Node answers 417 with no body unless it is handled.
    server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
      const expectation = String(req.headers.expect ?? '').slice(0, 40);
      writeProblem(req, res, publicUrl, problem('expectation_failed', `This server meets no expectation but 100-continue (Expect: ${expectation}).`));
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    return server;
  };
}

/**
 * The answer to a request that arrives once shutdown has begun: 503 `service_unavailable` (RFC 9457), with
 * `Connection: close` so that the client sends its next request elsewhere (or again once this instance is back).
 * The requests already in flight are finished as usual.
 */
function refuseWhileClosing(req: IncomingMessage, res: ServerResponse, publicUrl: string): void {
  writeProblem(req, res, publicUrl, problem('service_unavailable', 'This instance is shutting down; send the request again (to another instance, or once it is back).'));
}

/** Writes a problem on a request Fastify never sees (refused in the server itself); the connection then closes. */
function writeProblem(req: IncomingMessage, res: ServerResponse, publicUrl: string, refusal: LumenError): void {
  const id = randomUUID();
  const body = problemBody(refusal, instanceJson(req.url ?? '/'), id, publicUrl);
  res.writeHead(refusal.status, {
    'Content-Type': PROBLEM_TYPE,
    'Content-Length': Buffer.byteLength(body),
    'X-Request-Id': id,
    Connection: 'close',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Seconds since the request arrived (0 for requests injected without a server, as in `app.inject`). */
export function secondsSinceArrival(request: FastifyRequest): number {
  const arrived = (request.raw as Stamped)[ARRIVED];
  return arrived === undefined ? 0 : (performance.now() - arrived) / 1000;
}
