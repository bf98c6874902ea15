import type { Logger } from 'pino';
import type { GroupCommit } from '../../platform/storage/group-commit.js';
import type { SqliteHandle } from '../../platform/storage/sqlite-driver.js';
import { OAuthError } from '../oauth-error.js';
import { PREFIX, newId, newSecret, sha256Hex } from '../secrets.js';
import type { OAuthCodeTable } from '../storage/tables.js';
import { CODE_REPLAYED, CODE_UNKNOWN, type CodeExchange, REFRESH_REUSED, type RefreshRow, checkClaimedCode, refreshOutcome } from './exchange-rules.js';
import type { Grant } from './grant-store.js';

/** What an exchange stored: the grant, and its new refresh token when one was issued. */
export interface Exchanged {
  grant: Grant;
  refresh: string | undefined;
}

function prepare(db: SqliteHandle) {
  return {
    claimCode: db.prepare<[number, string]>('update oauth_code set used_at = ? where code_hash = ? and used_at is null returning *'),
    usedCode: db.prepare<[string]>('select grant_id from oauth_code where code_hash = ?'),
    linkCode: db.prepare<[string, string]>('update oauth_code set grant_id = ? where code_hash = ?'),
    insertGrant: db.prepare<[string, string, string, string, string, number, number]>(
      'insert into oauth_grant (id, user_id, client_id, scope, resource, created_at, last_used_at, revoked_at) values (?, ?, ?, ?, ?, ?, ?, null)',
    ),
    revokeGrant: db.prepare<[number, string]>('update oauth_grant set revoked_at = ? where id = ? and revoked_at is null'),
    dropChain: db.prepare<[string]>('delete from oauth_refresh_token where grant_id = ? and redeemed_at is null'),
    touchGrant: db.prepare<[number, string]>('update oauth_grant set last_used_at = ? where id = ?'),
    readRefresh: db.prepare<[string]>(
      'select t.grant_id, t.client_id, t.redeemed_at, t.expires_at, g.id as g_id, g.user_id as g_user_id, g.client_id as g_client_id, ' +
        'g.scope as g_scope, g.resource as g_resource, g.created_at as g_created_at, g.last_used_at as g_last_used_at, g.revoked_at as g_revoked_at ' +
        'from oauth_refresh_token as t left join oauth_grant as g on g.id = t.grant_id where t.token_hash = ?',
    ),
    claimRefresh: db.prepare<[number, string]>('update oauth_refresh_token set redeemed_at = ? where token_hash = ? and redeemed_at is null'),
    insertRefresh: db.prepare<[string, string, string, number, number]>(
      'insert into oauth_refresh_token (token_hash, grant_id, client_id, created_at, expires_at, redeemed_at) values (?, ?, ?, ?, ?, null)',
    ),
  };
}

const statements = new WeakMap<SqliteHandle, ReturnType<typeof prepare>>();

/** A unit's answer: the exchange, or the refusal its writes (a burned code, a revoked chain) commit with. */
type Outcome = { value: Exchanged } | { refused: OAuthError };

/**
 * The token endpoint's writes on SQLite: each code exchange or refresh rotation is one unit of the platform's group
 * commit (platform/storage/group-commit.ts), run with prepared statements. Exchanges that arrive together share one
 * transaction and one WAL flush, and each resolves only after that flush, so the code's claim and the rotation
 * (with what a refusal wrote: a burned code, a revoked chain) are durable before the answer. The statements, their
 * order and the checks between them (exchange-rules.ts) are those of the Kysely path that PostgreSQL runs
 * (authorization-codes.ts, token-service.ts): SQLite's single writer runs the units one at a time, so a code or a
 * token claimed by one unit reads as used to the next, as a committed claim does there.
 *
 * A unit that refuses returns its OAuthError (its writes commit); one that fails otherwise throws, and the group
 * commit rolls back its writes alone and rejects its caller (an exchange is all or nothing).
 */
export class SqliteExchanges {
  constructor(
    private readonly groupCommit: GroupCommit,
    private readonly refreshTtlS: number,
    private readonly log: Logger,
  ) {}

  /** Redeems an authorization code (RFC 6749 §4.1.3), creates its grant and, when `refresh`, its refresh token. */
  redeemCode(x: CodeExchange, refresh: boolean): Promise<Exchanged> {
    const hash = sha256Hex(x.code);
    const secret = refresh ? newSecret(PREFIX.refreshToken) : undefined;
    const grantId = newId(PREFIX.grant);
    return this.unit((st) => {
      const now = Date.now();
      const row = st.claimCode.get(now, hash) as OAuthCodeTable | undefined;
      if (!row) {
        // Used before (its claim committed in an earlier unit or batch): a replay, which revokes what it issued.
        const used = st.usedCode.get(hash) as { grant_id: string | null } | undefined;
        if (!used) throw new OAuthError('invalid_grant', CODE_UNKNOWN);
        if (used.grant_id) this.revoke(st, used.grant_id, now);
        this.log.warn({ event: 'authorization_code.replayed', client: x.clientId, grant: used.grant_id }, 'authorization code replayed');
        throw new OAuthError('invalid_grant', CODE_REPLAYED);
      }
      checkClaimedCode(row, x, now);
      const grant: Grant = { id: grantId, userId: row.user_id, clientId: row.client_id, scope: row.scope, resource: row.resource, createdAt: now, lastUsedAt: now, revokedAt: null };
      st.insertGrant.run(grant.id, grant.userId, grant.clientId, grant.scope, grant.resource, now, now);
      st.linkCode.run(grant.id, hash);
      if (secret !== undefined) this.storeRefresh(st, secret, grant, now);
      return { grant, refresh: secret };
    });
  }

  /** Rotates a refresh token (RFC 6749 §6); a redeemed one presented again revokes its chain (§10.4). */
  rotate(token: string, clientId: string, resource: string | undefined): Promise<Exchanged> {
    const hash = sha256Hex(token);
    const secret = newSecret(PREFIX.refreshToken);
    return this.unit((st) => {
      const now = Date.now();
      const outcome = refreshOutcome(st.readRefresh.get(hash) as RefreshRow | undefined, clientId, resource, now);
      if ('reuse' in outcome) {
        this.revoke(st, outcome.reuse, now);
        this.log.warn({ event: 'refresh_token.reused', grant: outcome.reuse, client: clientId }, 'refresh token reused: chain revoked');
        throw new OAuthError('invalid_grant', REFRESH_REUSED);
      }
      const { grant } = outcome;
      // The single writer has just read it unredeemed, so the claim takes it; checked all the same.
      if (st.claimRefresh.run(now, hash).changes !== 1) {
        this.revoke(st, grant.id, now);
        throw new OAuthError('invalid_grant', REFRESH_REUSED);
      }
      st.touchGrant.run(now, grant.id);
      this.storeRefresh(st, secret, grant, now);
      return { grant, refresh: secret };
    });
  }

  private storeRefresh(st: ReturnType<typeof prepare>, secret: string, grant: Grant, now: number): void {
    st.insertRefresh.run(sha256Hex(secret), grant.id, grant.clientId, now, now + this.refreshTtlS * 1000);
  }

  /** GrantStore.revoke's two statements: the grant, and every unredeemed refresh token of its chain. */
  private revoke(st: ReturnType<typeof prepare>, grantId: string, now: number): void {
    st.revokeGrant.run(now, grantId);
    st.dropChain.run(grantId);
  }

  private async unit(work: (st: ReturnType<typeof prepare>) => Exchanged): Promise<Exchanged> {
    const outcome = await this.groupCommit.run((db): Outcome => {
      let st = statements.get(db);
      if (!st) statements.set(db, (st = prepare(db)));
      try {
        return { value: work(st) };
      } catch (err) {
        if (err instanceof OAuthError) return { refused: err };
        throw err;
      }
    });
    if ('refused' in outcome) throw outcome.refused;
    return outcome.value;
  }
}
