import type { Logger } from 'pino';
import type { IdentityModule } from '../identity/index.js';
import { createModules } from '../modules.js';
import type { Config } from '../platform/config/load-config.js';
import { closePlatform, createPlatform } from '../platform/create-platform.js';
import type { Module } from '../platform/module.js';
import { migrate, openStorage } from '../platform/storage/index.js';

export interface Composed {
  identity: IdentityModule;
  modules: Module[];
}

/**
 * The operator's commands compose the same modules as the server (src/modules.ts), migrated but not started and
 * without HTTP, and call their public faces: `lumen tenants rotate` is the identity module's `tenants.rotate`, the
 * very code the server's tests exercise, so a revoke done here also reaches running instances through the
 * module's revocation bus when Redis is configured.
 */
export async function withModules<T>(config: Config, log: Logger, work: (composed: Composed) => Promise<T>): Promise<T> {
  const storage = await openStorage(config.storage);
  const platform = createPlatform(config, log, storage);
  let modules: Module[] = [];
  try {
    modules = await createModules(platform);
    // Every module's migrations: the migrator refuses a database that has applied migrations it is not shown.
    await migrate(storage, modules.flatMap((m) => (m.migrations ? [m.migrations] : [])));
    const identity = modules.find((m): m is IdentityModule => m.name === 'identity');
    if (!identity) throw new Error('the identity module is missing from src/modules.ts');
    return await work({ identity, modules });
  } finally {
    for (const module of [...modules].reverse()) await module.close?.().catch(() => undefined);
    await closePlatform(platform);
    await storage.close();
  }
}
