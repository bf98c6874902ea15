import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { createModules } from './modules.js';
import { type Config, loadConfig } from './platform/config/load-config.js';
import { closePlatform, createPlatform } from './platform/create-platform.js';
import { buildApp } from './platform/http/app.js';
import { createLogger } from './platform/log/logger.js';
import type { Module, Platform } from './platform/module.js';
import { migrate, openStorage } from './platform/storage/index.js';
import { PACKAGE_ROOT, VERSION } from './version.js';

export interface Lumen {
  app: FastifyInstance;
  platform: Platform;
  modules: Module[];
  /** Listens on config.server.host:port; resolves to the bound address. */
  listen(): Promise<string>;
  /** Graceful stop: refuse new requests, finish in-flight ones, stop modules, close storage. */
  close(): Promise<void>;
}

export interface CreateOptions {
  config?: Config;
  log?: Logger;
  /** Replace the module list (tests of the platform alone). */
  modules?: (platform: Platform) => Promise<Module[]>;
}

function errorsMarkdown(): string {
  const file = new URL('docs/errors.md', PACKAGE_ROOT);
  return existsSync(file) ? readFileSync(file, 'utf8') : '# Errors\n';
}

/** The composition root: config → platform → modules → HTTP. */
export async function createLumen(options: CreateOptions = {}): Promise<Lumen> {
  const config = options.config ?? loadConfig();
  const log = options.log ?? createLogger(config.server.logLevel);
  if (config.server.production && config.server.publicUrl.startsWith('http:')) {
    log.warn({ publicUrl: config.server.publicUrl }, 'PUBLIC_URL is plain http in production');
  }
  const storage = await openStorage(config.storage);
  const platform = createPlatform(config, log, storage);
  let modules: Module[] = [];
  try {
    modules = await (options.modules ?? createModules)(platform);
    await migrate(storage, modules.flatMap((m) => (m.migrations ? [m.migrations] : [])));
    for (const module of modules) await module.start?.();
    if (config.server.env !== 'test') for (const module of modules) for (const dataset of module.openAtStart ?? []) dataset.openNow();
  } catch (err) {
    for (const module of modules.reverse()) await module.close?.().catch(() => undefined);
    await closePlatform(platform);
    await storage.close();
    throw err;
  }
  const app = await buildApp({ platform, modules, version: VERSION, errorsMarkdown });
  let closed = false;
  return {
    app,
    platform,
    modules,
    async listen() {
      return app.listen({ port: config.server.port, host: config.server.host });
    },
    async close() {
      if (closed) return;
      closed = true;
      // Keep-alive connections that finish their in-flight request become idle after close() began: sweep them
      // so that shutdown ends when the last response is sent, and force the rest after the grace period.
      const sweep = setInterval(() => app.server.closeIdleConnections?.(), 100);
      const force = setTimeout(() => app.server.closeAllConnections?.(), config.server.shutdownGraceMs);
      sweep.unref();
      force.unref();
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
        clearTimeout(force);
        for (const module of [...modules].reverse()) {
          await module.close?.().catch((err: unknown) => log.error({ err, module: module.name }, 'module close failed'));
        }
        await closePlatform(platform);
        await storage.close();
      }
    },
  };
}

/** Runs every migration of every module, then closes. */
export async function runMigrations(config: Config, log: Logger): Promise<string[]> {
  const storage = await openStorage(config.storage);
  const platform = createPlatform(config, log, storage);
  try {
    const modules = await createModules(platform);
    const results = await migrate(storage, modules.flatMap((m) => (m.migrations ? [m.migrations] : [])));
    for (const module of modules) await module.close?.().catch(() => undefined);
    return results.map((r) => r.migrationName);
  } finally {
    await closePlatform(platform);
    await storage.close();
  }
}
