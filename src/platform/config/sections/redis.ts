import { z } from 'zod';
import { defineSection } from '../define-section.js';

export const redis = defineSection({
  env: {
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  },
  describe: {
    REDIS_URL: 'redis://… shares rate limits, revocations and real-time events across instances',
  },
  build: (v) => ({ url: v.REDIS_URL }),
});
