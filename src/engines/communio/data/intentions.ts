import { type CursorKey, decodeCursor, listScope, page } from '../domain/cursor.js';
import type { FeedItem, IntentionView } from '../domain/schemas.js';
import type { Category, IntentionStatus } from '../domain/categories.js';
import { type CommunioDb, iso, isoOrNull } from './db.js';
import type { IntentionRow } from './tables.js';
import { REMOVED_TEXT, withdrawFromStream } from './withdraw-events.js';

export function toView(row: IntentionRow): IntentionView {
  return {
    id: row.id,
    text: row.text,
    category: row.category as Category | null,
    language: row.language,
    country: row.country,
    status: row.status as IntentionStatus,
    intercession_count: Number(row.intercession_count),
    created: iso(Number(row.created_at)),
    updated: iso(Number(row.updated_at)),
    closed: isoOrNull(row.closed_at === null ? null : Number(row.closed_at)),
  };
}

/** The feed-safe projection: no tenant, no status history, nothing that points at a person. */
export function toFeedItem(view: IntentionView): FeedItem {
  const { id, text, category, language, country, intercession_count, created } = view;
  return { id, text, category, language, country, intercession_count, created };
}

const keyOf = (row: IntentionRow): CursorKey => ({ t: Number(row.created_at), id: row.id });

export async function findIntention(db: CommunioDb, id: string): Promise<IntentionRow | undefined> {
  return db.selectFrom('communio_intentions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The tenant's own intentions, newest first. */
export async function listOwn(
  db: CommunioDb,
  tenantId: string,
  q: { limit: number; cursor?: string | undefined; status?: IntentionStatus | undefined },
): Promise<{ items: IntentionView[]; next_cursor: string | null }> {
  const scope = listScope('intentions', tenantId, q);
  const after = decodeCursor(q.cursor, scope);
  let query = db.selectFrom('communio_intentions').selectAll().where('tenant_id', '=', tenantId);
  if (q.status) query = query.where('status', '=', q.status);
  if (after) {
    query = query.where((eb) =>
      eb.or([eb('created_at', '<', after.t), eb.and([eb('created_at', '=', after.t), eb('id', '<', after.id)])]),
    );
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.limit + 1).execute();
  const result = page(rows, q.limit, keyOf, scope);
  return { items: result.items.map(toView), next_cursor: result.next_cursor };
}

/** Open intentions of every tenant, newest first, in their feed-safe form; its cursors are the asking tenant's. */
export async function listFeed(
  db: CommunioDb,
  tenantId: string,
  q: { limit: number; cursor?: string | undefined; category?: Category | undefined; language?: string | undefined },
): Promise<{ items: FeedItem[]; next_cursor: string | null }> {
  const scope = listScope('feed', tenantId, q);
  const after = decodeCursor(q.cursor, scope);
  let query = db.selectFrom('communio_intentions').selectAll().where('status', '=', 'open');
  if (q.category) query = query.where('category', '=', q.category);
  if (q.language) query = query.where('language', '=', q.language);
  if (after) {
    query = query.where((eb) =>
      eb.or([eb('created_at', '<', after.t), eb.and([eb('created_at', '=', after.t), eb('id', '<', after.id)])]),
    );
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.limit + 1).execute();
  const result = page(rows, q.limit, keyOf, scope);
  return { items: result.items.map((r) => toFeedItem(toView(r))), next_cursor: result.next_cursor };
}

/** Operator listing (CLI): every intention, optionally by status or tenant, newest first. */
export async function listAll(
  db: CommunioDb,
  q: { limit: number; status?: string | undefined; tenantId?: string | undefined },
): Promise<Array<IntentionView & { tenant_id: string }>> {
  let query = db.selectFrom('communio_intentions').selectAll();
  if (q.status) query = query.where('status', '=', q.status);
  if (q.tenantId) query = query.where('tenant_id', '=', q.tenantId);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.limit).execute();
  return rows.map((r) => ({ ...toView(r), tenant_id: r.tenant_id }));
}

/** Which statuses each moderation action applies to: hold an open one, release a held one, remove any. */
const MODERATION_FROM: Record<'held' | 'open' | 'removed', string[]> = {
  held: ['open'],
  open: ['held'],
  removed: ['open', 'held', 'answered', 'withdrawn'],
};

/**
 * Operator moderation: sets the status; `removed` also erases the text. Returns the intention after the change,
 * `undefined` when unknown, or the unchanged row when the action does not apply to its status.
 * Removing or holding also withdraws the intention from the stream's replay log in the same transaction
 * (see ./withdraw-events.ts), so a client resuming with Last-Event-ID never receives text the operator took down.
 */
export async function moderate(
  db: CommunioDb,
  id: string,
  status: 'held' | 'open' | 'removed',
  now: number,
): Promise<{ changed: boolean; row: IntentionRow } | undefined> {
  const update: Partial<IntentionRow> = { status, updated_at: now };
  if (status === 'removed') Object.assign(update, { text: REMOVED_TEXT, closed_at: now });
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('communio_intentions')
      .set(update)
      .where('id', '=', id)
      .where('status', 'in', MODERATION_FROM[status])
      .executeTakeFirst();
    const changed = Number(result.numUpdatedRows) > 0;
    if (changed && status !== 'open') await withdrawFromStream(trx, id, status === 'removed');
    const row = await findIntention(trx, id);
    return row ? { changed, row } : undefined;
  });
}
