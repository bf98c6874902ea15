import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config/load-config.js';
import type { Engine } from './operations/define.js';
import type { SlidingWindowLimiter } from './rate-limit/index.js';
import type { PlatformRedis } from './redis.js';
import type { PlatformServices } from './services.js';
import type { MigrationFactory, Storage } from './storage/index.js';

/** What every module is given at construction (`create-platform.ts`). */
export interface Platform {
  config: Config;
  log: Logger;
  storage: Storage;
  /** The platform's Redis connections, when REDIS_URL is set. */
  redis: PlatformRedis | null;
  /** The rate limiter (memory, or Redis with REDIS_URL); modules define their buckets on it. */
  limiter: SlidingWindowLimiter;
  services: PlatformServices;
}

/** A readiness check shown at /readyz. */
export interface ReadinessCheck {
  name: string;
  ready: boolean;
  detail?: string;
  [extra: string]: unknown;
}

/**
 * A module of Lumen (identity, oauth, mcp, an engine …). Everything is optional: a module contributes
 * migrations, engines (operations, from which REST, OpenAPI and MCP are generated), raw HTTP routes for what is
 * not an operation (OAuth endpoints, SSE streams, HTML pages), readiness checks, background work, and cleanup.
 */
export interface Module {
  name: string;
  migrations?: MigrationFactory;
  engines?: Engine[];
  /**
   * Registers routes that are not operations, each declared with `rawRoute` (platform/http/raw-route.ts), which
   * documents it in OpenAPI too.
   */
  routes?(app: FastifyInstance): void | Promise<void>;
  readiness?(): Promise<ReadinessCheck[]> | ReadinessCheck[];
  /** Called once after migrations, before listening: start workers, load keys. */
  start?(): Promise<void>;
  /**
   * Datasets the platform opens after `start`, before listening (`ServedDataset.openNow`), so that no request waits
   * for one to be read and parsed; not under NODE_ENV=test, where each test server opens them on first use.
   */
  openAtStart?: ReadonlyArray<{ openNow(): void }>;
  /** Called on shutdown after the server stopped accepting requests. */
  close?(): Promise<void>;
}
