import { z } from 'zod';
import { defineSection } from '../define-section.js';

const max = z.coerce.number().int().min(1).max(1_000_000_000);
const windowS = z.coerce.number().int().min(1).max(7 * 24 * 3600);

export const rateLimit = defineSection({
  env: {
    RATE_LIMIT_READ_MAX: max.default(200),
    RATE_LIMIT_READ_WINDOW_S: windowS.default(900),
    RATE_LIMIT_COMMUNIO_MAX: max.default(50),
    RATE_LIMIT_COMMUNIO_WINDOW_S: windowS.default(3600),
    RATE_LIMIT_UNAUTHENTICATED_MAX: max.default(1000),
    RATE_LIMIT_UNAUTHENTICATED_WINDOW_S: windowS.default(900),
  },
  describe: {
    RATE_LIMIT_READ_MAX: 'requests per window per API key, one budget across the read engines',
    RATE_LIMIT_READ_WINDOW_S: 'read-engine sliding window, seconds',
    RATE_LIMIT_COMMUNIO_MAX: 'communio submissions per window per tenant key',
    RATE_LIMIT_COMMUNIO_WINDOW_S: 'communio sliding window, seconds',
    RATE_LIMIT_UNAUTHENTICATED_MAX: 'refused (401) requests per window per client address (IPv6: per /48), across every keyed route',
    RATE_LIMIT_UNAUTHENTICATED_WINDOW_S: 'sliding window of the refused-request budget, seconds',
  },
  build: (v) => ({
    read: { max: v.RATE_LIMIT_READ_MAX, windowS: v.RATE_LIMIT_READ_WINDOW_S },
    communio: { max: v.RATE_LIMIT_COMMUNIO_MAX, windowS: v.RATE_LIMIT_COMMUNIO_WINDOW_S },
    unauthenticated: { max: v.RATE_LIMIT_UNAUTHENTICATED_MAX, windowS: v.RATE_LIMIT_UNAUTHENTICATED_WINDOW_S },
  }),
});
