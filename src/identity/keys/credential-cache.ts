import type { Principal } from '../../platform/operations/define.js';
/**
 * What a key hash resolved to, kept in memory so that an authenticated request costs no database query.
 * `null` caches "no such key" briefly (a valid checksum is easy to forge, so unknown keys must not each cost a
 * query). Revocation on this instance marks the entry at once; other instances learn it through the revocation
 * bus (Redis) within a second, or at worst when the entry's TTL runs out.
 *
 * A revocation can race a storage look-up for the same key: the look-up reads the row before the revocation
 * commits, the revocation finds nothing cached, and the look-up then caches `revoked: false` for the whole TTL.
 * So revoke() always leaves a tombstone for the TTL, and set() stores a credential as revoked while one exists.
 */
export interface Credential {
  kind: 'apiKey' | 'tenantKey';
  /** key_… or tnt_… */
  id: string;
  userId?: string;
  revoked: boolean;
  /** The principal built from this credential (by the authenticator, on first use). */
  principal?: Principal;
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
  /** hash → until when a revocation must win over a look-up that was in flight when it happened. */
  private readonly tombstones = new Map<string, number>();
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
    if (value && !value.revoked && this.tombstoned(hash, now)) value = { ...value, revoked: true };
    this.slots.delete(hash);
    this.slots.set(hash, { value, expiresAt: now + (value ? this.ttlMs : this.negativeTtlMs) });
  }

  /**
   * Marks a hash revoked for the positive TTL, so the next request is refused without a query, and leaves a
   * tombstone for as long, so that a look-up already in flight cannot cache the key as live afterwards.
   */
  revoke(hash: string, now = Date.now()): void {
    if (this.tombstones.size >= this.maxEntries) {
      const first = this.tombstones.keys().next();
      if (!first.done) this.tombstones.delete(first.value);
    }
    this.tombstones.delete(hash);
    this.tombstones.set(hash, now + this.ttlMs);
    const slot = this.slots.get(hash);
    if (slot?.value) {
      slot.value = { ...slot.value, revoked: true };
      slot.expiresAt = now + this.ttlMs;
    } else {
      this.slots.delete(hash);
    }
  }

  private tombstoned(hash: string, now: number): boolean {
    const until = this.tombstones.get(hash);
    if (until === undefined) return false;
    if (until > now) return true;
    this.tombstones.delete(hash);
    return false;
  }

  forget(hash: string): void {
    this.slots.delete(hash);
  }

  clear(): void {
    this.slots.clear();
    this.tombstones.clear();
  }
}
