import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { Counter, Registry, collectDefaultMetrics } from 'prom-client';
import { secondsSinceArrival } from './arrival.js';
import { addRouteHook, answersItself } from './route-kinds.js';
import { RouteHistogram, type RouteSeries } from './route-histogram.js';

export interface Metrics {
  contentType: string;
  /** The whole exposition: process metrics from prom-client, then the request histogram. */
  render(): Promise<string>;
  /** Counts the routes that do not answer themselves (see route-kinds.ts) through a route-level hook. */
  install(app: FastifyInstance): void;
  /** The series of a route template, for routes that record their own requests. */
  route(route: string): RouteSeries;
  /** Records a request that has just been answered (the not-found and error handlers use this). */
  observe(request: FastifyRequest, reply: FastifyReply): void;
  /** Counts a request answered before routing (early-answers.ts), by who answered it: the caches' hit counts. */
  answeredEarly(kind: EarlyKind): void;
}

export type EarlyKind = 'response_cache' | 'mcp_tool_results';

/** Prometheus metrics: request latency histogram (its _count is the request counter) by method, route, status. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'lumen_' });
  const duration = new RouteHistogram(
    'lumen_http_request_duration_seconds',
    'HTTP request latency (from arrival to the response handed to the socket) by method, route template and status',
    [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  );
  // Plain counts on the hot path, copied into the counter when scraped.
  const early: Record<EarlyKind, number> = { response_cache: 0, mcp_tool_results: 0 };
  new Counter({
    name: 'lumen_http_early_answers_total',
    help: 'Requests answered before routing, from the REST response cache or the MCP tool results kept',
    labelNames: ['cache'],
    registers: [registry],
    collect() {
      this.reset();
      for (const kind of Object.keys(early) as EarlyKind[]) this.inc({ cache: kind }, early[kind]);
    },
  });
  const observe = (request: FastifyRequest, reply: FastifyReply) =>
    duration.observe(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, secondsSinceArrival(request));
  return {
    contentType: registry.contentType,
    render: async () => `${await registry.metrics()}${duration.render()}`,
    route: (route) => duration.route(route),
    observe,
    answeredEarly(kind) {
      early[kind]++;
    },
    install(app) {
      const onResponse: onResponseHookHandler = (request, reply, done) => {
        observe(request, reply);
        done();
      };
      // A route-level hook on the routes that need it, rather than a global one: a global onResponse hook makes
      // Fastify attach response listeners to every request, the cheapest routes included.
      app.addHook('onRoute', (route) => {
        if (!answersItself(route.config)) addRouteHook(route, 'onResponse', onResponse, 'last');
      });
    },
  };
}
