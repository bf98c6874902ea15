import type { Kysely } from 'kysely';
import { PREFIX, newSecret, sha256Hex } from '../secrets.js';
import type { OAuthTables } from '../storage/tables.js';

export interface Session {
  idHash: string;
  userId: string;
  label: string | null;
  csrf: string;
}

/** Sign-in sessions of the consent page. The cookie carries a random id; only its SHA-256 is stored. */
export class SessionStore {
  constructor(
    private readonly db: Kysely<OAuthTables>,
    private readonly ttlS: number,
  ) {}

  async create(userId: string, label: string | null): Promise<{ cookie: string; session: Session }> {
    const cookie = newSecret(PREFIX.session);
    const now = Date.now();
    const session: Session = { idHash: sha256Hex(cookie), userId, label, csrf: newSecret('') };
    await this.db
      .insertInto('oauth_session')
      .values({ id_hash: session.idHash, user_id: userId, label, csrf: session.csrf, created_at: now, expires_at: now + this.ttlS * 1000 })
      .execute();
    return { cookie, session };
  }

  async find(cookie: string | undefined): Promise<Session | undefined> {
    if (!cookie || !cookie.startsWith(PREFIX.session) || cookie.length > 100) return undefined;
    const row = await this.db
      .selectFrom('oauth_session')
      .selectAll()
      .where('id_hash', '=', sha256Hex(cookie))
      .where('expires_at', '>', Date.now())
      .executeTakeFirst();
    return row ? { idHash: row.id_hash, userId: row.user_id, label: row.label, csrf: row.csrf } : undefined;
  }

  async sweep(): Promise<void> {
    await this.db.deleteFrom('oauth_session').where('expires_at', '<', Date.now()).execute();
  }
}
