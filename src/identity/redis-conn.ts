import type { Redis } from 'ioredis';

/** Ends a connection: QUIT when it is up (flushes pending replies), disconnect otherwise (QUIT would queue forever). */
export async function endRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
