import type { RouteOptions } from 'fastify';

/**
 * Two kinds of routes. Routes generated from operations (and the not-found and error handlers) set their own
 * X-Request-Id header and record their own latency when they answer: the hottest paths of the service then run
 * no per-request hook at all. Every other route (portal, OAuth, MCP, docs, 405s, CORS preflights) gets both
 * through route-level hooks attached as it is declared.
 */
export interface RouteKindConfig {
  /** Set on every route generated from an operation definition. */
  operationId?: string;
}

export function answersItself(config: unknown): boolean {
  return typeof (config as RouteKindConfig | undefined)?.operationId === 'string';
}

type HookName = 'onRequest' | 'onSend' | 'onResponse';

/** Adds a route-level hook as the route is declared (from an `onRoute` hook), first or last among its own. */
export function addRouteHook(route: RouteOptions, name: HookName, hook: unknown, where: 'first' | 'last'): void {
  const current = route[name] as unknown;
  const existing = current === undefined ? [] : Array.isArray(current) ? current : [current];
  (route as unknown as Record<HookName, unknown[]>)[name] = where === 'first' ? [hook, ...existing] : [...existing, hook];
}
