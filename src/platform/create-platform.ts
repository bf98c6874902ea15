import type { Logger } from 'pino';
import type { Config } from './config/load-config.js';
import { problem } from './errors/index.js';
import type { Platform } from './module.js';
import { createRateLimiter } from './rate-limit/index.js';
import { PlatformRedis } from './redis.js';
import type { Storage } from './storage/index.js';

/**
 * What every module is given: config, log, storage, the platform's Redis (with REDIS_URL) and its rate limiter
 * (in memory, or in that Redis). The services start closed: nothing but public operations can be called, and
 * nothing is charged, until the identity module installs its authenticator and its usage-counting view of the
 * limiter (identity/index.ts).
 */
export function createPlatform(config: Config, log: Logger, storage: Storage): Platform {
  const redis = config.redis.url ? new PlatformRedis(config.redis.url, log) : null;
  const limiter = createRateLimiter(config, redis?.client() ?? null);
  return {
    config,
    log,
    storage,
    redis,
    limiter,
    services: {
      authenticator: {
        authenticate: async () => {
          throw problem('unauthorized', 'No credential store is configured on this instance.');
        },
      },
      rateLimiter: null,
    },
  };
}

/** Ends what the platform opened beyond storage (the limiter's store, Redis), after the modules have closed. */
export async function closePlatform(platform: Platform): Promise<void> {
  await platform.limiter.close();
  await platform.redis?.close();
}
