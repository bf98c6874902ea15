import type { CommunioDb } from '../data/db.js';

/**
 * Why a `Last-Event-ID` cannot be resumed exactly: `expired`, the events after it were deleted by the retention
 * sweep (`COMMUNIO_EVENT_RETENTION_S`); `unknown`, it is higher than any id this stream issued (another deployment,
 * a restored database). `resume_after` is the id the stream continues from.
 */
export interface HistoryGap {
  reason: 'expired' | 'unknown';
  resume_after: number;
}

/** The gap between `since` and what the event table still holds, or null when every later event is there. */
export async function historyGap(db: CommunioDb, since: number): Promise<HistoryGap | null> {
  const horizon = await db.selectFrom('communio_stream_horizon').select('swept_through').where('name', '=', 'events').executeTakeFirst();
  const sweptThrough = Number(horizon?.swept_through ?? 0);
  if (since < sweptThrough) return { reason: 'expired', resume_after: sweptThrough };
  if (since === sweptThrough) return null;
  const newest = await db.selectFrom('communio_events').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst();
  const issued = Math.max(sweptThrough, Number(newest?.seq ?? 0));
  return since > issued ? { reason: 'unknown', resume_after: issued } : null;
}
