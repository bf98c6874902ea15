import type { CommunioDb } from '../data/db.js';
import type { StreamMessage } from './hub.js';

export const REPLAY_PAGE = 500;

/**
 * Sends every stream event after `after` from the durable event table, a page at a time, and returns the
 * sequence numbers sent. It stops as soon as `isOpen()` turns false — a client that left during a long resume
 * must not keep this instance paging through the whole table for nobody.
 */
export async function replaySince(
  db: CommunioDb,
  after: number,
  send: (m: StreamMessage) => void,
  isOpen: () => boolean,
  pageSize = REPLAY_PAGE,
): Promise<Set<number>> {
  const sent = new Set<number>();
  let cursor = after;
  while (isOpen()) {
    const rows = await db
      .selectFrom('communio_events')
      .select(['seq', 'id', 'type', 'created_at', 'public_data'])
      .where('seq', '>', cursor)
      .where('public_data', 'is not', null)
      .orderBy('seq')
      .limit(pageSize)
      .execute();
    for (const r of rows) {
      if (!isOpen()) return sent;
      const seq = Number(r.seq);
      send({ seq, id: r.id, type: r.type, created: Number(r.created_at), data: JSON.parse(r.public_data ?? '{}') });
      sent.add(seq);
      cursor = seq;
    }
    if (rows.length < pageSize) break;
  }
  return sent;
}
