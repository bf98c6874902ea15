import type { FastifyInstance } from 'fastify';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Prometheus metrics: request latency histogram (its _count is the request counter) by method, route, status. */
export function createMetrics(): { registry: Registry; install(app: FastifyInstance): void } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'lumen_' });
  const duration = new Histogram({
    name: 'lumen_http_request_duration_seconds',
    help: 'HTTP request latency by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  return {
    registry,
    install(app) {
      app.addHook('onResponse', (request, reply, done) => {
        const route = request.routeOptions.url ?? 'unmatched';
        duration.observe({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
        done();
      });
    },
  };
}
