import type { Kysely } from 'kysely';
import { PREFIX, newSecret, sha256Hex } from '../secrets.js';
import type { OAuthTables } from '../storage/tables.js';

const TTL_MS = 10 * 60 * 1000;

/**
 * Short-lived state between browser round trips: a validated authorization request waiting for consent
 * (`authz`), or a sign-in waiting for the identity provider (`login`). Ten minutes; the id is stored hashed.
 */
export class PendingStore {
  constructor(private readonly db: Kysely<OAuthTables>) {}

  /** Stores the payload under a new random id, or under `id` (the OIDC `state`, itself random). */
  async put(kind: 'authz' | 'login', payload: unknown, id = newSecret(PREFIX.pending)): Promise<string> {
    await this.db
      .insertInto('oauth_pending')
      .values({ id_hash: sha256Hex(id), kind, payload: JSON.stringify(payload), expires_at: Date.now() + TTL_MS })
      .execute();
    return id;
  }

  async get<T>(kind: 'authz' | 'login', id: string | undefined): Promise<T | undefined> {
    if (!id || id.length > 100) return undefined;
    const row = await this.db
      .selectFrom('oauth_pending')
      .selectAll()
      .where('id_hash', '=', sha256Hex(id))
      .where('kind', '=', kind)
      .where('expires_at', '>', Date.now())
      .executeTakeFirst();
    return row ? (JSON.parse(row.payload) as T) : undefined;
  }

  /** Removes and returns it: each pending entry is used once. */
  async take<T>(kind: 'authz' | 'login', id: string | undefined): Promise<T | undefined> {
    const found = await this.get<T>(kind, id);
    if (!found || !id) return undefined;
    const deleted = await this.db.deleteFrom('oauth_pending').where('id_hash', '=', sha256Hex(id)).executeTakeFirst();
    return Number(deleted.numDeletedRows) === 1 ? found : undefined;
  }

  async sweep(): Promise<void> {
    await this.db.deleteFrom('oauth_pending').where('expires_at', '<', Date.now()).execute();
  }
}
