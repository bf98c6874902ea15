import { problem } from '../platform/errors/index.js';
import type { Access, Principal } from '../platform/operations/define.js';
import type { Authenticator, MaybePromise } from '../platform/services.js';
import type { ApiKeyStore } from './keys/api-key-store.js';
import { ConnectionKeyHashes } from './keys/connection-hashes.js';
import type { CredentialCache, Credential } from './keys/credential-cache.js';
import { type KeyKind, keyKindOf, parseKey } from './keys/key-format.js';
import type { LastUsedRecorder } from './keys/last-used.js';
import { bearerChallenge, type PortalVerifier } from './jwt/portal-verifier.js';
import type { TenantStore } from './tenants/tenant-store.js';
import type { UserStore } from './users/user-store.js';

export interface AuthenticatorDeps {
  cache: CredentialCache;
  apiKeys: ApiKeyStore;
  tenants: TenantStore;
  users: UserStore;
  lastUsed: LastUsedRecorder;
  portal: PortalVerifier;
  /** Counts storage look-ups (tests prove malformed keys never reach storage). */
  onStorageLookup?: () => void;
}

const KIND_NAME: Record<KeyKind, string> = { apiKey: 'an API key', tenantKey: 'a tenant key' };

/**
 * Resolves the caller for an access kind. API and tenant keys share the X-API-Key header but are told apart by
 * their prefix before anything else, and a key of the wrong kind is a 401 without a look-up (contract: a tenant key
 * never works on a read engine, nor an API key on communio).
 */
/**
 * RFC 9110 §11.6.1: a 401 carries a challenge. API and tenant keys are sent in X-API-Key; the challenge names the
 * header (an auth scheme of Lumen's own: no registered scheme describes a key in a custom header).
 */
export const API_KEY_CHALLENGE = 'ApiKey realm="lumen", header="X-API-Key"';
const keyRefusal = (detail: string) => problem('unauthorized', detail, { headers: { 'WWW-Authenticate': API_KEY_CHALLENGE } });

export class IdentityAuthenticator implements Authenticator {
  private readonly hashes = new ConnectionKeyHashes();

  constructor(private readonly deps: AuthenticatorDeps) {}

  authenticate(access: Access, headers: Readonly<Record<string, string | undefined>>, connection?: object): MaybePromise<Principal> {
    if (access === 'apiKey' || access === 'tenantKey') return this.byKey(access, headers['x-api-key'], connection);
    if (access === 'portal') return this.byPortalJwt(headers.authorization);
    throw problem('unauthorized', `Access kind ${access} cannot be authenticated here.`);
  }

  /**
   * Synchronous for a cached key (the common case): no promise on the hot path. The cache is asked first: a hash
   * found there belongs to a key that passed the shape and checksum test when it was first seen, so only a key
   * not in the cache pays for that test, before any storage query.
   */
  private byKey(expected: KeyKind, header: string | undefined, connection: object | undefined): MaybePromise<Principal> {
    const wanted = KIND_NAME[expected];
    if (!header) throw keyRefusal(`Send ${wanted} in the X-API-Key header.`);
    const key = header.trim();
    const kind = keyKindOf(key);
    if (kind !== null && kind !== expected) throw keyRefusal(`This endpoint takes ${wanted}; ${KIND_NAME[kind]} was sent.`);
    const hash = kind === null ? undefined : this.hashes.hash(key, connection);
    const cached = hash === undefined ? undefined : this.deps.cache.get(hash);
    if (cached !== undefined) return this.principalOf(cached);
    if (hash === undefined || parseKey(key) !== kind) {
      throw keyRefusal(`The X-API-Key header is not a well-formed Lumen key (check for a typo or truncation).`);
    }
    return this.lookup(expected, hash).then((found) => {
      this.deps.cache.set(hash, found);
      return this.principalOf(found);
    });
  }

  /** The caller a credential stands for; built once per cached credential (it is the same on every request). */
  private principalOf(credential: Credential | null): Principal {
    if (!credential) throw keyRefusal('The key in X-API-Key is not known.');
    if (credential.revoked) throw keyRefusal('The key in X-API-Key has been revoked.');
    if (credential.kind === 'apiKey') {
      this.deps.lastUsed.note(credential.id);
      credential.principal ??= Object.freeze({ kind: 'apiKey', id: credential.id, userId: credential.userId as string });
    } else {
      credential.principal ??= Object.freeze({ kind: 'tenantKey', id: credential.id, tenantId: credential.id });
    }
    return credential.principal;
  }

  private async lookup(kind: KeyKind, hash: string): Promise<Credential | null> {
    this.deps.onStorageLookup?.();
    if (kind === 'apiKey') {
      const row = await this.deps.apiKeys.findByHash(hash);
      return row ? { kind, id: row.id, userId: row.user_id, revoked: row.revoked } : null;
    }
    const row = await this.deps.tenants.findByHash(hash);
    return row ? { kind, id: row.id, revoked: row.revoked } : null;
  }

  private async byPortalJwt(header: string | undefined): Promise<Principal> {
    const match = header ? /^Bearer +([A-Za-z0-9\-_.~+/]+=*) *$/i.exec(header) : null;
    if (!header) {
      throw problem('unauthorized', 'Sign in: send Authorization: Bearer <JWT from the identity provider>.', {
        headers: { 'WWW-Authenticate': bearerChallenge() },
      });
    }
    if (!match) {
      throw problem('unauthorized', 'The Authorization header is not a Bearer token.', {
        headers: { 'WWW-Authenticate': bearerChallenge('invalid_request') },
      });
    }
    const claims = await this.deps.portal.verify(match[1] as string);
    const profile: { email?: string; name?: string } = {};
    if (claims.email) profile.email = claims.email;
    if (claims.name) profile.name = claims.name;
    const user = await this.deps.users.findOrCreate(claims.issuer, claims.subject, profile);
    return { kind: 'portalUser', id: user.id, userId: user.id };
  }
}
