import type { Dialect } from '../../platform/storage/index.js';
import type { OperationContext } from '../../platform/operations/define.js';
import type { CommunioDb } from './data/db.js';
import type { StoredEvent } from './data/record-event.js';
import type { TargetPolicy } from './webhooks/target-guard.js';

/** What communio's operations and routes share. */
export interface CommunioContext {
  db: CommunioDb;
  dialect: Dialect;
  policy: TargetPolicy;
  /** After a commit: fan the events out to the stream and wake the dispatcher. */
  committed(events: StoredEvent[]): void;
}

/** The tenant behind a tenant-key principal. */
export function tenantOf(ctx: OperationContext): string {
  return ctx.principal.tenantId ?? ctx.principal.id;
}
