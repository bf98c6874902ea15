import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { Module, Platform } from '../module.js';
import { buildOpenApi } from '../operations/openapi.js';
import { registerOperationRoutes } from '../operations/rest-routes.js';
import { registerBodyParsers } from './body-parsers.js';
import { registerDocsPage } from './docs-page.js';
import { collectRoutesFor405 } from './method-not-allowed.js';
import { lazyChildLoggerFactory } from '../log/lazy-child.js';
import { createMetrics } from './metrics.js';
import { platformEngine } from './platform-engine.js';
import { registerProblemHandlers } from './problem-reply.js';

export interface AppOptions {
  platform: Platform;
  modules: Module[];
  version: string;
  errorsMarkdown: () => string;
}

/** Builds the Fastify application: platform endpoints, every module's operations and routes, docs. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { platform, modules } = options;
  const { config } = platform;
  const app: FastifyInstance = Fastify({
    loggerInstance: platform.log as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyChildLoggerFactory,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: config.server.bodyLimit,
    trustProxy: config.server.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  const finish405 = collectRoutesFor405(app);
  registerBodyParsers(app);
  registerProblemHandlers(app, config.server.publicUrl);
  const metrics = createMetrics();
  metrics.install(app);

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  // Access log at debug: metrics count every request by route and status, and a log line costs more than a
  // cached read itself — a flood of 401s or 429s must not turn into a flood of log writes. 5xx are logged with
  // their cause by the error handler. Without debug, the hook is not even installed.
  if (platform.log.isLevelEnabled('debug')) {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.debug(
        { method: request.method, route: request.routeOptions.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
        'request',
      );
      done();
    });
  }

  const engines = [
    platformEngine({ storage: platform.storage, modules: () => modules, metrics, version: options.version }),
    ...modules.flatMap((m) => m.engines ?? []),
  ];
  registerOperationRoutes(app, platform.services, engines, config.server.publicUrl);
  for (const module of modules) if (module.routes) await module.routes(app);

  let openapi: string | undefined;
  app.get('/openapi.json', async (_request, reply) => {
    openapi ??= JSON.stringify(
      buildOpenApi({
        title: 'Lumen',
        version: options.version,
        description:
          'Scripture, the Summa, the Fathers, saints, prayers, the liturgical calendar, sacred sites and an intercessory prayer network.',
        serverUrl: config.server.publicUrl,
        engines,
        extraPaths: Object.assign({}, ...modules.map((m) => m.openapiPaths?.() ?? {})),
      }),
    );
    return reply.type('application/json; charset=utf-8').send(openapi);
  });
  registerDocsPage(app, options.errorsMarkdown);
  finish405();
  return app;
}
