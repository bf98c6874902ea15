import { z } from 'zod';
import { defineSection } from '../define-section.js';

export const keys = defineSection({
  env: {
    API_KEYS_MAX_ACTIVE: z.coerce.number().int().min(1).max(10_000).default(25),
    RATE_LIMIT_PORTAL_MAX: z.coerce.number().int().min(1).max(1_000_000).default(300),
    RATE_LIMIT_PORTAL_WINDOW_S: z.coerce.number().int().min(1).max(7 * 24 * 3600).default(900),
    USAGE_FLUSH_S: z.coerce.number().int().min(1).max(3600).default(15),
  },
  describe: {
    API_KEYS_MAX_ACTIVE: 'most active (unrevoked) API keys one portal user may hold',
    RATE_LIMIT_PORTAL_MAX: 'portal requests per window per signed-in user',
    RATE_LIMIT_PORTAL_WINDOW_S: 'portal sliding window, seconds',
    USAGE_FLUSH_S: 'how often per-key usage counts are written to storage, seconds (a crash loses at most this much)',
  },
  build: (v) => ({
    maxActivePerUser: v.API_KEYS_MAX_ACTIVE,
    usageFlushS: v.USAGE_FLUSH_S,
    portalLimit: { max: v.RATE_LIMIT_PORTAL_MAX, windowS: v.RATE_LIMIT_PORTAL_WINDOW_S },
  }),
});
