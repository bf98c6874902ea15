import { z } from 'zod';
import { defineSection } from '../define-section.js';

const seconds = z.coerce.number().int().min(60).max(30 * 24 * 3600);

/** The developer dashboard's sessions (docs/dashboard.md). */
export const dashboard = defineSection({
  env: {
    DASHBOARD_SESSION_IDLE_S: seconds.default(1800),
    DASHBOARD_SESSION_MAX_S: seconds.default(8 * 3600),
  },
  describe: {
    DASHBOARD_SESSION_IDLE_S: 'a dashboard session stays valid this long after its last request (and ends within the minute after), seconds',
    DASHBOARD_SESSION_MAX_S: 'a dashboard session ends this long after sign-in, seconds',
  },
  build: (v) => ({ sessionIdleS: v.DASHBOARD_SESSION_IDLE_S, sessionMaxS: v.DASHBOARD_SESSION_MAX_S }),
});
