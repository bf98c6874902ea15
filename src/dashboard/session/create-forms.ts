import type { Kysely } from 'kysely';
import { problem } from '../../platform/errors/index.js';
import type { TransactionStep } from '../../platform/operations/define.js';
import type { DashboardTables } from '../tables.js';

/**
 * How many used create forms a session remembers (its newest). A session lives at most DASHBOARD_SESSION_MAX_S,
 * and its rows go with it; this bounds the rows of a busy one. Only the answer of a form older than its session's
 * last 100 keys could create a second key when reloaded.
 */
export const FORMS_KEPT_PER_SESSION = 100;

/** The create form was used before by this session (a reload of its answer, a double click, a second tab's reload). */
export class FormAlreadyUsed extends Error {
  constructor() {
    super('this create form was already used');
    this.name = 'FormAlreadyUsed';
  }
}

/**
 * Marks the form used, inside the transaction that creates its key (ApiKeyStore.create): both commit or neither
 * does. The primary key (session, form) admits one row, and the insert does nothing on a conflict: on PostgreSQL
 * a second transaction inserting the same form waits for the first to commit, then inserts nothing; SQLite runs
 * write transactions one at a time. Either way the second throws FormAlreadyUsed and creates no key.
 */
export function useCreateForm(sessionHash: string, formId: string, now = Date.now()): TransactionStep {
  return async (trx) => {
    const db = trx as unknown as Kysely<DashboardTables>;
    // Signed out in another tab since this request found the session: no row to hang the form on, so no key.
    const session = await db.selectFrom('dashboard_session').select('id_hash').where('id_hash', '=', sessionHash).executeTakeFirst();
    if (!session) throw problem('unauthorized', 'Your session has ended. Sign in again.');
    const inserted = await db
      .insertInto('dashboard_create_form')
      .values({ session_hash: sessionHash, form_id: formId, used_at: now })
      .onConflict((oc) => oc.columns(['session_hash', 'form_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw new FormAlreadyUsed();
    const kept = db
      .selectFrom('dashboard_create_form')
      .select('form_id')
      .where('session_hash', '=', sessionHash)
      .orderBy('used_at', 'desc')
      .orderBy('form_id', 'desc')
      .limit(FORMS_KEPT_PER_SESSION);
    await db.deleteFrom('dashboard_create_form').where('session_hash', '=', sessionHash).where('form_id', 'not in', kept).execute();
  };
}
