import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { Dialect } from '../../../platform/storage/index.js';
import type { CommunioDb } from '../data/db.js';
import { type ClaimedDelivery, claimDue, releaseClaims, settleAttempt } from '../data/deliveries.js';
import { sweepExpired } from '../data/maintenance.js';
import type { OutboxClaim } from '../data/record-event.js';
import { retryDelayMs } from './backoff.js';
import { sendWebhook } from './send.js';
import { signatureHeader } from './sign.js';
import type { TargetPolicy } from './target-guard.js';

export interface DispatcherOptions {
  db: CommunioDb;
  dialect: Dialect;
  log: Logger;
  policy: TargetPolicy;
  timeoutMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  intervalMs: number;
  batch: number;
  eventRetentionMs: number;
}

const SWEEP_EVERY_MS = 60_000;

/**
 * Delivers the outbox: claims due messages (leased, so that a crash only delays them), sends each once, and
 * settles it — delivered, retried later with backoff, or failed after the last attempt. At least once: a
 * message whose result was not recorded (crash, lost claim) is sent again with the same webhook-id.
 */
export class Dispatcher {
  readonly instance = `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private lastSweep = 0;
  /** Hand-off sends under way (messages claimed in the transaction of their change). */
  private readonly handedOff = new Set<Promise<void>>();

  constructor(private readonly o: DispatcherOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Something was committed to the outbox: look now rather than at the next interval. */
  poke(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /**
   * A claim for the outbox rows of a change being written now, or undefined when this dispatcher is not running
   * or already has `batch` hand-off sends under way (the rows are then left for the next claiming pass). The
   * lease is the one `claimDue` takes: long enough for one attempt and its settling.
   */
  handOffClaim(): OutboxClaim | undefined {
    if (this.stopped || this.handedOff.size >= this.o.batch) return undefined;
    return { instance: this.instance, until: Date.now() + this.leaseMs() };
  }

  /**
   * Sends messages claimed in a transaction that has just committed: the webhook leaves at once, without a poll
   * or a claiming query (the event-to-delivery latency is one HTTP exchange). Settling is as for claimed rows.
   */
  handOff(deliveries: readonly ClaimedDelivery[]): void {
    for (const d of deliveries) {
      const sent: Promise<void> = this.deliver(d)
        .catch((err: unknown) => this.o.log.error({ err, delivery: d.id }, 'webhook hand-off failed; the lease will return it'))
        .finally(() => this.handedOff.delete(sent));
      this.handedOff.add(sent);
    }
  }

  async close(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await Promise.all(this.handedOff);
    await releaseClaims(this.o.db, this.instance).catch(() => undefined);
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.running || this.stopped) return;
    this.running = this.work()
      .catch((err: unknown) => this.o.log.error({ err }, 'webhook dispatcher pass failed'))
      .finally(() => {
        this.running = null;
        if (this.stopped) return;
        const again = this.again;
        this.again = false;
        this.schedule(again ? 0 : this.o.intervalMs);
      });
    await this.running;
  }

  private async work(): Promise<void> {
    const leaseMs = this.leaseMs();
    for (;;) {
      const now = Date.now();
      if (now - this.lastSweep > SWEEP_EVERY_MS) {
        this.lastSweep = now;
        await sweepExpired(this.o.db, now, this.o.eventRetentionMs);
      }
      const claimed = await claimDue(this.o.db, this.o.dialect, this.instance, now, leaseMs, this.o.batch);
      await Promise.all(claimed.map((d) => this.deliver(d)));
      if (claimed.length < this.o.batch || this.stopped) return;
    }
  }

  /** The lease outlives one attempt (bounded by the timeout) plus the time to record it. */
  private leaseMs(): number {
    return this.o.timeoutMs + 2_000;
  }

  private async deliver(d: ClaimedDelivery): Promise<void> {
    const startedAt = Date.now();
    const timestamp = Math.floor(startedAt / 1000);
    const secrets = [d.secret];
    if (d.previous_secret && (d.previous_secret_until ?? 0) > startedAt) secrets.push(d.previous_secret);
    const headers = {
      'webhook-id': d.id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader(secrets, d.id, timestamp, d.payload),
    };
    const result = await sendWebhook(d.url, headers, d.payload, this.o.timeoutMs, this.o.policy);
    const attempt = Number(d.attempts) + 1;
    const failed = !result.ok && attempt >= this.o.maxAttempts;
    const retryAt = Date.now() + retryDelayMs(attempt, this.o.retryBaseMs);
    await settleAttempt(this.o.db, d, this.instance, { ...result, startedAt }, { failed, retryAt });
    if (failed) {
      this.o.log.warn({ event: 'webhook.exhausted', delivery: d.id, endpoint: d.endpoint_id, attempts: attempt }, 'webhook.exhausted');
    }
  }
}
