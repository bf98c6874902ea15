import type { Scenario } from '../scenario.js';
import { warmedGet } from '../lib.js';

/**
 * The Mass readings of a day with both texts (Douay-Rheims and Vulgate): the lectionary and Veritas datasets are
 * imported on the server's first start; the warmed request is then answered from the shared response cache.
 */
const ENV = { RATE_LIMIT_READ_MAX: '1000000' };

export const scenarios: Scenario[] = [
  {
    name: 'readings: GET /v1/ordo/days/{date}/readings?translation=drb,vulgate (cached day, both texts)',
    target: 0.5,
    env: ENV,
    prepare: (target) => warmedGet(target, 'bench-readings', '/v1/ordo/days/2026-02-18/readings?translation=drb,vulgate'),
  },
];
