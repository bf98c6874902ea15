import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { BucketLimit, RateLimitDecision } from '../services.js';
import { decide } from './decision.js';
import type { RateLimitStore } from './store.js';

/**
 * The same sliding log as the memory store, as a Redis sorted set per key (score = time of an accepted call),
 * updated by one Lua script so that prune, count and add are atomic across every instance sharing the budget.
 * Time comes from the Redis server (TIME), so instances with skewed clocks still agree on one window.
 * Returns { allowed, count before this call, oldest counted time, now } in milliseconds.
 */
const SCRIPT = `
local key = KEYS[1]
local max = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
local oldest = now
if count > 0 then
  oldest = tonumber(redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')[2])
end
if count < max then
  redis.call('ZADD', key, now, ARGV[3])
  redis.call('PEXPIRE', key, window)
  return {1, count, oldest, now}
end
return {0, count, oldest, now}
`;

/** The same prune and count as SCRIPT, without adding a call. */
const PEEK = `
local key = KEYS[1]
local window = tonumber(ARGV[1])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local count = redis.call('ZCOUNT', key, '(' .. (now - window), '+inf')
local oldest = now
if count > 0 then
  oldest = tonumber(redis.call('ZRANGEBYSCORE', key, '(' .. (now - window), '+inf', 'WITHSCORES', 'LIMIT', 0, 1)[2])
end
return {count, oldest, now}
`;

type Reply = [number, number, number, number];

export class RedisStore implements RateLimitStore {
  readonly kind = 'redis' as const;
  private readonly instance = randomBytes(6).toString('base64url');
  private seq = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'lumen:rl:',
  ) {
    redis.defineCommand('lumenSlidingLog', { numberOfKeys: 1, lua: SCRIPT });
    redis.defineCommand('lumenSlidingPeek', { numberOfKeys: 1, lua: PEEK });
  }

  async peek(bucket: string, key: string, limit: BucketLimit): Promise<RateLimitDecision> {
    const run = (this.redis as unknown as Record<string, (...args: unknown[]) => Promise<[number, number, number]>>).lumenSlidingPeek!;
    const [count, oldest, now] = await run.call(this.redis, `${this.prefix}${bucket}:${key}`, limit.windowS * 1000);
    const n = Number(count);
    const allowed = n < limit.max;
    const d = decide(limit, n, Number(oldest), Number(now), allowed);
    return allowed ? { ...d, remaining: limit.max - n } : d;
  }

  async hit(bucket: string, key: string, limit: BucketLimit): Promise<RateLimitDecision> {
    // The member must be unique per accepted call: two calls in the same millisecond are two entries.
    const member = `${this.instance}:${(this.seq = (this.seq + 1) % Number.MAX_SAFE_INTEGER)}`;
    const run = (this.redis as unknown as Record<string, (...args: unknown[]) => Promise<Reply>>).lumenSlidingLog as (
      ...args: unknown[]
    ) => Promise<Reply>;
    const [allowed, count, oldest, now] = await run.call(this.redis, `${this.prefix}${bucket}:${key}`, limit.max, limit.windowS * 1000, member);
    return decide(limit, Number(count), Number(oldest), Number(now), allowed === 1, allowed === 1 ? member : undefined);
  }

  async refund(bucket: string, key: string, ticket: number | string): Promise<void> {
    await this.redis.zrem(`${this.prefix}${bucket}:${key}`, String(ticket));
  }

  async close(): Promise<void> {
    // The connection is the platform's shared one (platform/redis.ts), closed by the platform.
  }
}
