import type { Kysely } from 'kysely';
import { PREFIX, newId } from '../secrets.js';
import type { OAuthTables } from '../storage/tables.js';

export interface Grant {
  id: string;
  userId: string;
  clientId: string;
  scope: string;
  resource: string;
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
}

type Row = OAuthTables['oauth_grant'];
const toGrant = (r: Row): Grant => ({
  id: r.id,
  userId: r.user_id,
  clientId: r.client_id,
  scope: r.scope,
  resource: r.resource,
  createdAt: Number(r.created_at),
  lastUsedAt: r.last_used_at === null ? null : Number(r.last_used_at),
  revokedAt: r.revoked_at === null ? null : Number(r.revoked_at),
});

/** Grants ("connections"): one per approved authorization, the root of one refresh-token chain. */
export class GrantStore {
  constructor(private readonly db: Kysely<OAuthTables>) {}

  /** `db`: the transaction to write in (the store's own handle by default), here and below. */
  async create(g: { userId: string; clientId: string; scope: string; resource: string }, db = this.db): Promise<Grant> {
    const now = Date.now();
    const grant: Grant = { id: newId(PREFIX.grant), ...g, createdAt: now, lastUsedAt: now, revokedAt: null };
    await db
      .insertInto('oauth_grant')
      .values({
        id: grant.id,
        user_id: grant.userId,
        client_id: grant.clientId,
        scope: grant.scope,
        resource: grant.resource,
        created_at: now,
        last_used_at: now,
        revoked_at: null,
      })
      .execute();
    return grant;
  }

  async find(id: string): Promise<Grant | undefined> {
    const row = await this.db.selectFrom('oauth_grant').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toGrant(row) : undefined;
  }

  /**
   * The user's live connections, newest first (ties by id), at most `limit` of them; `after` is the (created_at, id)
   * of the last one of the previous page (keyset: a connection made or revoked meanwhile moves no other).
   */
  async listActive(userId: string, limit: number, after?: { createdAt: number; id: string }): Promise<Grant[]> {
    let query = this.db.selectFrom('oauth_grant').selectAll().where('user_id', '=', userId).where('revoked_at', 'is', null);
    if (after) {
      query = query.where((eb) =>
        eb.or([eb('created_at', '<', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)])]),
      );
    }
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    return rows.map(toGrant);
  }

  /**
   * Revokes the grant and with it every refresh token of its chain (RFC 6749 §10.4; the seed's state table).
   * Access tokens already issued stay valid until they expire (at most one hour): they are verified statelessly.
   */
  async revoke(id: string, db = this.db): Promise<boolean> {
    // Both statements or neither: in the caller's transaction, or in one of its own.
    if (!db.isTransaction) return db.transaction().execute((trx) => this.revoke(id, trx));
    const now = Date.now();
    const result = await db
      .updateTable('oauth_grant')
      .set({ revoked_at: now })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    await db.deleteFrom('oauth_refresh_token').where('grant_id', '=', id).where('redeemed_at', 'is', null).execute();
    return Number(result.numUpdatedRows) > 0;
  }

  async touch(id: string, db = this.db): Promise<void> {
    await db.updateTable('oauth_grant').set({ last_used_at: Date.now() }).where('id', '=', id).execute();
  }
}
