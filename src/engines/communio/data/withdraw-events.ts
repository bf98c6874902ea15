import type { CommunioDb } from './db.js';

/** What an erased intention's text reads as, wherever a copy of it was kept. */
export const REMOVED_TEXT = '[removed by the operator]';

/** Replaces `intention.text` inside a stored JSON document, when it has one; other documents are unchanged. */
function blankText(json: string, path: 'data' | 'response', intentionId: string): string {
  const doc = JSON.parse(json) as Record<string, unknown>;
  const holder = (path === 'data' ? doc.intention : doc) as { id?: unknown; text?: unknown } | undefined;
  if (!holder || typeof holder !== 'object' || holder.id !== intentionId || typeof holder.text !== 'string') return json;
  holder.text = REMOVED_TEXT;
  return JSON.stringify(doc);
}

/**
 * Takes an intention that the operator removed or held out of every stored copy a third party could still read:
 * the stream's replay source (`public_data` of its events becomes null, so `Last-Event-ID` resumes skip them)
 * and the text inside the events' webhook `data`. On removal the Idempotency-Key record's stored response is
 * blanked too, so a retried submission cannot bring the text back. Runs inside the moderation transaction.
 */
export async function withdrawFromStream(trx: CommunioDb, intentionId: string, removed: boolean): Promise<void> {
  const events = await trx
    .selectFrom('communio_events')
    .select(['seq', 'data'])
    .where('intention_id', '=', intentionId)
    .where('type', 'in', ['intention.created', 'intention.closed'])
    .execute();
  for (const e of events) {
    const data = blankText(e.data, 'data', intentionId);
    if (data !== e.data) await trx.updateTable('communio_events').set({ data }).where('seq', '=', e.seq).execute();
  }
  await trx.updateTable('communio_events').set({ public_data: null }).where('intention_id', '=', intentionId).execute();
  if (!removed) return;
  const intention = await trx
    .selectFrom('communio_intentions')
    .select('tenant_id')
    .where('id', '=', intentionId)
    .executeTakeFirst();
  if (!intention) return;
  // The record has no intention column; its response is the IntentionView, whose id is matched here (the LIKE
  // only narrows: `_` in the id is a wildcard, so blankText checks the id exactly).
  const records = await trx
    .selectFrom('communio_idempotency')
    .select(['idem_key', 'response'])
    .where('tenant_id', '=', intention.tenant_id)
    .where('response', 'like', `%"id":"${intentionId}"%`)
    .execute();
  for (const r of records) {
    const response = blankText(r.response, 'response', intentionId);
    if (response === r.response) continue;
    await trx
      .updateTable('communio_idempotency')
      .set({ response })
      .where('tenant_id', '=', intention.tenant_id)
      .where('idem_key', '=', r.idem_key)
      .execute();
  }
}
