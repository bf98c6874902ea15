import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { IdentityTables } from '../tables.js';

export const DAY_MS = 86_400_000;

/** One key's counts for one UTC day, not yet written. */
interface Tally {
  keyId: string;
  day: number;
  requests: number;
  limited: number;
}

/**
 * Requests per API key per UTC day without a write per request (issue 17): each call of the read bucket adds one
 * to an in-memory tally (a map look-up and an increment on the hot path), and the tallies are added to
 * `identity_key_usage` in one transaction every `everyMs` and at shutdown. A crash loses at most the last
 * `everyMs` of counts of this instance (docs/dashboard.md). Reads add what is still pending, so a person sees
 * their requests at once.
 */
export class UsageCounter {
  private pending = new Map<string, Tally>();
  /** Tallies of a day that ended before they were written. */
  private closed: Tally[] = [];
  private readonly timer: NodeJS.Timeout;
  /** The current UTC day, kept by a timer so that counting reads no clock (the hot path: docs/dashboard.md). */
  private today = Math.floor(Date.now() / DAY_MS);
  private midnight: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<IdentityTables>,
    private readonly log: Logger,
    readonly everyMs = 15_000,
  ) {
    this.timer = setInterval(() => void this.flush(), everyMs);
    this.timer.unref();
    this.scheduleMidnight();
  }

  private scheduleMidnight(): void {
    const now = Date.now();
    this.today = Math.floor(now / DAY_MS);
    // A timer may fire a little early or late: the next one is set from the clock, never by adding a day.
    this.midnight = setTimeout(() => this.scheduleMidnight(), (this.today + 1) * DAY_MS - now + 1);
    this.midnight.unref();
  }

  /** Counts one request of `keyId` today (`now` only in tests). */
  count(keyId: string, allowed: boolean, now?: number): void {
    const day = now === undefined ? this.today : Math.floor(now / DAY_MS);
    let tally = this.pending.get(keyId);
    if (tally === undefined || tally.day !== day) {
      if (tally !== undefined) this.closed.push(tally);
      tally = { keyId, day, requests: 0, limited: 0 };
      this.pending.set(keyId, tally);
    }
    if (allowed) tally.requests++;
    else tally.limited++;
  }

  /** Counts of `keyId` not yet written, by day. */
  unwritten(keyId: string): Tally[] {
    const out = this.closed.filter((t) => t.keyId === keyId);
    const current = this.pending.get(keyId);
    return current ? [...out, current] : out;
  }

  async flush(): Promise<number> {
    if (this.pending.size === 0 && this.closed.length === 0) return 0;
    const batch = [...this.closed, ...this.pending.values()];
    this.pending = new Map();
    this.closed = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const t of batch) {
          await trx
            .insertInto('identity_key_usage')
            .values({ key_id: t.keyId, day: t.day, requests: t.requests, limited: t.limited })
            .onConflict((oc) =>
              oc.columns(['key_id', 'day']).doUpdateSet((eb) => ({
                requests: eb('identity_key_usage.requests', '+', t.requests),
                limited: eb('identity_key_usage.limited', '+', t.limited),
              })),
            )
            .execute();
        }
      });
      return batch.length;
    } catch (err) {
      // Put the counts back: the next flush tries again (storage may be briefly unavailable).
      for (const t of batch) this.restore(t);
      this.log.warn({ err: (err as Error).message }, 'could not record key usage; will retry');
      return 0;
    }
  }

  private restore(t: Tally): void {
    const current = this.pending.get(t.keyId);
    if (current && current.day === t.day) {
      current.requests += t.requests;
      current.limited += t.limited;
    } else this.closed.push(t);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    clearTimeout(this.midnight);
    await this.flush();
  }
}
