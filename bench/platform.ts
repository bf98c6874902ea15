import type { Scenario } from './scenario.js';

/**
 * The foundation's goal: a plain JSON route at 0.85 or more of bare node:http. `/healthz` is a shared operation,
 * so repeats are answered by the response cache before routing (docs/architecture.md, "The request path"); the
 * second scenario measures the same route through Fastify's router with the cache off, for comparison.
 */
export const platformScenarios: Scenario[] = [
  {
    name: 'platform: GET /healthz (plain JSON route)',
    target: 0.85,
    prepare: async () => ({ path: '/healthz' }),
  },
  {
    name: 'platform: GET /healthz through the router (RESPONSE_CACHE_ENTRIES=0)',
    env: { RESPONSE_CACHE_ENTRIES: '0' },
    prepare: async () => ({ path: '/healthz' }),
  },
];
