import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { IdentityTables } from '../tables.js';

/**
 * `last_used_at` without a write per request: uses are noted in memory and written in one transaction every
 * `everyMs` (and on shutdown). The recorded time is therefore at most `everyMs` stale, which is what a
 * "last used" column in a dashboard needs.
 */
export class LastUsedRecorder {
  private pending = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Kysely<IdentityTables>,
    private readonly log: Logger,
    everyMs = 15_000,
  ) {
    this.timer = setInterval(() => void this.flush(), everyMs);
    this.timer.unref();
  }

  note(keyId: string, at = Date.now()): void {
    this.pending.set(keyId, at);
  }

  async flush(): Promise<number> {
    if (this.pending.size === 0) return 0;
    const batch = this.pending;
    this.pending = new Map();
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const [id, at] of batch) {
          await trx.updateTable('identity_api_keys').set({ last_used_at: at }).where('id', '=', id).execute();
        }
      });
      return batch.size;
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'could not record key last use');
      return 0;
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
