import { Lru } from '../../platform/lru.js';
import type { Kysely } from 'kysely';
import { newId } from '../../platform/ids.js';
import type { IdentityTables, IdentityUsersTable } from '../tables.js';

/** A portal user as stored: found or created from the identity provider's issuer and subject. */
export type PortalUser = IdentityUsersTable;

/**
 * Users are created the first time a verified portal JWT names them (`iss` + `sub`), and remembered in memory
 * afterwards so that a signed-in request costs no query once the user is known.
 */
export class UserStore {
  private readonly known = new Lru<string, PortalUser>(50_000);

  constructor(private readonly db: Kysely<IdentityTables>) {}

  async findOrCreate(issuer: string, subject: string, profile: { email?: string; name?: string }): Promise<PortalUser> {
    const cacheKey = `${issuer}\n${subject}`;
    const cached = this.known.get(cacheKey);
    if (cached) return cached;
    let row = await this.find(issuer, subject);
    if (!row) {
      const fresh: IdentityUsersTable = {
        id: newId('usr'),
        issuer,
        subject,
        email: profile.email ?? null,
        name: profile.name ?? null,
        created_at: Date.now(),
      };
      // Two first requests can race: the unique (issuer, subject) keeps one, and both read it back.
      await this.db
        .insertInto('identity_users')
        .values(fresh)
        .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
        .execute();
      row = await this.find(issuer, subject);
    }
    if (!row) throw new Error('user vanished after insert');
    const user: PortalUser = { ...row, created_at: Number(row.created_at) };
    this.known.set(cacheKey, user);
    return user;
  }

  async byId(id: string): Promise<PortalUser | undefined> {
    const row = await this.db.selectFrom('identity_users').selectAll().where('id', '=', id).executeTakeFirst();
    return row && { ...row, created_at: Number(row.created_at) };
  }

  private find(issuer: string, subject: string) {
    return this.db
      .selectFrom('identity_users')
      .selectAll()
      .where('issuer', '=', issuer)
      .where('subject', '=', subject)
      .executeTakeFirst();
  }
}
