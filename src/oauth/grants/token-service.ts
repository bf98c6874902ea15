import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { OAuthError } from '../oauth-error.js';
import { PREFIX, newSecret, sha256Hex } from '../secrets.js';
import type { SigningKeyRing } from '../signing-keys/key-ring.js';
import type { OAuthTables } from '../storage/tables.js';
import { signAccessToken } from './access-token.js';
import type { AuthorizationCodes, CodeExchange } from './authorization-codes.js';
import { committing } from './committing.js';
import { REFRESH_REUSED, refreshOutcome } from './exchange-rules.js';
import type { Grant, GrantStore } from './grant-store.js';
import type { SqliteExchanges } from './sqlite-exchanges.js';

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token?: string;
  scope: string;
}

/**
 * How the tokens name this server and the resource, as the client spelled them (issuer-spellings.ts): the issuer
 * of the token endpoint it called, and the `resource` it sent when that names the MCP resource (the grant's
 * otherwise).
 */
export interface TokenSpelling {
  issuer: string;
  audience?: string;
}

export interface TokenSettings {
  issuer: string;
  accessTtlS: number;
  refreshTtlS: number;
}

/** Issues token pairs for a grant, and rotates refresh tokens (seed: "Refresh token" state table). */
export class TokenService {
  constructor(
    private readonly db: Kysely<OAuthTables>,
    private readonly ring: SigningKeyRing,
    private readonly grants: GrantStore,
    private readonly settings: TokenSettings,
    private readonly log: Logger,
    /** SQLite: exchanges as units of the group commit (sqlite-exchanges.ts); absent on PostgreSQL. */
    private readonly batched?: SqliteExchanges,
  ) {}

  /**
   * grant_type=authorization_code: the code redeemed (authorization-codes.ts) and a token pair issued for its new
   * grant, in one transaction: on SQLite a unit of the group commit, answered once durable; on PostgreSQL a
   * transaction of its own, whose COMMIT is durable.
   */
  async exchangeCode(x: CodeExchange, codes: AuthorizationCodes, options: { refresh: boolean; spelling?: TokenSpelling }): Promise<TokenResponse> {
    if (this.batched) {
      const { grant, refresh } = await this.batched.redeemCode(x, options.refresh);
      return this.answer(grant, refresh, options.spelling);
    }
    return this.issueFor((trx) => codes.redeem(x, trx), options);
  }

  /**
   * A token pair for the grant that `find` yields in the exchange's transaction (a redeemed authorization code):
   * the grant, its refresh token (only for clients that registered the refresh_token grant, RFC 6749 §5.1) and
   * whatever `find` wrote commit together, and the access token is signed after the commit.
   */
  async issueFor(find: (trx: Kysely<OAuthTables>) => Promise<Grant>, options: { refresh: boolean; spelling?: TokenSpelling }): Promise<TokenResponse> {
    const { grant, refresh } = await committing(this.db, async (trx) => {
      const grant = await find(trx);
      return { grant, refresh: options.refresh ? await this.newRefreshToken(grant, trx) : undefined };
    });
    return this.answer(grant, refresh, options.spelling);
  }

  private answer(grant: Grant, refresh: string | undefined, spelling?: TokenSpelling): TokenResponse {
    const access = signAccessToken(this.ring, {
      issuer: spelling?.issuer ?? this.settings.issuer,
      audience: spelling?.audience ?? grant.resource,
      userId: grant.userId,
      clientId: grant.clientId,
      scope: grant.scope,
      grantId: grant.id,
      ttlS: this.settings.accessTtlS,
    });
    return { access_token: access, token_type: 'Bearer', expires_in: this.settings.accessTtlS, ...(refresh ? { refresh_token: refresh } : {}), scope: grant.scope };
  }

  private async newRefreshToken(grant: Grant, trx: Kysely<OAuthTables>): Promise<string> {
    const refresh = newSecret(PREFIX.refreshToken);
    const now = Date.now();
    await trx
      .insertInto('oauth_refresh_token')
      .values({
        token_hash: sha256Hex(refresh),
        grant_id: grant.id,
        client_id: grant.clientId,
        created_at: now,
        expires_at: now + this.settings.refreshTtlS * 1000,
        redeemed_at: null,
      })
      .execute();
    return refresh;
  }

  /**
   * grant_type=refresh_token (RFC 6749 §6). The token must be known, unexpired, issued to this client and not yet
   * redeemed; it is redeemed and its successor stored in one transaction, and a new pair is issued. Presenting a
   * redeemed token again is reuse: the whole chain (the grant) is revoked (§10.4, RFC 9700 §4.14.2).
   */
  async refresh(token: string, clientId: string, resource: string | undefined, spelling?: TokenSpelling): Promise<TokenResponse> {
    if (this.batched) {
      const { grant, refresh } = await this.batched.rotate(token, clientId, resource);
      return this.answer(grant, refresh, spelling);
    }
    const hash = sha256Hex(token);
    const { grant, refresh } = await committing(this.db, async (trx) => {
      // The token and its grant in one read (a left join: a token whose grant is gone reads as revoked, below).
      const row = await trx
        .selectFrom('oauth_refresh_token as t')
        .leftJoin('oauth_grant as g', 'g.id', 't.grant_id')
        .select([
          't.grant_id',
          't.client_id',
          't.redeemed_at',
          't.expires_at',
          'g.id as g_id',
          'g.user_id as g_user_id',
          'g.client_id as g_client_id',
          'g.scope as g_scope',
          'g.resource as g_resource',
          'g.created_at as g_created_at',
          'g.last_used_at as g_last_used_at',
          'g.revoked_at as g_revoked_at',
        ])
        .where('t.token_hash', '=', hash)
        .executeTakeFirst();
      const outcome = refreshOutcome(row, clientId, resource, Date.now());
      if ('reuse' in outcome) {
        await this.grants.revoke(outcome.reuse, trx);
        this.log.warn({ event: 'refresh_token.reused', grant: outcome.reuse, client: clientId }, 'refresh token reused: chain revoked');
        throw new OAuthError('invalid_grant', REFRESH_REUSED);
      }
      const { grant } = outcome;
      const claimed = await trx
        .updateTable('oauth_refresh_token')
        .set({ redeemed_at: Date.now() })
        .where('token_hash', '=', hash)
        .where('redeemed_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) {
        // Lost a race with a concurrent use of the same token (PostgreSQL: the other transaction committed
        // first): that is reuse as well.
        await this.grants.revoke(grant.id, trx);
        throw new OAuthError('invalid_grant', REFRESH_REUSED);
      }
      await this.grants.touch(grant.id, trx);
      return { grant, refresh: await this.newRefreshToken(grant, trx) };
    });
    return this.answer(grant, refresh, spelling);
  }

  /** RFC 7009: revoking a refresh token ends its chain. Unknown tokens and other clients' tokens change nothing. */
  async revokeRefreshToken(token: string, clientId: string | undefined): Promise<void> {
    const row = await this.db
      .selectFrom('oauth_refresh_token')
      .select(['grant_id', 'client_id'])
      .where('token_hash', '=', sha256Hex(token))
      .executeTakeFirst();
    if (!row) return;
    if (clientId !== undefined && clientId !== row.client_id) return;
    await this.grants.revoke(row.grant_id);
  }
}
