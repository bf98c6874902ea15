import type { FastifyInstance, RouteOptions } from 'fastify';

/** A route Fastify knows, as declared. */
export interface KnownRoute {
  method: string;
  url: string;
  /** Why the route is deliberately absent from the OpenAPI document, when it is. */
  internal?: string;
}

export interface InternalRouteConfig {
  /** Set on a route that the OpenAPI document leaves out on purpose; says why. */
  internal?: string;
}

const registries = new WeakMap<FastifyInstance, KnownRoute[]>();

function reasonOf(route: RouteOptions): string | undefined {
  const config = route.config as (InternalRouteConfig & { is405?: boolean; operationId?: string }) | undefined;
  if (config?.internal) return config.internal;
  if (config?.is405) return 'generated: 405 with Allow, or an engine prefix path that matches no operation';
  if (route.method === 'OPTIONS') return 'CORS preflight';
  if (route.method === 'HEAD') return 'HEAD of a GET route';
  return undefined;
}

/**
 * Records every route as it is declared, so that a test can hold the OpenAPI document to what the server really
 * answers: each route is documented, or says why it is internal.
 */
export function recordRoutes(app: FastifyInstance): void {
  const known: KnownRoute[] = [];
  registries.set(app, known);
  app.addHook('onRoute', (route) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      const internal = reasonOf({ ...route, method });
      known.push({ method, url: route.url, ...(internal ? { internal } : {}) });
    }
  });
}

export function knownRoutes(app: FastifyInstance): readonly KnownRoute[] {
  return registries.get(app) ?? [];
}
