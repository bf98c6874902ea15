import type { Module, Platform } from '../platform/module.js';
import type { SlidingWindowLimiter } from '../platform/rate-limit/index.js';
import { IdentityAuthenticator } from './authenticator.js';
import { DEV_AUDIENCE, buildPortalVerifier } from './portal-verifier-setup.js';
import { DevIdp } from './dev-idp/dev-idp.js';
import { ApiKeyStore } from './keys/api-key-store.js';
import { CredentialCache } from './keys/credential-cache.js';
import { LastUsedRecorder } from './keys/last-used.js';
import { RevocationBus } from './keys/revocation-bus.js';
import { identityMigrations } from './migrations.js';
import type { ConnectionsPort } from './portal/connections.js';
import { portalEngine } from './portal/engine.js';
import type { IdentityTables } from './tables.js';
import { type TenantRecord, TenantStore } from './tenants/tenant-store.js';
import { UserStore } from './users/user-store.js';
import { countingLimiter } from './usage/counting-limiter.js';
import { UsageCounter } from './usage/usage-counter.js';
import { keyUsage } from './usage/usage-report.js';

export { generateKey, parseKey, hashKey, KEY_KINDS } from './keys/key-format.js';
export type { TenantRecord } from './tenants/tenant-store.js';
export type { ApiKeyRecord } from './keys/api-key-store.js';
export type { ConnectionRecord, ConnectionsPort } from './portal/connections.js';

/** The operator's tenant registry (the `lumen tenants` command and tests use it). */
export interface TenantsApi {
  create(name: string): Promise<{ id: string; name: string; key: string }>;
  list(): Promise<TenantRecord[]>;
  /** null when there is no such active tenant. */
  rotate(id: string): Promise<{ id: string; name: string; key: string } | null>;
  /** false when there is no such tenant. */
  revoke(id: string): Promise<boolean>;
}

export interface IdentityModule extends Module {
  name: 'identity';
  tenants: TenantsApi;
  limiter: SlidingWindowLimiter;
  /** The development IdP, when it is mounted (no OIDC_ISSUER outside production). */
  devIdp: DevIdp | null;
  /** Storage look-ups made to resolve keys (tests: malformed keys never reach storage). */
  keyLookups(): number;
  /** Writes pending `last_used_at` times now (they are otherwise batched every 15 s). */
  flushLastUsed(): Promise<number>;
  /** Writes pending usage counts now (they are otherwise batched every USAGE_FLUSH_S). */
  flushUsage(): Promise<number>;
  /** Portal users by IdP issuer and subject: the consent page's signed-in person is the same user (src/modules.ts). */
  users: Pick<UserStore, 'findOrCreate'>;
  /** Gives the portal the authorization server's OAuth connections (src/modules.ts). */
  useConnections(port: ConnectionsPort): void;
}

/**
 * Identity and keys: fills `platform.services.authenticator`, and `platform.services.rateLimiter` with a view of
 * the platform's limiter that counts each key's usage, at construction (cheap: no I/O until start), and contributes the portal engine, the tenant registry, and the
 * development IdP when no external one is configured.
 */
export function createIdentityModule(platform: Platform): IdentityModule {
  const { config, log } = platform;
  const db = platform.storage.db.withTables<IdentityTables>();
  // The platform's limiter and Redis (platform/create-platform.ts): identity defines its bucket and counts usage.
  const { limiter, redis } = platform;
  limiter.define('portal', config.keys.portalLimit);
  const cache = new CredentialCache();
  const apiKeys = new ApiKeyStore(db, config.keys.maxActivePerUser, platform.storage.dialect);
  const tenantStore = new TenantStore(db);
  const users = new UserStore(db);
  const lastUsed = new LastUsedRecorder(db, log);
  const bus = new RevocationBus(redis, log);
  const devIdp = config.identity.issuer || config.server.production ? null : new DevIdp(db, config.server.publicUrl, config.identity.audience ?? DEV_AUDIENCE);
  const portal = buildPortalVerifier(config, devIdp);
  let lookups = 0;
  platform.services.authenticator = new IdentityAuthenticator({
    cache,
    apiKeys,
    tenants: tenantStore,
    users,
    lastUsed,
    portal,
    onStorageLookup: () => void lookups++,
  });
  const usage = new UsageCounter(db, log, config.keys.usageFlushS * 1000);
  // The gate charges through this one: it counts each API key's admitted and refused requests (issue 17).
  platform.services.rateLimiter = countingLimiter(limiter, usage);

  let connections: ConnectionsPort | null = null;
  const revoked = async (hash: string) => {
    cache.revoke(hash);
    await bus.publish(hash);
  };
  const tenants: TenantsApi = {
    create: (name) => tenantStore.create(name),
    list: () => tenantStore.list(),
    async rotate(id) {
      const out = await tenantStore.rotate(id);
      if (!out) return null;
      await revoked(out.oldHash);
      return { id: out.id, name: out.name, key: out.key };
    },
    async revoke(id) {
      const hash = await tenantStore.revoke(id);
      if (hash) await revoked(hash);
      return hash !== null;
    },
  };

  return {
    name: 'identity',
    migrations: identityMigrations,
    engines: [
      portalEngine({
        apiKeys,
        users,
        maxActive: config.keys.maxActivePerUser,
        log,
        revoked,
        usage: (keyId) => keyUsage(db, usage, limiter, keyId),
        connections: () => connections,
      }),
    ],
    tenants,
    limiter,
    devIdp,
    keyLookups: () => lookups,
    flushLastUsed: () => lastUsed.flush(),
    flushUsage: () => usage.flush(),
    users,
    useConnections(port) {
      connections = port;
    },
    async start() {
      if (config.server.production && !config.identity.issuer) {
        throw new Error('OIDC_ISSUER is required with NODE_ENV=production: the built-in development identity provider is never served in production.');
      }
      if (config.server.production && config.identity.issuer?.startsWith('http:')) {
        throw new Error('OIDC_ISSUER must be https with NODE_ENV=production.');
      }
      if (config.identity.issuer && !config.identity.audience) {
        throw new Error('OIDC_ISSUER is set but neither OIDC_AUDIENCE nor OIDC_CLIENT_ID is: portal JWTs need an expected audience.');
      }
      if (devIdp) {
        await devIdp.start();
        log.warn({ issuer: devIdp.issuer }, 'development identity provider enabled (OIDC_ISSUER unset): anyone can sign in as anyone');
      }
      await bus.start((hash) => cache.revoke(hash));
    },
    routes: (app) => devIdp?.routes(app),
    readiness: async () => {
      // Limited routes answer 503 while the shared rate-limit store is unreachable: so is the instance not ready. It
      // is asked (a PING), not only remembered, so that a Redis never reached since start counts too.
      const reachable = redis ? await redis.answers() : true;
      return [
        {
          name: 'identity',
          ready: reachable,
          detail: reachable ? (devIdp ? 'development IdP' : `issuer ${config.identity.issuer}`) : 'Redis (rate limits) unreachable',
          rate_limit_store: limiter.store.kind,
        },
      ];
    },
    async close() {
      await lastUsed.close();
      await usage.close();
      await bus.close();
    },
  };
}
