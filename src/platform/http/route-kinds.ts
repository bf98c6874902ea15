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
