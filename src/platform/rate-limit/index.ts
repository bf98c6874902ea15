import type { Redis } from 'ioredis';
import type { Config } from '../config/load-config.js';
import { UNAUTHENTICATED_BUCKET } from './client-address.js';
import { SlidingWindowLimiter } from './limiter.js';
import { MemoryStore } from './memory-store.js';
import { RedisStore } from './redis-store.js';

export { SlidingWindowLimiter } from './limiter.js';
export { addressBucketKey, UNAUTHENTICATED_BUCKET } from './client-address.js';
export { MemoryStore } from './memory-store.js';
export { RedisStore } from './redis-store.js';
export type { RateLimitStore } from './store.js';

/**
 * The limiter Lumen runs with: in process memory by default (the seed's single instance), in Redis when
 * a connection is given (REDIS_URL is set) so that instances share one budget per key. The seed's two buckets and the refused requests' are defined here;
 * other modules add theirs with `define`.
 */
export function createRateLimiter(config: Pick<Config, 'rateLimit'>, redis: Redis | null): SlidingWindowLimiter {
  const store = redis ? new RedisStore(redis) : new MemoryStore();
  const limiter = new SlidingWindowLimiter(store);
  limiter.define('read', config.rateLimit.read);
  limiter.define('communio', config.rateLimit.communio);
  limiter.define(UNAUTHENTICATED_BUCKET, config.rateLimit.unauthenticated);
  return limiter;
}
