import type { FastifyInstance } from 'fastify';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { RouteHistogram } from './route-histogram.js';

export interface Metrics {
  contentType: string;
  /** The whole exposition: process metrics from prom-client, then the request histogram. */
  render(): Promise<string>;
  install(app: FastifyInstance): void;
}

/** Prometheus metrics: request latency histogram (its _count is the request counter) by method, route, status. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'lumen_' });
  const duration = new RouteHistogram(
    'lumen_http_request_duration_seconds',
    'HTTP request latency by method, route template and status',
    [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  );
  return {
    contentType: registry.contentType,
    render: async () => `${await registry.metrics()}${duration.render()}`,
    install(app) {
      app.addHook('onResponse', (request, reply, done) => {
        duration.observe(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
        done();
      });
    },
  };
}
