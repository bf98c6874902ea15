import type { Kysely } from 'kysely';
import { displayPrefix, generateKey, hashKey } from '../keys/key-format.js';
import { newId } from '../../platform/ids.js';
import type { IdentityTables } from '../tables.js';

export interface TenantRecord {
  id: string;
  name: string;
  prefix: string;
  created_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(Number(ms)).toISOString());

/**
 * The registry of communio tenants: a table of its own and a key kind of its own (`lum_tnt_`), created only
 * by the operator (`lumen tenants …`). One live key per tenant; rotation replaces it.
 */
export class TenantStore {
  constructor(private readonly db: Kysely<IdentityTables>) {}

  async create(name: string): Promise<{ id: string; name: string; key: string }> {
    const key = generateKey('tenantKey');
    const id = newId('tnt');
    await this.db
      .insertInto('identity_tenants')
      .values({
        id,
        name,
        key_hash: hashKey(key),
        display_prefix: displayPrefix(key),
        created_at: Date.now(),
        rotated_at: null,
        revoked_at: null,
      })
      .execute();
    return { id, name, key };
  }

  async list(): Promise<TenantRecord[]> {
    const rows = await this.db.selectFrom('identity_tenants').selectAll().orderBy('created_at', 'asc').orderBy('id').execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      prefix: r.display_prefix,
      created_at: iso(r.created_at) as string,
      rotated_at: iso(r.rotated_at),
      revoked_at: iso(r.revoked_at),
    }));
  }

  /** A new key for an active tenant; the old one stops working. Returns the old hash too (to evict it). */
  async rotate(id: string): Promise<{ id: string; name: string; key: string; oldHash: string } | null> {
    const row = await this.db.selectFrom('identity_tenants').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || row.revoked_at !== null) return null;
    const key = generateKey('tenantKey');
    await this.db
      .updateTable('identity_tenants')
      .set({ key_hash: hashKey(key), display_prefix: displayPrefix(key), rotated_at: Date.now() })
      .where('id', '=', id)
      .execute();
    return { id, name: row.name, key, oldHash: row.key_hash };
  }

  /** Returns the revoked key's hash, or null when there is no such tenant. Revoking twice is harmless. */
  async revoke(id: string): Promise<string | null> {
    const row = await this.db.selectFrom('identity_tenants').select(['key_hash', 'revoked_at']).where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    if (row.revoked_at === null) {
      await this.db.updateTable('identity_tenants').set({ revoked_at: Date.now() }).where('id', '=', id).execute();
    }
    return row.key_hash;
  }

  async findByHash(hash: string): Promise<{ id: string; revoked: boolean } | undefined> {
    const row = await this.db
      .selectFrom('identity_tenants')
      .select(['id', 'revoked_at'])
      .where('key_hash', '=', hash)
      .executeTakeFirst();
    return row && { id: row.id, revoked: row.revoked_at !== null };
  }
}
