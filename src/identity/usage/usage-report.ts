import type { Kysely } from 'kysely';
import type { SlidingWindowLimiter } from '../../platform/rate-limit/index.js';
import type { IdentityTables } from '../tables.js';
import { DAY_MS, type UsageCounter } from './usage-counter.js';

export const USAGE_DAYS = 30;

export interface KeyUsage {
  key_id: string;
  days: Array<{ date: string; requests: number; limited: number }>;
  totals: { requests: number; limited: number };
  window: { limit: number; window_s: number; remaining: number; reset_at: string | null };
  recorded_every_s: number;
}

/**
 * A key's figures for the dashboard and `GET /portal/keys/{id}/usage`: requests and 429s per UTC day over the
 * last 30 days (oldest first, days without traffic as zeros), written and pending counts together, and the
 * read bucket's current window as the key's next request would find it.
 */
export async function keyUsage(
  db: Kysely<IdentityTables>,
  counter: UsageCounter,
  limiter: SlidingWindowLimiter,
  keyId: string,
  now = Date.now(),
): Promise<KeyUsage> {
  const today = Math.floor(now / DAY_MS);
  const first = today - USAGE_DAYS + 1;
  const rows = await db
    .selectFrom('identity_key_usage')
    .select(['day', 'requests', 'limited'])
    .where('key_id', '=', keyId)
    .where('day', '>=', first)
    .execute();
  const byDay = new Map<number, { requests: number; limited: number }>();
  const add = (day: number, requests: number, limited: number) => {
    if (day < first || day > today) return;
    const slot = byDay.get(day) ?? { requests: 0, limited: 0 };
    slot.requests += requests;
    slot.limited += limited;
    byDay.set(day, slot);
  };
  for (const r of rows) add(Number(r.day), Number(r.requests), Number(r.limited));
  for (const t of counter.unwritten(keyId)) add(t.day, t.requests, t.limited);
  const days = [];
  const totals = { requests: 0, limited: 0 };
  for (let day = first; day <= today; day++) {
    const slot = byDay.get(day) ?? { requests: 0, limited: 0 };
    totals.requests += slot.requests;
    totals.limited += slot.limited;
    days.push({ date: new Date(day * DAY_MS).toISOString().slice(0, 10), ...slot });
  }
  const limit = limiter.limitOf('read');
  const state = await limiter.peek('read', keyId);
  return {
    key_id: keyId,
    days,
    totals,
    window: {
      limit: state.limit,
      window_s: limit?.windowS ?? 0,
      remaining: state.remaining,
      // A key with its whole budget has no window running: nothing to wait for.
      reset_at: state.remaining >= state.limit ? null : new Date(state.resetAt * 1000).toISOString(),
    },
    recorded_every_s: Math.round(counter.everyMs / 1000),
  };
}
