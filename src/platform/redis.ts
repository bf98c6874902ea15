import { Redis } from 'ioredis';

/**
 * Redis connections, created only when REDIS_URL is set. One shared command connection per URL and process
 * (rate limits, revocation notices, stream fan-out), plus dedicated subscriber connections (a subscribed
 * connection cannot issue commands). `closeRedis` ends them all on shutdown.
 */
const shared = new Map<string, Redis>();
const subscribers = new Set<Redis>();

export function redisClient(url: string): Redis {
  let client = shared.get(url);
  if (!client) {
    client = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    shared.set(url, client);
  }
  return client;
}

export function redisSubscriber(url: string): Redis {
  const client = new Redis(url, { maxRetriesPerRequest: null });
  subscribers.add(client);
  return client;
}

export async function closeRedis(): Promise<void> {
  const all = [...shared.values(), ...subscribers];
  shared.clear();
  subscribers.clear();
  await Promise.all(all.map((c) => c.quit().catch(() => c.disconnect())));
}
