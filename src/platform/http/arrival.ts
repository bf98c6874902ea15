import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { EarlyAnswers } from './early-answers.js';

const ARRIVED = Symbol('lumen.arrived');

type Stamped = IncomingMessage & { [ARRIVED]?: number };

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Fastify's `serverFactory`: the same HTTP/1.1 server Fastify would build (its keep-alive, request and
 * connection timeouts), with each request stamped with its arrival time before Fastify sees it (latency metrics
 * are measured from that stamp, body parsing included, without a per-request hook or response listener), and
 * offered to the early answerers first (early-answers.ts: the REST response cache, MCP's tool-answer cache).
 */
export function stampingServerFactory(early?: EarlyAnswers): (handler: Handler, options: FastifyServerOptions) => Server {
  return (handler, options) => {
    const server = http.createServer((req, res) => {
      const arrived = performance.now();
      (req as Stamped)[ARRIVED] = arrived;
      if (early !== undefined && early.answer(req, res, arrived, () => handler(req, res))) return;
      handler(req, res);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    return server;
  };
}

/** Seconds since the request arrived (0 for requests injected without a server, as in `app.inject`). */
export function secondsSinceArrival(request: FastifyRequest): number {
  const arrived = (request.raw as Stamped)[ARRIVED];
  return arrived === undefined ? 0 : (performance.now() - arrived) / 1000;
}
