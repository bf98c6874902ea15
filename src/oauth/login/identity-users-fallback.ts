import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Platform } from '../../platform/module.js';
import type { UserDirectory } from './user-directory.js';

interface UsersTable {
  identity_users: { id: string; issuer: string; subject: string; email: string | null; name: string | null; created_at: number };
}

const B32 = 'abcdefghijklmnopqrstuvwxyz234567';
function userId(): string {
  let out = '';
  for (const byte of randomBytes(24)) out += B32[byte & 31];
  return `usr_${out}`;
}

/**
 * Stand-in until the identity module exports its user store: the same find-or-create by (`iss`, `sub`) on the
 * identity module's `identity_users` table, so a person who approves a connection is the same user the portal
 * knows. src/modules.ts prefers the identity module's own `users` when it has one.
 */
export function identityUsersFallback(platform: Platform): UserDirectory {
  const db = platform.storage.db as unknown as Kysely<UsersTable>;
  const find = (issuer: string, subject: string) =>
    db.selectFrom('identity_users').selectAll().where('issuer', '=', issuer).where('subject', '=', subject).executeTakeFirst();
  return {
    async findOrCreate(issuer, subject, profile) {
      const found = await find(issuer, subject);
      if (found) return found;
      await db
        .insertInto('identity_users')
        .values({ id: userId(), issuer, subject, email: profile.email ?? null, name: profile.name ?? null, created_at: Date.now() })
        .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
        .execute();
      const created = await find(issuer, subject);
      if (!created) throw new Error('user vanished after insert');
      return created;
    },
  };
}
