import { type KeyObject, createPrivateKey } from 'node:crypto';
import { type CryptoKey, type JWK, importJWK } from 'jose';
import type { Kysely } from 'kysely';
import type { OAuthTables } from '../storage/tables.js';
import { type StoredKey, generateSigningKey, insertKey, loadPublishedKeys } from './key-store.js';

interface LoadedKey {
  kid: string;
  publicJwk: JWK;
  verify: CryptoKey;
  /** A Node KeyObject, imported once: `crypto.sign` with it is the cheapest RS256 signature Node offers. */
  sign?: KeyObject;
  active: boolean;
}

/**
 * The signing keys in memory: the active key signs access tokens, every published key verifies them (the MCP
 * bearer gate asks `verificationKey(kid)`; no database lookup per request). Reloaded periodically so that
 * `lumen signing-keys rotate`, run in another process, takes effect without a restart.
 */
export class SigningKeyRing {
  private keys = new Map<string, LoadedKey>();
  private activeKid: string | undefined;
  private jwksJson = '{"keys":[]}';
  private timer: NodeJS.Timeout | undefined;
  private lastReload = 0;

  constructor(
    private readonly db: Kysely<OAuthTables>,
    private readonly accessTtlS: number,
    private readonly reloadEveryMs = 30_000,
  ) {}

  /** Loads the keys, generating the first one on first start. */
  async start(): Promise<void> {
    let keys = await loadPublishedKeys(this.db, this.accessTtlS, Date.now());
    if (!keys.some((k) => k.retiredAt === null)) {
      await insertKey(this.db, await generateSigningKey(Date.now()));
      keys = await loadPublishedKeys(this.db, this.accessTtlS, Date.now());
    }
    await this.install(keys);
    this.timer = setInterval(() => void this.reload().catch(() => undefined), this.reloadEveryMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async reload(): Promise<void> {
    this.lastReload = Date.now();
    await this.install(await loadPublishedKeys(this.db, this.accessTtlS, Date.now()));
  }

  private async install(rows: StoredKey[]): Promise<void> {
    const next = new Map<string, LoadedKey>();
    let activeKid: string | undefined;
    for (const row of rows) {
      const active = row.retiredAt === null;
      const existing = this.keys.get(row.kid);
      const loaded: LoadedKey = existing
        ? { ...existing, active }
        : { kid: row.kid, publicJwk: row.publicJwk, verify: (await importJWK(row.publicJwk, 'RS256')) as CryptoKey, active };
      if (active && !loaded.sign) loaded.sign = createPrivateKey({ key: row.privateJwk as import('node:crypto').JsonWebKey, format: 'jwk' });
      // Rows come newest first: the newest active key signs.
      if (active && activeKid === undefined) activeKid = row.kid;
      next.set(row.kid, loaded);
    }
    this.keys = next;
    this.activeKid = activeKid;
    this.jwksJson = JSON.stringify({ keys: [...next.values()].map((k) => k.publicJwk) });
  }

  ready(): boolean {
    return this.activeKid !== undefined;
  }

  signingKey(): { kid: string; key: KeyObject } {
    const loaded = this.activeKid ? this.keys.get(this.activeKid) : undefined;
    if (!loaded?.sign) throw new Error('no active signing key');
    return { kid: loaded.kid, key: loaded.sign };
  }

  /** A published key, or undefined (an unknown kid triggers at most one reload every 10 s). */
  async verificationKey(kid: string): Promise<CryptoKey | undefined> {
    const found = this.keys.get(kid);
    if (found) return found.verify;
    if (Date.now() - this.lastReload > 10_000) {
      await this.reload().catch(() => undefined);
      return this.keys.get(kid)?.verify;
    }
    return undefined;
  }

  /** The JWKS document (RFC 7517 §5), serialised once per change. */
  jwks(): string {
    return this.jwksJson;
  }
}
