import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type onRequestHookHandler } from 'fastify';
import type { Module, Platform } from '../module.js';
import { buildOpenApi } from '../operations/openapi.js';
import { engineCorsOfUrl, enginePreflightOfUrl } from '../operations/engine-cors.js';
import { ResponseCache } from '../operations/response-cache.js';
import { registerOperationRoutes } from '../operations/rest-routes.js';
import { installDurableAnswers } from './durable-answers.js';
import { registerBodyParsers } from './body-parsers.js';
import { clientErrorHandler, frameworkErrors } from './client-errors.js';
import { registerDocsPage } from './docs-page.js';
import { redirectPagesToPublicUrl } from './canonical-pages.js';
import { loopbackAliases } from './loopback-aliases.js';
import { collectRoutesFor405 } from './method-not-allowed.js';
import { rawRouteDocs } from './raw-route.js';
import { recordRoutes } from './route-registry.js';
import { installRequestLog } from '../log/request-log.js';
import { secondsSinceArrival, stampingServerFactory } from './arrival.js';
import { EarlyAnswers, attachEarlyAnswers } from './early-answers.js';
import { addRouteHook, answersItself } from './route-kinds.js';
import { createMetrics } from './metrics.js';
import { platformEngine } from './platform-engine.js';
import { registerProblemHandlers } from './problem-reply.js';
import { fastifyTrustProxy } from '../config/trust-proxy.js';

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
  // Repeated GETs of shared operations are answered before routing (operations/response-cache.ts). Off when
  // the access log is on (debug): cached answers write no access-log line.
  const debug = platform.log.isLevelEnabled('debug');
  const metrics = createMetrics();
  const responseCache =
    config.server.responseCacheEntries > 0 && !debug
      ? new ResponseCache({ services: () => platform.services, publicUrl: config.server.publicUrl, maxEntries: config.server.responseCacheEntries, metrics })
      : undefined;
  const early = new EarlyAnswers(metrics);
  if (responseCache) early.add(responseCache);
  // No logger is given to Fastify (see log/request-log.ts): requests log through `request.lumenLog`.
  const app: FastifyInstance = Fastify({
    serverFactory: stampingServerFactory(config.server.publicUrl, early),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: config.server.bodyLimit,
    trustProxy: fastifyTrustProxy(config.server.trustProxy),
    // A request that arrives once shutdown has begun is refused by the server factory with a problem (arrival.ts);
    // one Fastify routes while it closes is served, with `Connection: close`.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    frameworkErrors: frameworkErrors(config.server.publicUrl, engineCorsOfUrl, enginePreflightOfUrl),
    clientErrorHandler: clientErrorHandler(config.server.publicUrl),
  });
  attachEarlyAnswers(app, early);
  installRequestLog(app, platform.log as FastifyBaseLogger);
  recordRoutes(app);
  const finish405 = collectRoutesFor405(app);
  registerBodyParsers(app);
  installDurableAnswers(app, () => platform.storage.durable());
  metrics.install(app);
  registerProblemHandlers(app, config.server.publicUrl, metrics, engineCorsOfUrl);
  redirectPagesToPublicUrl(app, config.server.publicUrl, loopbackAliases(config.server));

  // Every response carries its request id. Operation routes set it themselves (route-kinds.ts); the rest get it
  // from a route-level hook.
  const requestIdHeader: onRequestHookHandler = (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  };
  app.addHook('onRoute', (route) => {
    if (!answersItself(route.config)) addRouteHook(route, 'onRequest', requestIdHeader, 'first');
  });
  // Access log at debug: metrics count every request by route and status, and a log line costs more than a
  // cached read itself — a flood of 401s or 429s must not turn into a flood of log writes. 5xx are logged with
  // their cause by the error handler. Without debug, the hook is not even installed.
  if (debug) {
    app.addHook('onResponse', (request, reply, done) => {
      request.lumenLog.debug(
        { method: request.method, route: request.routeOptions.url, status: reply.statusCode, ms: Math.round(secondsSinceArrival(request) * 1e4) / 10 },
        'request',
      );
      done();
    });
  }

  const engines = [
    platformEngine({ storage: platform.storage, modules: () => modules, metrics, version: options.version }),
    ...modules.flatMap((m) => m.engines ?? []),
  ];
  registerOperationRoutes(app, { services: platform.services, engines, publicUrl: config.server.publicUrl, metrics, responseCache });
  // On close Fastify answers new requests 503; the early answerers must stop answering them first.
  app.addHook('preClose', (done) => {
    early.disable();
    done();
  });
  for (const module of modules) if (module.routes) await module.routes(app);

  let openapi: string | undefined;
  app.get('/openapi.json', { config: { internal: 'the OpenAPI document itself' } }, async (_request, reply) => {
    openapi ??= JSON.stringify(
      buildOpenApi({
        title: 'Lumen',
        version: options.version,
        description:
          'Scripture, the Summa, the Fathers, saints, prayers, the liturgical calendar, sacred sites and an intercessory prayer network.',
        serverUrl: config.server.publicUrl,
        engines,
        extraPaths: rawRouteDocs(app),
      }),
    );
    return reply.type('application/json; charset=utf-8').send(openapi);
  });
  registerDocsPage(app, options.errorsMarkdown);
  finish405();
  return app;
}
