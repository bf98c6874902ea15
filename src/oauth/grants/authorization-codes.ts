import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { OAuthError } from '../oauth-error.js';
import { PREFIX, newSecret, sha256Hex } from '../secrets.js';
import type { OAuthTables } from '../storage/tables.js';
import { CODE_REPLAYED, CODE_UNKNOWN, type CodeExchange, checkClaimedCode } from './exchange-rules.js';
import type { Grant, GrantStore } from './grant-store.js';

export interface CodeRequest {
  userId: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  resource: string;
  scope: string;
}

export type { CodeExchange } from './exchange-rules.js';

/** Authorization codes: single use, 60 s, bound to client, redirect URI, PKCE challenge and resource. */
export class AuthorizationCodes {
  constructor(
    private readonly db: Kysely<OAuthTables>,
    private readonly grants: GrantStore,
    private readonly ttlS: number,
    private readonly log: Logger,
  ) {}

  async create(r: CodeRequest): Promise<string> {
    const code = newSecret(PREFIX.code);
    await this.db
      .insertInto('oauth_code')
      .values({
        code_hash: sha256Hex(code),
        user_id: r.userId,
        grant_id: null,
        client_id: r.clientId,
        redirect_uri: r.redirectUri,
        code_challenge: r.codeChallenge,
        resource: r.resource,
        scope: r.scope,
        expires_at: Date.now() + this.ttlS * 1000,
        used_at: null,
      })
      .execute();
    return code;
  }

  /**
   * RFC 6749 §4.1.3 + RFC 7636 §4.6. Every failure is `invalid_grant`, which makes a client start over. Runs in the
   * exchange's transaction (`db`, see committing.ts): a refusal keeps the claim and any revocation it made. On SQLite
   * the token endpoint runs the same steps in a group commit instead (sqlite-exchanges.ts).
   */
  async redeem(x: CodeExchange, db: Kysely<OAuthTables>): Promise<Grant> {
    const hash = sha256Hex(x.code);
    // The code is claimed before any other check, so a wrong verifier also burns it (no guessing on one code); the
    // claim returns the row, so a first redemption reads and claims in one statement.
    const row = await db
      .updateTable('oauth_code')
      .set({ used_at: Date.now() })
      .where('code_hash', '=', hash)
      .where('used_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      // RFC 6749 §4.1.2: a code used twice is refused, and what was issued from it should be revoked. The first
      // redemption has committed by now, its grant with it: its claim held the row (PostgreSQL's row lock, SQLite's
      // single writer) until its transaction ended, and this claim waited for it.
      const used = await db.selectFrom('oauth_code').select('grant_id').where('code_hash', '=', hash).executeTakeFirst();
      if (!used) throw new OAuthError('invalid_grant', CODE_UNKNOWN);
      if (used.grant_id) await this.grants.revoke(used.grant_id, db);
      this.log.warn({ event: 'authorization_code.replayed', client: x.clientId, grant: used.grant_id }, 'authorization code replayed');
      throw new OAuthError('invalid_grant', CODE_REPLAYED);
    }
    checkClaimedCode(row, x, Date.now());
    const grant = await this.grants.create({ userId: row.user_id, clientId: row.client_id, scope: row.scope, resource: row.resource }, db);
    await db.updateTable('oauth_code').set({ grant_id: grant.id }).where('code_hash', '=', hash).execute();
    return grant;
  }

  /** Codes are useless after a minute; keep replay evidence for a day, then delete. */
  async sweep(): Promise<void> {
    await this.db.deleteFrom('oauth_code').where('expires_at', '<', Date.now() - 24 * 3600 * 1000).execute();
  }
}
