import type { Dialect } from '../../platform/storage/index.js';
import type { OperationContext } from '../../platform/operations/define.js';
import type { CommunioDb } from './data/db.js';
import type { GroupCommit } from '../../platform/storage/group-commit.js';
import type { OutboxClaim, StoredEvent } from './data/record-event.js';
import type { TargetPolicy } from './webhooks/target-guard.js';

/**
 * Rate-limit bucket of communio reads, intercessions, stream connections and refused submissions (submissions
 * use `communio`).
 */
export const READ_BUCKET = 'communio-read';

/** What communio's operations and routes share. */
export interface CommunioContext {
  db: CommunioDb;
  dialect: Dialect;
  policy: TargetPolicy;
  /** SQLite: durable group commit of submissions (platform/storage/group-commit.ts); absent on PostgreSQL. */
  groupCommit: GroupCommit | undefined;
  /** A claim on new outbox rows for this instance's dispatcher, when it can send them at once. */
  handOffClaim(): OutboxClaim | undefined;
  /** After a commit: fan the events out to the stream, send handed-off webhooks, wake the dispatcher. */
  committed(events: StoredEvent[]): void;
  /** After a commit that made outbox messages due without writing an event (redelivery, an endpoint enabled). */
  outboxDue(): void;
}

/** The tenant behind a tenant-key principal. */
export function tenantOf(ctx: OperationContext): string {
  return ctx.principal.tenantId ?? ctx.principal.id;
}
