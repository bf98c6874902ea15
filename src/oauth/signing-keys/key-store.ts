import { type JWK, calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import type { Kysely } from 'kysely';
import type { OAuthTables } from '../storage/tables.js';

export interface StoredKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
  createdAt: number;
  retiredAt: number | null;
}

/** A fresh RS256 key pair; its kid is the RFC 7638 thumbprint of the public key. */
export async function generateSigningKey(now: number): Promise<StoredKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    kid,
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' },
    publicJwk: { ...publicJwk, kid, alg: 'RS256', use: 'sig' },
    createdAt: now,
    retiredAt: null,
  };
}

export async function insertKey(db: Kysely<OAuthTables>, key: StoredKey): Promise<void> {
  await db
    .insertInto('oauth_signing_key')
    .values({
      kid: key.kid,
      private_jwk: JSON.stringify(key.privateJwk),
      public_jwk: JSON.stringify(key.publicJwk),
      created_at: key.createdAt,
      retired_at: key.retiredAt,
    })
    .execute();
}

/**
 * Keys still worth publishing: the active ones, and retired ones whose last token may still be valid (retired at
 * most `accessTtlS` plus a minute of clock skew ago). Older keys are deleted.
 */
export async function loadPublishedKeys(db: Kysely<OAuthTables>, accessTtlS: number, now: number): Promise<StoredKey[]> {
  const cutoff = now - (accessTtlS + 60) * 1000;
  await db.deleteFrom('oauth_signing_key').where('retired_at', 'is not', null).where('retired_at', '<', cutoff).execute();
  const rows = await db.selectFrom('oauth_signing_key').selectAll().orderBy('created_at', 'desc').execute();
  return rows.map((r) => ({
    kid: r.kid,
    privateJwk: JSON.parse(r.private_jwk) as JWK,
    publicJwk: JSON.parse(r.public_jwk) as JWK,
    createdAt: Number(r.created_at),
    retiredAt: r.retired_at === null ? null : Number(r.retired_at),
  }));
}

/** Makes a new key active; the previous ones stay published until their tokens have expired. */
export async function rotateSigningKey(db: Kysely<OAuthTables>, now: number): Promise<{ kid: string; retired: string[] }> {
  const key = await generateSigningKey(now);
  const active = await db.selectFrom('oauth_signing_key').select('kid').where('retired_at', 'is', null).execute();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('oauth_signing_key').set({ retired_at: now }).where('retired_at', 'is', null).execute();
    await insertKey(trx, key);
  });
  return { kid: key.kid, retired: active.map((r) => r.kid) };
}
