import type { Kysely } from 'kysely';
import { problem } from '../../platform/errors/index.js';
import { newId } from '../../platform/ids.js';
import type { TransactionStep } from '../../platform/operations/define.js';
import type { IdentityApiKeysTable, IdentityTables } from '../tables.js';
import { displayPrefix, generateKey, hashKey } from './key-format.js';

export interface ApiKeyRecord {
  id: string;
  name: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  revoked: boolean;
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(Number(ms)).toISOString());

export function toRecord(row: IdentityApiKeysTable): ApiKeyRecord {
  return {
    id: row.id,
    name: row.name,
    prefix: row.display_prefix,
    created_at: iso(row.created_at) as string,
    last_used_at: iso(row.last_used_at),
    revoked_at: iso(row.revoked_at),
    revoked: row.revoked_at !== null,
  };
}

/** API keys in storage: only the SHA-256 of a key is kept; the plaintext leaves `create` once and is forgotten. */
export class ApiKeyStore {
  constructor(
    private readonly db: Kysely<IdentityTables>,
    private readonly maxActive: number,
    private readonly dialect: 'sqlite' | 'postgres' = 'sqlite',
  ) {}

  /**
   * `step`: a caller's write committed with the key or rolled back with it (the dashboard marks its create form
   * used); it runs first, so a step that throws (a form already used) wins over the active-key limit.
   */
  async create(userId: string, name: string, step?: TransactionStep): Promise<{ record: ApiKeyRecord; key: string }> {
    const key = generateKey('apiKey');
    const row: IdentityApiKeysTable = {
      id: newId('key'),
      user_id: userId,
      name,
      key_hash: hashKey(key),
      display_prefix: displayPrefix(key),
      created_at: Date.now(),
      last_used_at: null,
      revoked_at: null,
    };
    await this.db.transaction().execute(async (trx) => {
      // Concurrent creates for one user must not both pass the count: PostgreSQL locks the user's row for the
      // transaction; SQLite already runs write transactions one at a time.
      if (this.dialect === 'postgres') {
        await trx.selectFrom('identity_users').select('id').where('id', '=', userId).forUpdate().execute();
      }
      // The step sees the platform's untyped handle (storage.db's type) and types it with its own tables.
      if (step) await step(trx as unknown as Kysely<object>);
      const { n } = await trx
        .selectFrom('identity_api_keys')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(n) >= this.maxActive) {
        throw problem('key_limit_reached', `You have ${this.maxActive} active keys, the most allowed; revoke one first.`, {
          extra: { limit: this.maxActive },
        });
      }
      await trx.insertInto('identity_api_keys').values(row).execute();
    });
    return { record: toRecord(row), key };
  }

  /** Newest first; `after` is the (created_at, id) of the last row of the previous page. */
  async list(userId: string, limit: number, after?: { createdAt: number; id: string }): Promise<ApiKeyRecord[]> {
    let query = this.db.selectFrom('identity_api_keys').selectAll().where('user_id', '=', userId);
    if (after) {
      query = query.where((eb) =>
        eb.or([
          eb('created_at', '<', after.createdAt),
          eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
        ]),
      );
    }
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    return rows.map(toRecord);
  }

  /** Revokes the user's key; returns its hash (to evict from caches), or null when the user has no such key. */
  async revoke(userId: string, id: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('identity_api_keys')
      .select(['key_hash', 'revoked_at'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return null;
    if (row.revoked_at === null) {
      await this.db.updateTable('identity_api_keys').set({ revoked_at: Date.now() }).where('id', '=', id).execute();
    }
    return row.key_hash;
  }

  /** The user's key, or undefined when the user has no such key (another user's key included). */
  async findOwned(userId: string, id: string): Promise<ApiKeyRecord | undefined> {
    const row = await this.db.selectFrom('identity_api_keys').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return row && toRecord(row);
  }

  /** Renames the user's key (revoked ones too: the name is how a person tells old keys apart); undefined if not theirs. */
  async rename(userId: string, id: string, name: string): Promise<ApiKeyRecord | undefined> {
    await this.db.updateTable('identity_api_keys').set({ name }).where('id', '=', id).where('user_id', '=', userId).execute();
    return this.findOwned(userId, id);
  }

  async findByHash(hash: string): Promise<{ id: string; user_id: string; revoked: boolean } | undefined> {
    const row = await this.db
      .selectFrom('identity_api_keys')
      .select(['id', 'user_id', 'revoked_at'])
      .where('key_hash', '=', hash)
      .executeTakeFirst();
    return row && { id: row.id, user_id: row.user_id, revoked: row.revoked_at !== null };
  }
}
