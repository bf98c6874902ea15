import type { Kysely } from 'kysely';
import type { Module, Platform } from '../platform/module.js';
import type { Engine } from '../platform/operations/define.js';
import type { ExternalSignIn } from '../oauth/index.js';
import { dashboardMigrations } from './migrations.js';
import { PortalCalls } from './portal-calls.js';
import { registerDashboardRoutes } from './routes.js';
import { DashboardSessions } from './session/session-store.js';
import type { DashboardTables } from './tables.js';

/**
 * The developer dashboard at /dashboard (issue 17; contract: "The developer dashboard"): server-rendered pages
 * over the portal's operations, signed in through the OAuth module's relying party, with server-side sessions.
 */
export function createDashboardModule(platform: Platform, options: { engines: () => Engine[]; signIn: ExternalSignIn }): Module {
  const { config, log } = platform;
  const db = platform.storage.db as unknown as Kysely<DashboardTables>;
  const sessions = new DashboardSessions(db, { idleS: config.dashboard.sessionIdleS, absoluteS: config.dashboard.sessionMaxS });
  const publicUrl = config.server.publicUrl;
  let sweeper: NodeJS.Timeout | undefined;
  return {
    name: 'dashboard',
    migrations: dashboardMigrations,
    routes: (app) =>
      registerDashboardRoutes(app, {
        sessions,
        secure: publicUrl.startsWith('https:'),
        publicOrigin: new URL(publicUrl).origin,
        publicUrl,
        limiter: () => platform.services.rateLimiter,
        log,
        calls: new PortalCalls(options.engines),
        signIn: options.signIn,
      }),
    async start() {
      sweeper = setInterval(() => void sessions.sweep().catch(() => undefined), 10 * 60_000);
      sweeper.unref();
    },
    async close() {
      if (sweeper) clearInterval(sweeper);
    },
  };
}
