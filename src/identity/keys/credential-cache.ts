/**
 * What a key hash resolved to, kept in memory so that an authenticated request costs no database query.
 * `null` caches "no such key" briefly (a valid checksum is easy to forge, so unknown keys must not each cost a
 * query). Revocation on this instance marks the entry at once; other instances learn it through the revocation
 * bus (Redis) within a second, or at worst when the entry's TTL runs out.
 */
export interface Credential {
  kind: 'apiKey' | 'tenantKey';
  /** key_… or tnt_… */
  id: string;
  userId?: string;
  revoked: boolean;
}

interface Slot {
  value: Credential | null;
  expiresAt: number;
}

export interface CredentialCacheOptions {
  ttlMs?: number;
  negativeTtlMs?: number;
  maxEntries?: number;
}

export class CredentialCache {
  private readonly slots = new Map<string, Slot>();
  private readonly ttlMs: number;
  private readonly negativeTtlMs: number;
  private readonly maxEntries: number;

  constructor(options: CredentialCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.negativeTtlMs = options.negativeTtlMs ?? 5_000;
    this.maxEntries = options.maxEntries ?? 100_000;
  }

  /** undefined: not cached (ask storage); null: known not to exist. */
  get(hash: string, now = Date.now()): Credential | null | undefined {
    const slot = this.slots.get(hash);
    if (!slot) return undefined;
    if (slot.expiresAt <= now) {
      this.slots.delete(hash);
      return undefined;
    }
    return slot.value;
  }

  set(hash: string, value: Credential | null, now = Date.now()): void {
    if (this.slots.size >= this.maxEntries) {
      // Map iteration is insertion order: drop the oldest entry.
      const first = this.slots.keys().next();
      if (!first.done) this.slots.delete(first.value);
    }
    this.slots.delete(hash);
    this.slots.set(hash, { value, expiresAt: now + (value ? this.ttlMs : this.negativeTtlMs) });
  }

  /** Marks a hash revoked for the positive TTL, so the next request is refused without a query. */
  revoke(hash: string, now = Date.now()): void {
    const slot = this.slots.get(hash);
    if (slot?.value) {
      slot.value = { ...slot.value, revoked: true };
      slot.expiresAt = now + this.ttlMs;
    } else {
      this.slots.delete(hash);
    }
  }

  forget(hash: string): void {
    this.slots.delete(hash);
  }

  clear(): void {
    this.slots.clear();
  }
}
