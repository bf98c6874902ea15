import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '../platform/config/load-config.js';
import { runMigrations } from '../main.js';
import { openStorage } from '../platform/storage/index.js';
import { DevIdp } from './dev-idp/dev-idp.js';
import { endRedis } from './redis-conn.js';
import { RevocationBus } from './keys/revocation-bus.js';
import { DEV_AUDIENCE } from './portal-verifier-setup.js';
import type { IdentityTables } from './tables.js';
import { TenantStore } from './tenants/tenant-store.js';

/**
 * What the operator's commands (`lumen tenants …`, `lumen dev token`) need, without starting a server: the
 * identity tables (migrated if needed), the tenant registry, and the revocation bus so that a revoke or rotate
 * done from the command line reaches running instances at once when Redis is configured.
 */
export async function withIdentityStorage<T>(
  config: Config,
  log: Logger,
  work: (tools: { tenants: TenantStore; revoked(hash: string): Promise<void>; devToken(sub: string, lifetimeS: number): Promise<string> }) => Promise<T>,
): Promise<T> {
  // Every module's migrations, not only identity's: the migrator refuses a database that has applied
  // migrations it is not shown.
  await runMigrations(config, log);
  const storage = await openStorage(config.storage);
  const redis = config.redis.url ? new Redis(config.redis.url, { lazyConnect: true, maxRetriesPerRequest: 2 }) : null;
  try {
    const db = storage.db.withTables<IdentityTables>();
    const bus = new RevocationBus(redis, null, log);
    return await work({
      tenants: new TenantStore(db),
      revoked: (hash) => bus.publish(hash),
      async devToken(sub, lifetimeS) {
        if (config.identity.issuer || config.server.production) {
          throw new Error('the development IdP is off (OIDC_ISSUER is set or NODE_ENV=production): sign in through your identity provider');
        }
        const idp = new DevIdp(db, config.server.publicUrl, config.identity.audience ?? DEV_AUDIENCE);
        await idp.start();
        return idp.token(sub, lifetimeS);
      },
    });
  } finally {
    if (redis) await endRedis(redis);
    await storage.close();
  }
}
