import type { Module, Platform } from '../../platform/module.js';
import type { Engine } from '../../platform/operations/define.js';
import { type CommunioContext, READ_BUCKET } from './context.js';
import type { CommunioDb } from './data/db.js';
import { communioMigrations } from './data/migrations.js';
import type { CommunioTables } from './data/tables.js';
import { communioOperations } from './operations.js';
import { StreamHub } from './stream/hub.js';
import { streamOperation } from './stream/stream-operation.js';
import { Dispatcher } from './webhooks/dispatcher.js';
import { OutboxWake } from './webhooks/outbox-wake.js';
import type { TargetPolicy } from './webhooks/target-guard.js';

export { communioMigrations } from './data/migrations.js';
export { listAll as listIntentionsForOperator, moderate as moderateIntention } from './data/intentions.js';
export type { CommunioTables } from './data/tables.js';
export { verifySignature } from './webhooks/sign.js';
export { STATUSES as INTENTION_STATUSES } from './domain/categories.js';

export { READ_BUCKET };

/**
 * Communio, the write engine: intentions, intercessions, the SSE stream and signed, durable webhooks. Only
 * tenant keys reach it (never OAuth, never MCP). Construction is cheap; the dispatcher and the Redis fan-out
 * start in start().
 */
export function createCommunioModule(platform: Platform): Module {
  const { config, log, storage } = platform;
  const db: CommunioDb = storage.db.withTables<CommunioTables>() ;
  const settings = config.communio;
  const policy: TargetPolicy = { env: config.server.env, allowHosts: settings.webhook.unsafeAllowHosts };
  const hub = new StreamHub(platform.redis, log);
  const dispatcher = new Dispatcher({
    db,
    dialect: storage.dialect,
    log,
    policy,
    timeoutMs: settings.webhook.timeoutMs,
    retryBaseMs: settings.webhook.retryBaseMs,
    maxAttempts: settings.webhook.maxAttempts,
    intervalMs: settings.dispatch.intervalMs,
    batch: settings.dispatch.batch,
    eventRetentionMs: settings.eventRetentionS * 1000,
  });
  const wake = new OutboxWake({
    redis: platform.redis,
    pgUrl: storage.dialect === 'postgres' ? config.storage.url : undefined,
    scope: storage.dialect === 'postgres' ? config.storage.schema : config.storage.sqlitePath,
    log,
  });
  const context: CommunioContext = {
    db,
    dialect: storage.dialect,
    policy,
    groupCommit: storage.groupCommit,
    handOffClaim: () => dispatcher.handOffClaim(),
    committed(events) {
      hub.publish(events);
      const claimed = events.flatMap((e) => e.handOff ?? []);
      if (claimed.length > 0) dispatcher.handOff(claimed);
      // Rows written unclaimed (no hand-off capacity, or not a submission): this instance's next pass runs now,
      // and the other instances are told (Redis or NOTIFY) rather than left to their poll. An event that wrote
      // no outbox row (no endpoint subscribes to it) wakes nobody: a claiming pass would find nothing.
      if (events.some((e) => (e.unclaimed ?? 0) > 0)) context.outboxDue();
    },
    outboxDue() {
      dispatcher.poke();
      wake.notify();
    },
  };
  const engine: Engine = {
    name: 'communio',
    title: 'Communio',
    description: 'Intercessory prayer network: anonymous intentions, intercessions, a live stream and signed webhooks',
    prefixes: ['/v1/communio'],
    access: 'tenantKey',
    rateLimit: READ_BUCKET,
    mcp: false,
    operations: [
      ...communioOperations(context),
      streamOperation({
        db,
        hub,
        heartbeatMs: settings.stream.heartbeatMs,
        maxBufferBytes: settings.stream.maxBufferBytes,
        maxClients: settings.stream.maxClients,
      }),
    ],
  };
  return {
    name: 'communio',
    migrations: communioMigrations,
    engines: [engine],
    readiness: () => [{ name: 'communio', ready: true, detail: `${hub.size} stream client(s)` }],
    async start() {
      platform.services.rateLimiter?.define(READ_BUCKET, settings.readRate);
      await hub.start();
      if (settings.dispatch.enabled) dispatcher.start();
      await wake.start(settings.dispatch.enabled ? () => dispatcher.poke() : undefined);
    },
    async close() {
      await wake.close();
      await dispatcher.close();
      await hub.close();
    },
  };
}
