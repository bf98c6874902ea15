import type { Scenario } from './scenario.js';

/** The foundation's goal: a plain JSON route at 0.85 or more of bare node:http. */
export const platformScenarios: Scenario[] = [
  {
    name: 'platform: GET /healthz (plain JSON route)',
    target: 0.85,
    prepare: async () => ({ path: '/healthz' }),
  },
];
